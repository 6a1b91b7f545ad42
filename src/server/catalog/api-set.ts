/** A group's API set as the lifecycle compares it: by route, with what a caller reads about each API. */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

export type ApiRow = {
  api_id: number;
  api_name: string;
  method_type: string;
  listen_path: string;
  path_shape: string;
  backend_path: string | null;
  backend_method: string | null;
} & Partial<Record<Documented, unknown>>;
/** what a caller reads about an API besides its route and backend: a change to any of them is a change to the API */
const DOCUMENTED = [
  'api_desc',
  'api_name_en',
  'api_desc_en',
  'timeout_ms',
  'request_params',
  'request_body',
  'response_schema',
  'response_example',
  'error_codes',
] as const;
type Documented = (typeof DOCUMENTED)[number];
// jsonb comes back with its keys in the database's order on both sides, so the texts compare
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
export const routeOf = (a: Pick<ApiRow, 'method_type' | 'path_shape'>) => `${a.method_type} ${a.path_shape}`;
export const brief = (a: ApiRow) => ({ api_name: a.api_name, method_type: a.method_type, listen_path: a.listen_path });

export async function apisOf(trx: Trx, groupId: number): Promise<ApiRow[]> {
  return trx
    .selectFrom('apis')
    .select([
      'api_id',
      'api_name',
      'method_type',
      'listen_path',
      'path_shape',
      'backend_path',
      'backend_method',
      ...DOCUMENTED,
    ])
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('api_id')
    .execute();
}

/** The change in the API set from `before` to `after`, matched by route. */
export function apiChanges(before: ApiRow[], after: ApiRow[]) {
  const old = new Map(before.map((a) => [routeOf(a), a]));
  const next = new Map(after.map((a) => [routeOf(a), a]));
  return {
    added: after.filter((a) => !old.has(routeOf(a))).map(brief),
    removed: before.filter((a) => !next.has(routeOf(a))).map(brief),
    changed: after
      .filter((a) => {
        const o = old.get(routeOf(a));
        return (
          o &&
          (o.api_name !== a.api_name ||
            o.listen_path !== a.listen_path ||
            o.backend_path !== a.backend_path ||
            o.backend_method !== a.backend_method ||
            DOCUMENTED.some((f) => f in o && f in a && !same(o[f], a[f])))
        );
      })
      .map(brief),
  };
}
