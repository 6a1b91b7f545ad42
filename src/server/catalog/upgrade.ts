/**
 * Upgrades: a published group copied into a draft version beside it, and that draft's approval replacing the
 * published version in place (same group_id, APIs matched by route keep their ids, so subscriptions stay valid).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Group } from './access.ts';
import { apiChanges, apisOf, routeOf, type ApiRow } from './api-set.ts';

type Trx = Transaction<Database>;

/** Copies a published group into a new draft version beside it (APIs and upstreams; pricing and IPs stay live on the parent). */
export async function draftUpgrade(trx: Trx, parent: Group, now: Date): Promise<number> {
  const draft = await trx
    .insertInto('api_groups')
    .values({
      group_name: parent.group_name,
      group_name_en: parent.group_name_en,
      classify_id: parent.classify_id,
      description: parent.description,
      documentation: parent.documentation,
      description_en: parent.description_en,
      documentation_en: parent.documentation_en,
      logo_file_id: parent.logo_file_id,
      tags: parent.tags,
      env_type: parent.env_type,
      signature_strict: parent.signature_strict,
      mcp_enabled: parent.mcp_enabled,
      version: parent.version + 1,
      parent_group_id: parent.group_id,
      created_by: parent.created_by,
      enterprise_id: parent.enterprise_id,
      team_id: parent.team_id,
      created_at: now,
      updated_at: now,
    })
    .returning('group_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_upstreams')
    .columns(['group_id', 'env_type', 'base_url', 'timeout_ms'])
    .expression((eb) =>
      eb
        .selectFrom('group_upstreams')
        .select([eb.val(draft.group_id).as('group_id'), 'env_type', 'base_url', 'timeout_ms'])
        .where('group_id', '=', parent.group_id),
    )
    .execute();
  const cols = [
    'api_name',
    'api_name_en',
    'api_desc',
    'api_desc_en',
    'api_classify',
    'listen_path',
    'path_shape',
    'method_type',
    'dc_id',
    'request_params',
    'request_body',
    'response_schema',
    'response_example',
    'error_codes',
    'backend_path',
    'backend_method',
    'timeout_ms',
    'mock_response',
    'sort',
    'created_by',
    'operation_id',
    'mcp_exposed',
    'mcp_description',
    'mcp_qps',
  ] as const;
  await trx
    .insertInto('apis')
    .columns(['group_id', ...cols])
    .expression((eb) =>
      eb
        .selectFrom('apis')
        .select([eb.val(draft.group_id).as('group_id'), ...cols])
        .where('group_id', '=', parent.group_id),
    )
    .execute();
  return draft.group_id;
}

/** The approved draft replaces its published group in place; the draft row goes away. */
export async function commitUpgrade(trx: Trx, draft: Group, now: Date) {
  const parentId = draft.parent_group_id!;
  const before = await apisOf(trx, parentId);
  const after = await trx.selectFrom('apis').selectAll().where('group_id', '=', draft.group_id).execute();
  const changes = apiChanges(before, after as ApiRow[]);
  const keep = new Map(before.map((a) => [routeOf(a), a.api_id]));
  const staying = new Set(after.map(routeOf));
  const gone = before.filter((a) => !staying.has(routeOf(a))).map((a) => a.api_id);
  if (gone.length) await trx.deleteFrom('apis').where('api_id', 'in', gone).execute();
  // names move between rows as a whole set: park the old names first so the per-group unique name never trips midway
  await trx
    .updateTable('apis')
    .set({ api_name: sql<string>`concat('~', api_id)` })
    .where('group_id', '=', parentId)
    .execute();
  for (const a of after) {
    const { api_id: _id, group_id: _g, created_at: _c, ...fields } = a;
    const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
    const row = {
      ...fields,
      request_params: json(a.request_params),
      request_body: json(a.request_body),
      response_schema: json(a.response_schema),
      response_example: json(a.response_example),
      error_codes: json(a.error_codes),
      updated_at: now,
    };
    const existing = keep.get(routeOf(a as ApiRow));
    if (existing) await trx.updateTable('apis').set(row).where('api_id', '=', existing).execute();
    else
      await trx
        .insertInto('apis')
        .values({ ...row, group_id: parentId })
        .execute();
  }
  await trx.deleteFrom('group_upstreams').where('group_id', '=', parentId).execute();
  await trx
    .insertInto('group_upstreams')
    .columns(['group_id', 'env_type', 'base_url', 'timeout_ms'])
    .expression((eb) =>
      eb
        .selectFrom('group_upstreams')
        .select([eb.val(parentId).as('group_id'), 'env_type', 'base_url', 'timeout_ms'])
        .where('group_id', '=', draft.group_id),
    )
    .execute();
  await trx.deleteFrom('api_groups').where('group_id', '=', draft.group_id).execute();
  await trx
    .updateTable('api_groups')
    .set({
      group_name: draft.group_name,
      group_name_en: draft.group_name_en,
      classify_id: draft.classify_id,
      description: draft.description,
      documentation: draft.documentation,
      description_en: draft.description_en,
      documentation_en: draft.documentation_en,
      logo_file_id: draft.logo_file_id,
      tags: draft.tags,
      env_type: draft.env_type,
      signature_strict: draft.signature_strict,
      version: draft.version,
      check_state: 'approved',
      work_order_id: draft.work_order_id,
      reject_reason: null,
      updated_at: now,
      published_at: now,
    })
    .where('group_id', '=', parentId)
    .execute();
  return changes;
}
