/**
 * Template and process management: the generic repository stores the rows; these services keep a template's
 * fields well-formed, keep one enabled process per domain event, give a new process a first version, refuse to
 * delete built-in processes, and save step changes as a new version (processes.ts).
 */
import { requireCaller } from '../context.ts';
import { ApiError, duplicate, invalidState, notFound, validation, type FieldError } from '../http/errors.ts';
import type { ResourceService } from '../resources/service.ts';
import { saveProcessVersion } from './processes.ts';
import type { TemplateField } from './shapes.ts';

export function checkTemplateFields(fields: TemplateField[], at = 'fields'): FieldError[] {
  const errors: FieldError[] = [];
  const keys = new Set<string>();
  fields.forEach((f, i) => {
    if (keys.has(f.key)) errors.push({ field: `${at}[${i}].key`, message: 'DUPLICATE', params: { field: 'key' } });
    keys.add(f.key);
    if (f.type === 'choice' && !f.options?.length)
      errors.push({ field: `${at}[${i}].options`, message: 'field.required', params: { field: 'options' } });
  });
  return errors;
}

export const woTemplateService: ResourceService = {
  async beforeWrite({ values }) {
    if (values.fields !== undefined) {
      const fields = (typeof values.fields === 'string' ? JSON.parse(values.fields) : values.fields) as TemplateField[];
      const errors = checkTemplateFields(fields);
      if (errors.length) throw validation(errors);
      // jsonb: the pg driver would send a JS array as a PostgreSQL array
      values.fields = JSON.stringify(fields);
    }
  },
};

const BOUND_EVENTS = new Set(['group_publish', 'group_upgrade', 'access_apply', 'role_apply', 'enterprise_auth']);

export const woProcessService: ResourceService = {
  async beforeWrite({ trx, values, id }) {
    const current =
      id === undefined
        ? undefined
        : await trx
            .selectFrom('wo_processes')
            .select(['event', 'state', 'built_in'])
            .where('process_id', '=', Number(id))
            .executeTakeFirst();
    const event = (values.event ?? current?.event) as string | null;
    const state = Number(values.state ?? current?.state ?? 1);
    // a built-in review process stays bound to its event: the domains start their work orders on it
    if (current?.built_in && values.event !== undefined && values.event !== current.event) throw invalidState();
    if (event && BOUND_EVENTS.has(event) && state === 1) {
      let q = trx.selectFrom('wo_processes').select('process_id').where('event', '=', event).where('state', '=', 1);
      if (id !== undefined) q = q.where('process_id', '<>', id as number);
      if (await q.executeTakeFirst()) throw duplicate('event');
    }
  },
  async afterWrite({ trx, values, id, caller, deps }) {
    const row = await trx
      .selectFrom('wo_processes')
      .select(['process_id', 'current_version'])
      .where('process_id', '=', (id ?? values.process_id) as number)
      .executeTakeFirst();
    // a new process starts with one step held by the platform admins, so it can run before it is designed
    if (row && row.current_version === 0) {
      await saveProcessVersion(
        trx,
        row.process_id,
        [{ step_name: '平台审批', step_name_en: 'Platform approval', approver_kind: 'platform_admin' }],
        caller?.user_id ?? null,
        deps.now(),
      );
    }
  },
  async beforeDelete({ trx, row }) {
    if (row.built_in) throw invalidState();
    const used = await trx
      .selectFrom('work_orders')
      .select('work_order_id')
      .where('process_id', '=', row.process_id as number)
      .executeTakeFirst();
    if (used) throw invalidState();
  },
  handlers: (repo) => ({
    async woProcessSteps(ctx) {
      const processId = Number(ctx.query.process_id);
      const process = (await repo.findOne(ctx.deps.db, processId, ctx.caller)) as
        { current_version: number } | undefined;
      if (!process) throw notFound();
      const db = ctx.deps.db;
      const versions = await db
        .selectFrom('wo_process_versions')
        .select(['process_version_id', 'version', 'created_at'])
        .where('process_id', '=', processId)
        .orderBy('version', 'desc')
        .execute();
      const wanted = Number(ctx.query.version ?? process.current_version);
      const v = versions.find((x) => x.version === wanted);
      if (!v) throw notFound();
      const steps = await db
        .selectFrom('wo_process_steps')
        .selectAll()
        .where('process_version_id', '=', v.process_version_id)
        .orderBy('step_no')
        .execute();
      return {
        process_id: processId,
        version: v.version,
        current_version: process.current_version,
        versions: versions.map((x) => ({ version: x.version, created_at: new Date(x.created_at).toISOString() })),
        steps: steps.map(({ step_id: _s, process_version_id: _p, ...s }) => s),
      };
    },
    async woProcessStepsSave(ctx) {
      const caller = requireCaller(ctx);
      const { process_id, steps } = ctx.body;
      if (!(await repo.findOne(ctx.deps.db, process_id, ctx.caller))) throw notFound();
      const errors: FieldError[] = [];
      steps.forEach((s, i) => {
        if (['user', 'role', 'team'].includes(s.approver_kind) && !s.approver_ids?.length) {
          errors.push({
            field: `steps[${i}].approver_ids`,
            message: 'field.required',
            params: { field: 'approver_ids' },
          });
        }
        if (s.expiry_action === 'escalate' && !s.escalate_to_user_id) {
          errors.push({
            field: `steps[${i}].escalate_to_user_id`,
            message: 'field.required',
            params: { field: 'escalate_to_user_id' },
          });
        }
      });
      if (errors.length) throw validation(errors);
      if (!steps.length)
        throw new ApiError(400, 'VALIDATION_FAILED', 'WO_PROCESS_NO_STEPS', {}, [
          { field: 'steps', message: 'WO_PROCESS_NO_STEPS' },
        ]);
      const version = await ctx.deps.db
        .transaction()
        .execute((trx) => saveProcessVersion(trx, process_id, steps, caller.user_id, ctx.deps.now()));
      return { process_id, version };
    },
  }),
};
