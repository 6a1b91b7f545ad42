/**
 * Apply records as the developer sees them (descriptor apply_records, owner scope), the provider's view of the
 * records for their groups, the data authority (which APIs of the group a record may call) and the choices a
 * developer has when applying (published groups with their enabled charge rules).
 */
import { sql } from 'kysely';
import { requireCaller, type Ctx } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { containing } from '../db/like.ts';
import { notFound, validation } from '../http/errors.ts';
import type { Row } from '../resources/repository.ts';
import type { ResourceDb, ResourceService } from '../resources/service.ts';
import type { Database } from '../db/schema.ts';
import { dynamic } from '../db/dynamic.ts';
import { confirmAccess, createAccessApply, resubmitAccess, toggleAccess } from './access.ts';
import { accessApplyBatch } from './access-batch.ts';
import { acceptPrice } from '../billing/price-schedule.ts';

/** Names beside the ids: application, group (both languages), charge rule, developer. */
async function named(db: ResourceDb, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const ids = (k: string) =>
    [...new Set(rows.map((r) => r[k]).filter((v) => v !== null && v !== undefined))] as number[];
  // five tables through one lookup: their names come in as arguments (db/dynamic.ts)
  const look = async (table: keyof Database, key: string, cols: string[], list: number[]) =>
    list.length
      ? new Map<unknown, Row>(
          (
            await dynamic(db)
              .selectFrom(table)
              .select([key, ...cols])
              .where(key, 'in', list)
              .execute()
          ).map((r) => [r[key], r]),
        )
      : new Map<unknown, Row>();
  const apps = await look('apps', 'apply_id', ['apply_name'], ids('apply_id'));
  const groups = await look('api_groups', 'group_id', ['group_name', 'group_name_en'], ids('group_id'));
  const rules = await look('charge_rules', 'charge_rule_id', ['rule_name', 'rule_type'], ids('charge_rule_id'));
  const users = await look('users', 'user_id', ['user_name'], ids('created_by'));
  const pins = await look(
    'apply_records',
    'r_apply_groups_record_id',
    ['rule_version_pin', 'rule_version_pin_until'],
    ids('r_apply_groups_record_id'),
  );
  const pinned = (id: unknown) => {
    const p = pins.get(id);
    return p?.rule_version_pin != null && p.rule_version_pin_until == null ? 1 : 0;
  };
  return rows.map((r) => ({
    ...r,
    apply_name: apps.get(r.apply_id)?.apply_name ?? null,
    group_name: groups.get(r.group_id)?.group_name ?? null,
    group_name_en: groups.get(r.group_id)?.group_name_en ?? null,
    rule_name: rules.get(r.charge_rule_id)?.rule_name ?? null,
    developer_name: users.get(r.created_by)?.user_name ?? null,
    price_pinned: pinned(r.r_apply_groups_record_id),
  }));
}

/** May the caller see this record: its developer, the group's provider, platform admins. */
export async function visibleRecord(ctx: Ctx, id: number, providerOnly = false) {
  const caller = requireCaller(ctx);
  const rec = await ctx.deps.db
    .selectFrom('apply_records')
    .selectAll()
    .where('r_apply_groups_record_id', '=', id)
    .executeTakeFirst();
  if (!rec) throw notFound();
  const provider = rec.provider_id === caller.user_id;
  const developer = rec.created_by === caller.user_id;
  if (!isPlatformAdmin(caller) && !provider && !(developer && !providerOnly)) throw notFound();
  return rec;
}

