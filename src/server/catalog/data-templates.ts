/**
 * Data templates (resources/data_templates.yaml): owned by the provider's enterprise (another enterprise gets 404
 * and changes nothing); a provider who belongs to no enterprise owns its own (`scope` below), so such a provider
 * (the demo's) can use them too. An API chooses templates with `data_template_ids`
 * (apis.yaml); their fields are merged into its parameters, response and error codes, marked with the template's
 * id (template-merge.ts). Editing a template rewrites the marked fields of every API of the enterprise that
 * carries them, drafts and published groups alike, in the template's own transaction; deleting one removes them.
 */
import type { Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Row } from '../resources/repository.ts';
import { fieldError } from '../http/field-error.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { compose, templateIdsOf, type TemplateParts } from './template-merge.ts';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;
const PARTS = ['request_params', 'response_schema', 'error_codes'] as const;
const hasItems = (v: unknown) => {
  const x = typeof v === 'string' ? JSON.parse(v) : v;
  if (Array.isArray(x)) return x.length > 0;
  return !!x && Object.keys((x as { schema?: { properties?: object } }).schema?.properties ?? {}).length > 0;
};

/** Who owns a template: its enterprise, or its creator when made by a provider outside any enterprise. */
const ownedBy = (row: Row, enterprise: number | null, userId: number) =>
  enterprise !== null ? row.enterprise_id === enterprise : row.enterprise_id === null && row.created_by === userId;

async function enterpriseOfUser(db: Trx, userId: number): Promise<number | null> {
  const u = await db.selectFrom('users').select('enterprise_id').where('user_id', '=', userId).executeTakeFirst();
  return (u?.enterprise_id as number | null | undefined) ?? null;
}

/** The templates, checked to be the group owner's enterprise's, in the order asked; a stranger's reads as missing. */
export async function templatesFor(trx: Trx, ids: number[], groupOwner: number): Promise<TemplateParts[]> {
  if (!ids.length) return [];
  const enterprise = await enterpriseOfUser(trx, groupOwner);
  const rows = await trx
    .selectFrom('data_templates')
    .select(['template_id', 'enterprise_id', 'created_by', ...PARTS])
    .where('template_id', 'in', ids)
    .execute();
  for (const id of ids) {
    const row = rows.find((r: Row) => r.template_id === id);
    if (!row || !ownedBy(row, enterprise, groupOwner))
      throw fieldError('data_template_ids', 'DATA_TEMPLATE_NOT_FOUND', { id });
  }
  return ids.map((id) => rows.find((r: Row) => r.template_id === id) as TemplateParts);
}

/** Writes the API's parts composed with these templates. */
async function rewrite(trx: Trx, api: Row, templates: TemplateParts[], now: Date) {
  const parts = compose(api, templates);
  await trx
    .updateTable('apis')
    .set({
      request_params: parts.request_params ? JSON.stringify(parts.request_params) : null,
      response_schema: parts.response_schema ? JSON.stringify(parts.response_schema) : null,
      error_codes: parts.error_codes ? JSON.stringify(parts.error_codes) : null,
      updated_at: now,
    })
    .where('api_id', '=', Number(api.api_id))
    .execute();
}

/** After an API's write: `chosen` (the body's data_template_ids) or, when not given, the templates it carried. */
export async function applyTemplates(
  trx: Trx,
  apiId: number,
  chosen: number[] | undefined,
  before: number[],
  now: Date,
) {
  const ids = [...new Set(chosen ?? before)];
  const api = await trx
    .selectFrom('apis as a')
    .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
    .select(['a.api_id', 'a.request_params', 'a.response_schema', 'a.error_codes', 'g.created_by'])
    .where('a.api_id', '=', apiId)
    .executeTakeFirstOrThrow();
  if (!ids.length && !templateIdsOf(api).length) return;
  await rewrite(trx, api, await templatesFor(trx, ids, api.created_by), now);
}

