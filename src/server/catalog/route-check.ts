/**
 * One listen path + method per environment across the platform: an API clashes with another group's API of the
 * same method and path shape ("/a/{id}" and "/a/{x}" serve the same calls) when both groups have an upstream in a
 * common environment (a group without upstreams yet counts as every environment). A group's own lineage (its
 * upgrade draft or the published version it upgrades) never clashes with it: one replaces the other.
 */
import { parseListenPath } from '../gateway/routes.ts';
import { fieldError } from '../http/field-error.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageKey } from '../http/messages.ts';
import { lineage, type Db, type Group } from './access.ts';

export interface Clash {
  api_id: number;
  api_name: string;
  group_id: number;
  group_name: string;
}

/** The listen path as stored ("users/{id}" gains its leading "/") and its shape; 400 naming the field when invalid. */
export function normalizeListenPath(raw: string, field = 'listen_path'): { listen_path: string; path_shape: string } {
  const trimmed = raw.trim();
  const listen_path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const parsed = parseListenPath(listen_path);
  if (!parsed.ok) throw fieldError(field, `path.${parsed.reason}` as MessageKey, parsed.params);
  return { listen_path, path_shape: parsed.shape };
}

export async function groupEnvs(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_upstreams').select('env_type').where('group_id', '=', groupId).execute();
  return rows.length ? rows.map((r) => r.env_type) : [1, 2, 3];
}

/** Existing APIs that the given routes would clash with, by `${method} ${shape}`. */
export async function findClashes(
  db: Db,
  group: Pick<Group, 'group_id' | 'parent_group_id'>,
  routes: { method_type: string; path_shape: string; except_api_id?: number }[],
  envs?: number[],
): Promise<Map<string, Clash>> {
  const out = new Map<string, Clash>();
  if (!routes.length) return out;
  const own = await lineage(db, group);
  const inEnvs = envs ?? (await groupEnvs(db, group.group_id));
  const shapes = [...new Set(routes.map((r) => r.path_shape))];
  const rows = await db
    .selectFrom('apis as a')
    .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
    .select(['a.api_id', 'a.api_name', 'a.method_type', 'a.path_shape', 'g.group_id', 'g.group_name'])
    .where('a.path_shape', 'in', shapes)
    .where('g.group_id', 'not in', own)
    .where('g.archived_at', 'is', null)
    .where((eb) => eb.or([eb('g.parent_group_id', 'is', null), eb('g.parent_group_id', 'not in', own)]))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('group_upstreams as u')
            .select('u.group_id')
            .whereRef('u.group_id', '=', 'g.group_id')
            .where('u.env_type', 'in', inEnvs),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('group_upstreams as u2').select('u2.group_id').whereRef('u2.group_id', '=', 'g.group_id'),
          ),
        ),
      ]),
    )
    .orderBy('a.api_id')
    .execute();
  for (const r of routes) {
    const hit = rows.find(
      (x) => x.path_shape === r.path_shape && x.method_type === r.method_type && x.api_id !== r.except_api_id,
    );
    if (hit)
      out.set(`${r.method_type} ${r.path_shape}`, {
        api_id: hit.api_id,
        api_name: hit.api_name,
        group_id: hit.group_id,
        group_name: hit.group_name,
      });
  }
  return out;
}

export function routeTaken(method: string, path: string, clash: Clash): ApiError {
  const params = {
    method,
    path,
    api_id: clash.api_id,
    api_name: clash.api_name,
    group_name: clash.group_name,
    field: 'listen_path',
  };
  return new ApiError(409, 'DUPLICATE', 'ROUTE_TAKEN', params, [
    { field: 'listen_path', message: 'ROUTE_TAKEN', params },
  ]);
}