export const applyRecordService: ResourceService = {
  decorate: (deps, rows) => named(deps.db, rows),
  handlers: (repo) => ({
    async accessApplyCreate(ctx) {
      return createAccessApply(ctx.deps, requireCaller(ctx), ctx.body);
    },
    accessApplyBatch,
    async accessApplyToggle(ctx) {
      await toggleAccess(
        ctx.deps,
        requireCaller(ctx),
        Number(ctx.query.r_apply_groups_record_id),
        Number(ctx.query.enabled),
      );
      return repo.one(ctx.deps, ctx.caller, ctx.query.r_apply_groups_record_id);
    },
    async accessApplyConfirm(ctx) {
      await confirmAccess(ctx.deps, requireCaller(ctx), ctx.body.r_apply_groups_record_id);
      return repo.one(ctx.deps, ctx.caller, ctx.body.r_apply_groups_record_id);
    },
    async accessPriceAccept(ctx) {
      await acceptPrice(ctx.deps, requireCaller(ctx), ctx.body.r_apply_groups_record_id);
      return repo.one(ctx.deps, ctx.caller, ctx.body.r_apply_groups_record_id);
    },
    async accessApplyResubmit(ctx) {
      const { r_apply_groups_record_id, reason, charge_rule_id } = ctx.body;
      return resubmitAccess(ctx.deps, requireCaller(ctx), r_apply_groups_record_id, { reason, charge_rule_id });
    },
    async accessProviderPage(ctx) {
      const caller = requireCaller(ctx);
      const q = ctx.query;
      const page_num = Number(q.page_num ?? 1),
        page_size = Number(q.page_size ?? 10);
      // the provider's rows are those of their groups (provider_id), not the ones they created
      let base: any = ctx.deps.db.selectFrom('apply_records as r').innerJoin('apps as a', 'a.apply_id', 'r.apply_id');
      if (!isPlatformAdmin(caller)) base = base.where('r.provider_id', '=', caller.user_id);
      for (const k of ['group_id', 'apply_id', 'env_type', 'state'] as const) {
        const v: unknown = q[k];
        if (v !== undefined && v !== '') base = base.where(`r.${k}`, '=', v);
      }
      if (typeof q.apply_name === 'string' && q.apply_name.trim())
        base = base.where(sql`a.apply_name ilike ${containing(q.apply_name.trim())}`, '=', true);
      const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
      const rows = await base
        .selectAll('r')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.r_apply_groups_record_id', 'desc')
        .limit(page_size)
        .offset((page_num - 1) * page_size)
        .execute();
      return { list: await named(ctx.deps.db, rows as Row[]), total: Number(n), page_num, page_size };
    },
    async accessApis(ctx) {
      const rec = await visibleRecord(ctx, Number(ctx.query.r_apply_groups_record_id));
      const apis = await ctx.deps.db
        .selectFrom('apis')
        .select(['api_id', 'api_name', 'method_type', 'listen_path'])
        .where('group_id', '=', rec.group_id)
        .orderBy('sort')
        .orderBy('api_id')
        .execute();
      const granted =
        rec.apis_restricted === 1
          ? (
              await ctx.deps.db
                .selectFrom('apply_record_apis')
                .select('api_id')
                .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
                .execute()
            ).map((r) => r.api_id)
          : null;
      return { r_apply_groups_record_id: rec.r_apply_groups_record_id, group_id: rec.group_id, api_ids: granted, apis };
    },
    async accessApisSave(ctx) {
      const { r_apply_groups_record_id: id, api_ids } = ctx.body;
      const rec = await visibleRecord(ctx, id, true);
      const { deps } = ctx;
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('apply_records')
          .select('r_apply_groups_record_id')
          .where('r_apply_groups_record_id', '=', id)
          .forUpdate()
          .execute();
        if (api_ids) {
          const wanted = [...new Set(api_ids)];
          const inGroup = wanted.length
            ? await trx
                .selectFrom('apis')
                .select('api_id')
                .where('group_id', '=', rec.group_id)
                .where('api_id', 'in', wanted)
                .execute()
            : [];
          if (inGroup.length !== wanted.length)
            throw validation([{ field: 'api_ids', message: 'ACCESS_API_NOT_IN_GROUP' }]);
          await trx.deleteFrom('apply_record_apis').where('r_apply_groups_record_id', '=', id).execute();
          if (wanted.length)
            await trx
              .insertInto('apply_record_apis')
              .values(wanted.map((api_id) => ({ r_apply_groups_record_id: id, api_id })))
              .execute();
        } else {
          await trx.deleteFrom('apply_record_apis').where('r_apply_groups_record_id', '=', id).execute();
        }
        await trx
          .updateTable('apply_records')
          .set({ apis_restricted: api_ids ? 1 : 0, updated_at: deps.now() })
          .where('r_apply_groups_record_id', '=', id)
          .execute();
        await bumpGatewayConfig(trx, deps.dbKind, 'subscription_apis', deps.now());
      });
      return null;
    },
    async accessApplyOptions(ctx) {
      const groups = await ctx.deps.db
        .selectFrom('api_groups')
        .select(['group_id', 'group_name', 'group_name_en'])
        .where('group_state', '=', 'published')
        .where('parent_group_id', 'is', null)
        .orderBy('group_id')
        .execute();
      const rules = groups.length
        ? await ctx.deps.db
            .selectFrom('charge_rules')
            .select(['charge_rule_id', 'group_id', 'rule_name', 'rule_type', 'is_default'])
            .where('enabled', '=', true)
            .where(
              'group_id',
              'in',
              groups.map((g) => g.group_id),
            )
            .orderBy('charge_rule_id')
            .execute()
        : [];
      const ups = groups.length
        ? await ctx.deps.db
            .selectFrom('group_upstreams')
            .select(['group_id', 'env_type'])
            .where(
              'group_id',
              'in',
              groups.map((g) => g.group_id),
            )
            .orderBy('env_type')
            .execute()
        : [];
      return groups.map((g) => ({
        ...g,
        rules: rules.filter((r) => r.group_id === g.group_id),
        env_types: ups.filter((u) => u.group_id === g.group_id).map((u) => u.env_type),
      }));
    },
  }),
};
