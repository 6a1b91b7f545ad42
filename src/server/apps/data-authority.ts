/**
 * Data authority beyond APIs: the response fields a group exposes for granting (fieldManagement, the group's
 * provider), and per subscription the fields (fieldPermissions) and the subscriber's users (userPermissions) it may
 * use. null = unrestricted, as for the APIs (access-service.ts). Only the group's provider and platform admins
 * change them; the subscriber reads them. Every change bumps the gateway's configuration version.
 */
import { requireCaller, type Ctx, type Handlers } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { notFound, validation } from '../http/errors.ts';
import { visibleRecord } from './access-service.ts';

/** A group the caller provides (or any, for a platform admin); 404 otherwise, like any row out of scope. */
async function ownGroup(ctx: Ctx, groupId: number) {
  const caller = requireCaller(ctx);
  const g = await ctx.deps.db
    .selectFrom('api_groups')
    .select(['group_id', 'created_by'])
    .where('group_id', '=', groupId)
    .where('parent_group_id', 'is', null)
    .executeTakeFirst();
  if (!g || (!isPlatformAdmin(caller) && g.created_by !== caller.user_id)) throw notFound();
  return g;
}

/** Top-level property names of the group's APIs' response schemas: what the provider is likely to expose. */
async function suggestedFields(ctx: Ctx, groupId: number): Promise<string[]> {
  const rows = await ctx.deps.db.selectFrom('apis').select('response_schema').where('group_id', '=', groupId).execute();
  const names = new Set<string>();
  const walk = (schema: any, prefix: string, depth: number) => {
    if (!schema || typeof schema !== 'object' || depth > 2) return;
    const props = schema.properties ?? schema.items?.properties;
    if (!props || typeof props !== 'object') return;
    for (const [k, v] of Object.entries<any>(props)) {
      const name = prefix ? `${prefix}.${k}` : k;
      names.add(name);
      walk(v, name, depth + 1);
    }
  };
  for (const r of rows) {
    let rs: any = r.response_schema;
    if (typeof rs === 'string') {
      try {
        rs = JSON.parse(rs);
      } catch {
        rs = null;
      }
    }
    // imported APIs keep the success response as { status, description, content_type, schema }
    walk(rs?.schema ?? rs, '', 0);
  }
  return [...names].sort();
}

const listFields = (ctx: Ctx, groupId: number) =>
  ctx.deps.db
    .selectFrom('group_fields')
    .select(['field_id', 'field_name', 'field_desc'])
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('field_id')
    .execute();

const FIELD_NAME = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/;

