/**
 * `callLogPage`: a keyset page of calls, newest first. Who sees what (DESIGN.md section 9): the developer whose
 * application made the call, the provider who owns the group, platform admins. Each side is one ordered index
 * range of the call-log chunks (developer_id or provider_id, bucket: migration 1150), each chunk's calls unnested
 * and sorted as the range reaches its minute; for someone who is both, the two ranges are read
 * separately and merged, so no query needs an OR that would defeat the indexes. The cursor is the last row's
 * (called_at, request_id), so a deep page costs what the first one does.
 *
 * A filter on what the rollups key (environment, group, API, application, channel, a status's class) is first
 * looked up in the daily and hourly rollups, and only the hours that hold a possible match are read: an owner's
 * index range, walked in order, otherwise reads every row of the period when the filter matches few or none of
 * them (measured at 10M rows on PostgreSQL: a developer's 7-day page filtered on a status or an API none of their
 * calls have took 300–800 ms, with the rollups under 15 ms).
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { validation } from '../http/errors.ts';
import { bucketStart } from '../gateway/call-log/buckets.ts';

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
  // each time bound twice: on the call, and on its chunk's minute, which the chunks' indexes and day partitions
  // are ordered by (migration 1150)
  if (query.start_time) {
    const from = new Date(query.start_time);
    q = q.where('called_at', '>=', from).where('bucket', '>=', minuteOf(from));
  }
  if (query.end_time) {
    const to = new Date(query.end_time);
    q = q.where('called_at', '<=', to).where('bucket', '<=', minuteOf(to));
  }
  if (cursor) {
    const at = new Date(cursor.at);
    q = q.where('bucket', '<=', minuteOf(at));
    q = q.where(sql<boolean>`(called_at, request_id) < (${at}, ${cursor.id})`);
  }
  // the chunks' minute first: a chunk index range read backwards, each minute's calls sorted as it is reached
  return q.orderBy('bucket', 'desc').orderBy('called_at', 'desc').orderBy('request_id', 'desc');
}

/** the minute a time falls in: the `bucket` of the chunk its call is stored in */
const minuteOf = (d: Date) => bucketStart(d, 'm');

/** calls in [from, to), both on a minute (an hour's or a day's bounds): the chunks of those minutes */
const within = (q: Q, from: number, to: number) =>
  q.where('bucket', '>=', new Date(from)).where('bucket', '<', new Date(to));

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

type Side = 'all' | 'developer' | 'provider';

