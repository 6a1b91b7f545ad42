/**
 * Statistics from the rollups (never from raw call logs): totals, a time series and rankings over a period, for
 * the calls the caller may see (the same rule as call logs: a developer's applications, a provider's groups,
 * everything for platform admins). Minute buckets for up to two days, hour buckets for up to 62 days, business
 * days beyond; a caller may ask for a granularity explicitly.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { validation } from '../http/errors.ts';
import { bucketStart, type Granularity } from '../gateway/call-log/buckets.ts';
import { toolName } from '../gateway/mcp/tools.ts';

export interface StatsQuery {
  start_time: string;
  end_time: string;
  granularity?: Granularity;
  env_type?: number;
  group_id?: number;
  api_id?: number;
  apply_id?: number;
  by?: 'api' | 'group' | 'app' | 'tool';
  limit?: number;
  /** 'api' signed calls, 'mcp' MCP tool calls; both when absent */
  channel?: 'api' | 'mcp';
}

const DAY = 86_400_000;

export function pickGranularity(start: Date, end: Date, asked?: Granularity): Granularity {
  if (asked) return asked;
  const span = end.getTime() - start.getTime();
  return span <= 2 * DAY ? 'm' : span <= 62 * DAY ? 'h' : 'd';
}

/** The coarsest buckets that cut the period exactly (whole business days, whole hours, else minutes): totals stay exact and cheap. */
export function alignedGranularity(start: Date, end: Date): Granularity {
  const on = (d: Date, g: Granularity) => bucketStart(d, g).getTime() === d.getTime();
  if (on(start, 'd') && on(end, 'd')) return 'd';
  if (on(start, 'h') && on(end, 'h')) return 'h';
  return 'm';
}

function period(q: StatsQuery) {
  const start = new Date(q.start_time),
    end = new Date(q.end_time);
  if (!(end.getTime() > start.getTime()))
    throw validation([
      { field: 'end_time', message: 'MIN_OVER_MAX', params: { field: 'end_time', other: 'start_time' } },
    ]);
  if (end.getTime() - start.getTime() > 400 * DAY)
    throw validation([{ field: 'start_time', message: 'field.invalid' }]);
  return { start, end, granularity: pickGranularity(start, end, q.granularity) };
}

type Q = SelectQueryBuilder<Database, 'call_rollups', any>;

function scoped(deps: Deps, caller: Caller, q: StatsQuery, g: Granularity, start: Date, end: Date): Q {
  let b: Q = deps.db
    .selectFrom('call_rollups')
    .where('granularity', '=', g)
    .where('bucket_start', '>=', start)
    .where('bucket_start', '<', end);
  if (!isPlatformAdmin(caller)) {
    b = b.where((eb: ExpressionBuilder<Database, 'call_rollups'>) =>
      eb.or([eb('developer_id', '=', caller.user_id), eb('provider_id', '=', caller.user_id)]),
    );
  }
  if (q.env_type !== undefined) b = b.where('env_type', '=', q.env_type);
  if (q.group_id !== undefined) b = b.where('group_id', '=', q.group_id);
  if (q.api_id !== undefined) b = b.where('api_id', '=', q.api_id);
  if (q.apply_id !== undefined) b = b.where('apply_id', '=', q.apply_id);
  // tools rank MCP calls only (a tool is its API called through /mcp)
  const channel = q.by === 'tool' ? 'mcp' : q.channel;
  if (channel !== undefined) b = b.where('channel', '=', channel);
  return b;
}

const TOTALS = [
  sql<number>`coalesce(sum(calls), 0)`.as('calls'),
  sql<number>`coalesce(sum(ok_calls), 0)`.as('ok_calls'),
  sql<number>`coalesce(sum(client_errors), 0)`.as('client_errors'),
  sql<number>`coalesce(sum(server_errors), 0)`.as('server_errors'),
  sql<number>`coalesce(sum(gateway_refusals), 0)`.as('gateway_refusals'),
  sql<number>`coalesce(sum(latency_sum_ms), 0)`.as('latency_sum_ms'),
  sql<number>`coalesce(max(latency_max_ms), 0)`.as('latency_max_ms'),
  sql<number>`coalesce(sum(bytes_in), 0)`.as('bytes_in'),
  sql<number>`coalesce(sum(bytes_out), 0)`.as('bytes_out'),
];

function figures(r: Record<string, unknown>) {
  const calls = Number(r.calls);
  return {
    calls,
    ok_calls: Number(r.ok_calls),
    client_errors: Number(r.client_errors),
    server_errors: Number(r.server_errors),
    gateway_refusals: Number(r.gateway_refusals),
    success_rate: calls ? Number(r.ok_calls) / calls : null,
    avg_latency_ms: calls ? Math.round(Number(r.latency_sum_ms) / calls) : null,
    max_latency_ms: Number(r.latency_max_ms),
    bytes_in: Number(r.bytes_in),
    bytes_out: Number(r.bytes_out),
  };
}

export async function statisticsOverview(deps: Deps, caller: Caller, q: StatsQuery) {
  const { start, end } = period(q);
  const g = alignedGranularity(start, end);
  const row = await scoped(deps, caller, q, g, start, end).select(TOTALS).executeTakeFirstOrThrow();
  return { start_time: start, end_time: end, ...figures(row) };
}

export async function statisticsSeries(deps: Deps, caller: Caller, q: StatsQuery) {
  const { start, end, granularity } = period(q);
  const rows = await scoped(deps, caller, q, granularity, start, end)
    .select(['bucket_start', ...TOTALS])
    .groupBy('bucket_start')
    .orderBy('bucket_start')
    .execute();
  return { granularity, points: rows.map((r) => ({ bucket_start: r.bucket_start, ...figures(r) })) };
}

export async function statisticsRanking(deps: Deps, caller: Caller, q: StatsQuery) {
  const { start, end } = period(q);
  const g = alignedGranularity(start, end);
  const key = q.by === 'group' ? 'group_id' : q.by === 'app' ? 'apply_id' : 'api_id';
  const rows = await scoped(deps, caller, q, g, start, end)
    .where(key, '!=', 0)
    .select([sql<number>`${sql.ref(key)}`.as('id'), ...TOTALS])
    .groupBy(key)
    .orderBy(sql`sum(calls)`, 'desc')
    .orderBy(key)
    .limit(q.limit ?? 10)
    .execute();
  const tools =
    q.by === 'tool' && rows.length
      ? await toolNames(
          deps,
          rows.map((r) => Number(r.id)),
        )
      : undefined;
  return {
    by: q.by ?? 'api',
    list: rows.map((r) => ({
      id: Number(r.id),
      ...(tools ? { tool_name: tools.get(Number(r.id)) ?? null } : {}),
      ...figures(r),
    })),
  };
}

/** The tool names of APIs, as the MCP endpoint names them (gateway/mcp/tools.ts). */
async function toolNames(deps: Deps, apiIds: number[]) {
  const rows = await deps.db
    .selectFrom('apis')
    .select(['api_id', 'operation_id', 'method_type', 'listen_path'])
    .where('api_id', 'in', apiIds)
    .execute();
  return new Map(rows.map((r) => [r.api_id, toolName(r)]));
}
