/**
 * What the gateway serves from the catalog: one row per API x environment of every published group with an
 * upstream in that environment, with the group's allow-list there when it is enabled.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RouteFeed } from '../gateway/snapshot-build.ts';

/** The row shape is the gateway's (what it consumes, defined once where it is compiled). */
export type PublishedRoute = RouteFeed;

export async function loadPublishedRoutes(db: Kysely<Database> | Transaction<Database>): Promise<PublishedRoute[]> {
  const rows = await db
    .selectFrom('apis as a')
    .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
    .innerJoin('group_upstreams as u', 'u.group_id', 'g.group_id')
    .leftJoin('group_ip_settings as ip', (j) =>
      j.onRef('ip.group_id', '=', 'g.group_id').onRef('ip.env_type', '=', 'u.env_type').on('ip.enabled', '=', true),
    )
    .select([
      'a.api_id',
      'a.group_id',
      'g.created_by as provider_id',
      'u.env_type',
      'a.method_type',
      'a.listen_path',
      'u.base_url',
      'u.timeout_ms as group_timeout_ms',
      'a.timeout_ms as api_timeout_ms',
      'a.backend_path',
      'a.backend_method',
      'ip.ip_list',
      'g.signature_strict',
    ])
    .where('g.group_state', '=', 'published')
    .orderBy('a.group_id')
    .orderBy('a.sort')
    .orderBy('a.api_id')
    .orderBy('u.env_type')
    .execute();
  return rows.map((r) => ({
    api_id: r.api_id,
    group_id: r.group_id,
    provider_id: r.provider_id,
    env_type: r.env_type,
    method_type: r.method_type,
    listen_path: r.listen_path,
    base_url: r.base_url,
    // an API's own timeout overrides its group's upstream timeout
    timeout_ms: r.api_timeout_ms ?? r.group_timeout_ms,
    backend_path: r.backend_path,
    backend_method: r.backend_method,
    group_ip_list: r.ip_list ? r.ip_list.split('\n').filter(Boolean) : null,
    signature_strict: r.signature_strict,
  }));
}