/** Who may see which calls, on the raw rows and on the rollups alike (a rollup row carries its calls' owners). */
function ownedBy<T extends 'call_logs' | 'call_rollups'>(side: Side, me: number) {
  return (eb: ExpressionBuilder<Database, T>) => {
    const col = (c: 'developer_id' | 'provider_id') => sql.ref<number | null>(c);
    if (side === 'all') return eb.lit(true);
    if (side === 'developer') return eb(col('developer_id'), '=', me);
    // a provider who also made the call sees it on the developer's side
    return eb.and([
      eb(col('provider_id'), '=', me),
      eb.or([eb(col('developer_id'), 'is', null), eb(col('developer_id'), '!=', me)]),
    ]);
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Bucket {
  start: number;
  /** the calls in it that the filter may match, at most */
  n: number;
}

/**
 * The rollup buckets (days or hours, newest first) that hold calls this filter may match, with how many at most;
 * null when the query filters on nothing the rollups key (then every row of the time range matches, and the
 * owner's index finds a page at once). The rollups are written in the same transaction as the rows they count,
 * and a rollup key (environment, group, API, application, channel) has one developer and one provider, so a bucket
 * without a matching rollup row holds no matching call. A status is known by its class (2xx/3xx, 4xx, 5xx) and a
 * tool by its channel: their counts are upper bounds.
 */
function rollupBuckets(deps: Deps, side: Side, me: number, query: CallLogQuery, cursor: Cursor | undefined) {
  const channel = query.tool_name !== undefined ? 'mcp' : query.channel;
  if (
    query.env_type === undefined &&
    query.group_id === undefined &&
    query.api_id === undefined &&
    query.apply_id === undefined &&
    query.status === undefined &&
    channel === undefined
  )
    return null;
  // a call of status 100–399 is counted as ok, 400–499 as a client error, 500 and above as a server error (rollup.ts)
  const counter =
    query.status === undefined
      ? 'calls'
      : query.status < 400
        ? 'ok_calls'
        : query.status < 500
          ? 'client_errors'
          : 'server_errors';
  const from = query.start_time ? new Date(query.start_time).getTime() : -Infinity;
  const ends = [query.end_time, cursor?.at].filter((t) => t).map((t) => new Date(t!).getTime());
  const to = ends.length ? Math.min(...ends) : Infinity;
  return async (granularity: 'd' | 'h', within?: Bucket): Promise<Bucket[]> => {
    const size = granularity === 'd' ? DAY_MS : HOUR_MS;
    let q = deps.db
      .selectFrom('call_rollups')
      .where('granularity', '=', granularity)
      .where(ownedBy<'call_rollups'>(side, me))
      .where(counter, '>', 0);
    if (query.env_type !== undefined) q = q.where('env_type', '=', query.env_type);
    if (query.group_id !== undefined) q = q.where('group_id', '=', query.group_id);
    if (query.api_id !== undefined) q = q.where('api_id', '=', query.api_id);
    if (query.apply_id !== undefined) q = q.where('apply_id', '=', query.apply_id);
    if (channel !== undefined) q = q.where('channel', '=', channel);
    // buckets that end after the start and begin at or before the end (the cursor's instant included)
    const after = Math.max(from - size, within ? within.start - 1 : -Infinity);
    const until = Math.min(to, within ? within.start + DAY_MS - 1 : Infinity);
    if (Number.isFinite(after)) q = q.where('bucket_start', '>', new Date(after));
    if (Number.isFinite(until)) q = q.where('bucket_start', '<=', new Date(until));
    const rows = await q
      .select(['bucket_start', (eb) => eb.fn.sum<string>(counter).as('n')])
      .groupBy('bucket_start')
      .orderBy('bucket_start', 'desc')
      .execute();
    return rows.map((r) => ({ start: new Date(r.bucket_start as Date).getTime(), n: Number(r.n) }));
  };
}

/** a filter by what the call-log chunks have an index for (1150) */
const keyed = (query: CallLogQuery) =>
  query.group_id !== undefined || query.api_id !== undefined || query.apply_id !== undefined;

/**
 * Up to `limit` of one side's rows under the filters, newest first. With a filter the rollups can tell, only the
 * days, then the hours, that may hold a match are read: the days from the daily rollups (a filter that matches
 * nothing in the range stops there), the hours of the newest such day from the hourly ones, then as many of those
 * hours as their counts say the page needs (twice as many each time a status or a tool, known only by its class,
 * or a time bound inside an hour left the page short), each set one query bounded by its first and last hour and
 * limited to its runs of hours. A business day is 24 whole hours (UTC+8), so its hours are its rollup hours. A filter
 * with an index of its own on the raw rows stops at the days (measured at 10M rows: through the hours, a rare API's
 * page took 10–26 ms p50 instead of 3–4).
 */
async function sideRows(
  deps: Deps,
  side: Side,
  me: number,
  query: CallLogQuery,
  cursor: Cursor | undefined,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const base = () =>
    deps.db
      .selectFrom('call_logs')
      .select([...COLUMNS])
      .where(ownedBy<'call_logs'>(side, me));
  const buckets = rollupBuckets(deps, side, me, query, cursor);
  if (!buckets) return filtered(base(), query, cursor).limit(limit).execute();
  const days = await buckets('d');
  if (!days.length) return [];
  if (query.tool_name !== undefined || keyed(query)) {
    // an index of its own finds a tool's, an application's, a group's or an API's chunks (1150): the days
    // bound its range, and the hours would only add a lookup (and pull the plan off that index)
    const q = within(base(), days[days.length - 1].start, days[0].start + DAY_MS);
    return filtered(q, query, cursor).limit(limit).execute();
  }
  const hours: Bucket[] = [];
  const rows: Record<string, unknown>[] = [];
  for (let round = 0; rows.length < limit && (hours.length || days.length); round++) {
    const need = (limit - rows.length) * 2 ** round;
    const chunk: number[] = [];
    for (let sum = 0; sum < need || !chunk.length;) {
      if (!hours.length) {
        const day = days.shift();
        if (!day) break;
        hours.push(...(await buckets('h', day)));
        continue;
      }
      const h = hours.shift()!;
      chunk.push(h.start);
      sum += h.n;
    }
    if (!chunk.length) break;
    // runs of consecutive hours, newest first
    const runs: [number, number][] = [];
    for (const h of chunk) {
      const run = runs[runs.length - 1];
      if (run && run[0] === h + HOUR_MS) run[0] = h;
      else runs.push([h, h + HOUR_MS]);
    }
    let q = within(base(), runs[runs.length - 1][0], runs[0][1]);
    if (runs.length > 1)
      q = q.where((eb) =>
        eb.or(runs.map(([from, to]) => eb.and([eb('bucket', '>=', new Date(from)), eb('bucket', '<', new Date(to))]))),
      );
    rows.push(
      ...(await filtered(q, query, cursor)
        .limit(limit - rows.length)
        .execute()),
    );
  }
  return rows;
}

export async function callLogPage(deps: Deps, caller: Caller, query: CallLogQuery) {
  const size = query.page_size ?? 20;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  let rows: Record<string, unknown>[];
  if (isPlatformAdmin(caller)) {
    rows = await sideRows(deps, 'all', caller.user_id, query, cursor, size + 1);
  } else {
    const [asDeveloper, asProvider] = await Promise.all([
      sideRows(deps, 'developer', caller.user_id, query, cursor, size + 1),
      sideRows(deps, 'provider', caller.user_id, query, cursor, size + 1),
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