/** Every API of the enterprise that carries the template, recomposed (without it when `drop`). */
async function propagate(deps: Deps, trx: Trx, template: Row, drop: boolean) {
  const templateId = Number(template.template_id);
  const apis = await trx
    .selectFrom('apis as a')
    .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
    .innerJoin('users as u', 'u.user_id', 'g.created_by')
    .select(['a.api_id', 'a.request_params', 'a.response_schema', 'a.error_codes', 'g.created_by'])
    .$call((q) =>
      template.enterprise_id !== null
        ? q.where('u.enterprise_id', '=', Number(template.enterprise_id))
        : q.where('g.created_by', '=', Number(template.created_by)),
    )
    .execute();
  const now = deps.now();
  let n = 0;
  for (const api of apis) {
    const ids = templateIdsOf(api);
    if (!ids.includes(templateId)) continue;
    const keep = drop ? ids.filter((id) => id !== templateId) : ids;
    await rewrite(trx, api, await templatesFor(trx, keep, api.created_by), now);
    n++;
  }
  // the gateway's MCP tools describe responses from these fields
  if (n) await bumpGatewayConfig(trx, deps.dbKind, 'data_template_changed', now);
  return n;
}

export const dataTemplateService: ResourceService = {
  async beforeWrite({ values, id, trx }) {
    for (const f of PARTS) if (values[f] !== undefined && values[f] !== null) values[f] = JSON.stringify(values[f]);
    const current =
      id === undefined
        ? {}
        : await trx
            .selectFrom('data_templates')
            .select([...PARTS])
            .where('template_id', '=', Number(id))
            .executeTakeFirst();
    const merged = { ...current, ...values } as Row;
    if (!PARTS.some((f) => hasItems(merged[f]))) throw fieldError('request_params', 'DATA_TEMPLATE_EMPTY');
  },
  async afterWrite({ deps, trx, id }) {
    const row = await trx
      .selectFrom('data_templates')
      .select(['template_id', 'enterprise_id', 'created_by'])
      .where('template_id', '=', Number(id))
      .executeTakeFirstOrThrow();
    await propagate(deps, trx, row, false);
  },
  async beforeDelete({ deps, trx, row }) {
    await propagate(deps, trx, row, true);
  },
  // an enterprise's templates, or a provider's own while they belong to no enterprise
  async scope(q, db, caller) {
    const u = await db
      .selectFrom('users')
      .select('enterprise_id')
      .where('user_id', '=', caller.user_id)
      .executeTakeFirst();
    const enterprise = (u?.enterprise_id as number | null | undefined) ?? null;
    if (enterprise !== null) return q.where('data_templates.enterprise_id', '=', enterprise);
    return q.where('data_templates.enterprise_id', 'is', null).where('data_templates.created_by', '=', caller.user_id);
  },
  // how many APIs carry each template (marks in their JSON; the enterprise's APIs only)
  async decorate(deps, rows) {
    if (!rows.length) return rows;
    const enterprises = [...new Set(rows.map((r) => r.enterprise_id).filter((e) => e !== null))] as number[];
    const creators = [...new Set(rows.filter((r) => r.enterprise_id === null).map((r) => r.created_by))] as number[];
    const apis =
      enterprises.length || creators.length
        ? await deps.db
            .selectFrom('apis as a')
            .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
            .innerJoin('users as u', 'u.user_id', 'g.created_by')
            .select(['a.request_params', 'a.response_schema', 'a.error_codes'])
            .where((eb) =>
              eb.or([
                ...(enterprises.length ? [eb('u.enterprise_id', 'in', enterprises)] : []),
                ...(creators.length ? [eb('g.created_by', 'in', creators)] : []),
              ]),
            )
            .where('g.archived_at', 'is', null)
            .execute()
        : [];
    const count = new Map<number, number>();
    for (const a of apis) for (const id of templateIdsOf(a)) count.set(id, (count.get(id) ?? 0) + 1);
    return rows.map((r) => ({ ...r, used_by: count.get(r.template_id as number) ?? 0 }));
  },
};
