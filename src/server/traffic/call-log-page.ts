/**
 * `callLogPage`: a keyset page of calls, newest first. Who sees what (DESIGN.md section 9): the developer whose
 * application made the call, the provider who owns the group, platform admins. Each side is one ordered index
 * range (developer_id or provider_id, called_at, request_id); for someone who is both, the two ranges are read
 * separately and merged, so no query needs an OR that would defeat the indexes. The cursor is the last row's
 * (called_at, request_id), so a deep page costs what the first one does.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { validation } from '../http/errors.ts';

export interface CallLogQuery {
  cursor?: string;
  page_size?: number;
  env_type?: number;
  group_id?: number;
  api_id?: number;
  apply_id?: number;
  start_time?: string;
  end_time?: string;
  status?: number;
  /** 'api' signed calls, 'mcp' MCP tool calls */
  channel?: 'api' | 'mcp';
  tool_name?: string;
}

const COLUMNS = [
  'request_id',
  'called_at',
  'env_type',
  'group_id',
  'api_id',
  'apply_id',
  'developer_id',
  'client_ip',
  'method',
  'path',
  'status',
  'error_code',
  'upstream_latency_ms',
  'latency_ms',
  'bytes_in',
  'bytes_out',
  'channel',
  'tool_name',
] as const;

interface Cursor {
  at: string;
  id: string;
}

export const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

function decodeCursor(raw: string): Cursor {
  const text = Buffer.from(raw, 'base64url').toString();
  const bar = text.indexOf('|');
  const at = text.slice(0, bar);
  if (bar < 1 || Number.isNaN(Date.parse(at))) throw validation([{ field: 'cursor', message: 'field.invalid' }]);
  return { at, id: text.slice(bar + 1) };
}

type Q = SelectQueryBuilder<Database, 'call_logs', any>;

function filtered(q: Q, query: CallLogQuery, cursor?: Cursor): Q {
  if (query.env_type !== undefined) q = q.where('env_type', '=', query.env_type);
  if (query.group_id !== undefined) q = q.where('group_id', '=', query.group_id);
  if (query.api_id !== undefined) q = q.where('api_id', '=', query.api_id);
  if (query.apply_id !== undefined) q = q.where('apply_id', '=', query.apply_id);
  if (query.status !== undefined) q = q.where('status', '=', query.status);
  // a signed call's row has no channel (null), an MCP tool call's says 'mcp'
  if (query.channel === 'mcp') q = q.where('channel', '=', 'mcp');
  else if (query.channel === 'api') q = q.where('channel', 'is', null);
  if (query.tool_name !== undefined) q = q.where('tool_name', '=', query.tool_name);
  if (query.start_time) q = q.where('called_at', '>=', new Date(query.start_time));
  if (query.end_time) q = q.where('called_at', '<=', new Date(query.end_time));
  if (cursor) {
    // the plain bound is implied by the row comparison, but only it lets PostgreSQL skip the daily partitions
    // after the cursor (a row comparison prunes none), so a deep page plans and opens fewer of them
    q = q.where('called_at', '<=', new Date(cursor.at));
    q = q.where(sql<boolean>`(called_at, request_id) < (${new Date(cursor.at)}, ${cursor.id})`);
  }
  return q.orderBy('called_at', 'desc').orderBy('request_id', 'desc');
}

/** How many calls the caller may see under the filters: the same two ranges as the page, counted. */
export async function callLogCount(deps: Deps, caller: Caller, query: CallLogQuery): Promise<number> {
  const count = async (q: Q) => {
    const filteredOnly = filtered(q, query).clearOrderBy();
    const row = await filteredOnly.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const base = () => deps.db.selectFrom('call_logs');
  if (isPlatformAdmin(caller)) return count(base());
  const [a, b] = await Promise.all([
    count(base().where('developer_id', '=', caller.user_id)),
    count(
      base()
        .where('provider_id', '=', caller.user_id)
        .where((eb) => eb.or([eb('developer_id', 'is', null), eb('developer_id', '!=', caller.user_id)])),
    ),
  ]);
  return a + b;
}

export async function callLogPage(deps: Deps, caller: Caller, query: CallLogQuery) {
  const size = query.page_size ?? 20;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const base = () => deps.db.selectFrom('call_logs').select([...COLUMNS]);
  let rows: Record<string, unknown>[];
  if (isPlatformAdmin(caller)) {
    rows = await filtered(base(), query, cursor)
      .limit(size + 1)
      .execute();
  } else {
    const [asDeveloper, asProvider] = await Promise.all([
      filtered(base().where('developer_id', '=', caller.user_id), query, cursor)
        .limit(size + 1)
        .execute(),
      filtered(
        base()
          .where('provider_id', '=', caller.user_id)
          .where((eb) => eb.or([eb('developer_id', 'is', null), eb('developer_id', '!=', caller.user_id)])),
        query,
        cursor,
      )
        .limit(size + 1)
        .execute(),
    ]);
    rows = [...asDeveloper, ...asProvider]
      .sort(
        (a, b) =>
          new Date(b.called_at as Date).getTime() - new Date(a.called_at as Date).getTime() ||
          String(b.request_id).localeCompare(String(a.request_id)),
      )
      .slice(0, size + 1);
  }
  const has_more = rows.length > size;
  const list: Record<string, unknown>[] = rows
    .slice(0, size)
    .map((r) => ({ ...r, channel: r.channel ?? 'api', bytes_in: Number(r.bytes_in), bytes_out: Number(r.bytes_out) }));
  const last = list[list.length - 1];
  return {
    list,
    has_more,
    next_cursor:
      has_more && last
        ? encodeCursor({ at: new Date(last.called_at as Date).toISOString(), id: String(last.request_id) })
        : null,
  };
}
