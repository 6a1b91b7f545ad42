/**
 * What the gateway serves at /mcp/{group_id}: each published group with MCP on and its exposed APIs (their stored
 * definitions, built into tools by the snapshot), and the live MCP tokens by hash. A token of an archived
 * application is left out; one of a disabled application reaches the gateway, which refuses it like the app.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { McpGroupFeed, McpTokenFeed } from '../gateway/snapshot-build.ts';

export async function loadMcpGroups(db: Kysely<Database>): Promise<McpGroupFeed[]> {
  const rows = await db
    .selectFrom('apis as a')
    .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
    .select([
      'a.group_id',
      'a.api_id',
      'a.api_name',
      'a.api_desc',
      'a.api_name_en',
      'a.api_desc_en',
      'a.operation_id',
      'a.method_type',
      'a.listen_path',
      'a.request_params',
      'a.request_body',
      'a.response_schema',
      'a.mcp_description',
      'a.mcp_qps',
    ])
    .where('g.group_state', '=', 'published')
    .where('g.mcp_enabled', '=', true)
    .where('a.mcp_exposed', '=', true)
    .orderBy('a.group_id')
    .orderBy('a.sort')
    .orderBy('a.api_id')
    .execute();
  const groups = new Map<number, McpGroupFeed & { apis: McpGroupFeed['apis'][number][] }>();
  for (const r of rows) {
    let g = groups.get(r.group_id);
    if (!g) groups.set(r.group_id, (g = { group_id: r.group_id, apis: [] }));
    g.apis.push(r);
  }
  // a group with MCP on and every API left out still answers (an empty tools/list), not 404
  const empty = await db
    .selectFrom('api_groups')
    .select('group_id')
    .where('group_state', '=', 'published')
    .where('mcp_enabled', '=', true)
    .execute();
  for (const e of empty) if (!groups.has(e.group_id)) groups.set(e.group_id, { group_id: e.group_id, apis: [] });
  return [...groups.values()];
}

export async function loadMcpTokens(db: Kysely<Database>, now: Date): Promise<McpTokenFeed[]> {
  const rows = await db
    .selectFrom('app_mcp_tokens as t')
    .innerJoin('apps as a', 'a.apply_id', 't.apply_id')
    .select(['t.token_hash', 't.mcp_token_id', 't.apply_id', 't.env_type', 't.expires_at'])
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('a.archived_at', 'is', null)
    .execute();
  return rows.map((r) => ({ ...r, expires_at: new Date(r.expires_at).getTime() }));
}