export const dataAuthorityHandlers: Handlers = {
  async groupFieldList(ctx) {
    const groupId = Number(ctx.query.group_id);
    await ownGroup(ctx, groupId);
    return {
      group_id: groupId,
      fields: await listFields(ctx, groupId),
      suggestions: await suggestedFields(ctx, groupId),
    };
  },

  async groupFieldSave(ctx) {
    const { group_id: groupId, fields } = ctx.body;
    await ownGroup(ctx, groupId);
    const errors = fields.flatMap((f, i) =>
      FIELD_NAME.test(f.field_name.trim()) ? [] : [{ field: `fields.${i}.field_name`, message: 'ACCESS_FIELD_NAME' }],
    );
    const names = fields.map((f) => f.field_name.trim());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) errors.push({ field: `fields.${i}.field_name`, message: 'ACCESS_FIELD_DUPLICATE' });
    });
    if (errors.length) throw validation(errors);
    const { deps } = ctx;
    await deps.db.transaction().execute(async (trx) => {
      // lock the group so two saves do not interleave their deletes and inserts
      await trx.selectFrom('api_groups').select('group_id').where('group_id', '=', groupId).forUpdate().execute();
      const existing = await trx
        .selectFrom('group_fields')
        .select(['field_id', 'field_name'])
        .where('group_id', '=', groupId)
        .execute();
      // a field kept by name keeps its id, so the grants on it stay
      const gone = existing.filter((e) => !names.includes(e.field_name)).map((e) => e.field_id);
      if (gone.length) await trx.deleteFrom('group_fields').where('field_id', 'in', gone).execute();
      for (const [sort, f] of fields.entries()) {
        const name = f.field_name.trim();
        const desc = f.field_desc?.trim() || null;
        const found = existing.find((e) => e.field_name === name);
        if (found)
          await trx
            .updateTable('group_fields')
            .set({ field_desc: desc, sort })
            .where('field_id', '=', found.field_id)
            .execute();
        else
          await trx
            .insertInto('group_fields')
            .values({ group_id: groupId, field_name: name, field_desc: desc, sort })
            .execute();
      }
      await bumpGatewayConfig(trx, deps.dbKind, 'group_fields', deps.now());
    });
    return {
      group_id: groupId,
      fields: await listFields(ctx, groupId),
      suggestions: await suggestedFields(ctx, groupId),
    };
  },

  async accessFields(ctx) {
    const rec = await visibleRecord(ctx, Number(ctx.query.r_apply_groups_record_id));
    const fields = await listFields(ctx, rec.group_id);
    const granted =
      rec.fields_restricted === 1
        ? (
            await ctx.deps.db
              .selectFrom('apply_record_fields')
              .select('field_id')
              .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
              .execute()
          ).map((r) => r.field_id)
        : null;
    return {
      r_apply_groups_record_id: rec.r_apply_groups_record_id,
      group_id: rec.group_id,
      field_ids: granted,
      fields,
    };
  },

  async accessFieldsSave(ctx) {
    const { r_apply_groups_record_id: id, field_ids } = ctx.body;
    const rec = await visibleRecord(ctx, id, true);
    const { deps } = ctx;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('apply_records')
        .select('r_apply_groups_record_id')
        .where('r_apply_groups_record_id', '=', id)
        .forUpdate()
        .execute();
      await trx.deleteFrom('apply_record_fields').where('r_apply_groups_record_id', '=', id).execute();
      if (field_ids) {
        const wanted = [...new Set(field_ids)];
        const inGroup = wanted.length
          ? await trx
              .selectFrom('group_fields')
              .select('field_id')
              .where('group_id', '=', rec.group_id)
              .where('field_id', 'in', wanted)
              .execute()
          : [];
        if (inGroup.length !== wanted.length)
          throw validation([{ field: 'field_ids', message: 'ACCESS_FIELD_NOT_IN_GROUP' }]);
        if (wanted.length)
          await trx
            .insertInto('apply_record_fields')
            .values(wanted.map((field_id) => ({ r_apply_groups_record_id: id, field_id })))
            .execute();
      }
      await trx
        .updateTable('apply_records')
        .set({ fields_restricted: field_ids ? 1 : 0, updated_at: deps.now() })
        .where('r_apply_groups_record_id', '=', id)
        .execute();
      await bumpGatewayConfig(trx, deps.dbKind, 'subscription_fields', deps.now());
    });
    return null;
  },

  async accessUsers(ctx) {
    const rec = await visibleRecord(ctx, Number(ctx.query.r_apply_groups_record_id));
    // the subscriber's users: the developer who applied and, for an enterprise's application, its members
    let q = ctx.deps.db.selectFrom('users').select(['user_id', 'user_name', 'user_real_name']);
    q =
      rec.enterprise_id !== null
        ? q.where((eb) => eb.or([eb('user_id', '=', rec.created_by ?? 0), eb('enterprise_id', '=', rec.enterprise_id)]))
        : q.where('user_id', '=', rec.created_by ?? 0);
    const users = await q.orderBy('user_id').limit(1000).execute();
    const granted =
      rec.users_restricted === 1
        ? (
            await ctx.deps.db
              .selectFrom('apply_record_users')
              .select('user_id')
              .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
              .execute()
          ).map((r) => r.user_id)
        : null;
    return { r_apply_groups_record_id: rec.r_apply_groups_record_id, user_ids: granted, users };
  },

  async accessUsersSave(ctx) {
    const { r_apply_groups_record_id: id, user_ids } = ctx.body;
    const rec = await visibleRecord(ctx, id, true);
    const { deps } = ctx;
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('apply_records')
        .select('r_apply_groups_record_id')
        .where('r_apply_groups_record_id', '=', id)
        .forUpdate()
        .execute();
      await trx.deleteFrom('apply_record_users').where('r_apply_groups_record_id', '=', id).execute();
      if (user_ids) {
        const wanted = [...new Set(user_ids)];
        let q = trx
          .selectFrom('users')
          .select('user_id')
          .where('user_id', 'in', wanted.length ? wanted : [0]);
        q =
          rec.enterprise_id !== null
            ? q.where((eb) =>
                eb.or([eb('user_id', '=', rec.created_by ?? 0), eb('enterprise_id', '=', rec.enterprise_id)]),
              )
            : q.where('user_id', '=', rec.created_by ?? 0);
        const known = wanted.length ? await q.execute() : [];
        if (known.length !== wanted.length)
          throw validation([{ field: 'user_ids', message: 'ACCESS_USER_NOT_SUBSCRIBER' }]);
        if (wanted.length)
          await trx
            .insertInto('apply_record_users')
            .values(wanted.map((user_id) => ({ r_apply_groups_record_id: id, user_id })))
            .execute();
      }
      await trx
        .updateTable('apply_records')
        .set({ users_restricted: user_ids ? 1 : 0, updated_at: deps.now() })
        .where('r_apply_groups_record_id', '=', id)
        .execute();
      await bumpGatewayConfig(trx, deps.dbKind, 'subscription_users', deps.now());
    });
    return null;
  },
};
