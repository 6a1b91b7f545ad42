/**
 * Calls are stored in chunks (migration 1150): one row per batch, minute and key (environment, group, API,
 * application, their developer and provider, channel, tool), the calls' own values as arrays. A busy gateway's
 * batch is mostly runs of one application calling one API, so a chunk holds several calls, and the database writes
 * one heap tuple and one entry per index for all of them: what a stored call costs (DESIGN.md section 7, figure 3)
 * falls with the calls a chunk holds. `call_logs` is the view that reads them back one call a row.
 */
import type { ColumnType } from './copy-binary.ts';
import type { CallRecord } from './record.ts';

export interface CallChunk {
  /** the minute of its calls (UTC), the table's partition key */
  bucket: Date;
  env_type: number;
  group_id: number | null;
  api_id: number | null;
  apply_id: number | null;
  developer_id: number | null;
  provider_id: number | null;
  channel: string | null;
  tool_name: string | null;
  request_id: string[];
  called_at: Date[];
  client_ip: (string | null)[];
  method: string[];
  path: string[];
  status: number[];
  error_code: (string | null)[];
  upstream_latency_ms: (number | null)[];
  latency_ms: number[];
  bytes_in: number[];
  bytes_out: number[];
}

/** the chunk's key, one value for all its calls */
const KEY = [
  'env_type',
  'group_id',
  'api_id',
  'apply_id',
  'developer_id',
  'provider_id',
  'channel',
  'tool_name',
] as const satisfies ReadonlyArray<keyof CallRecord>;

/** a call's own values, one array each in its chunk */
const PER_CALL = [
  'request_id',
  'called_at',
  'client_ip',
  'method',
  'path',
  'status',
  'error_code',
  'upstream_latency_ms',
  'latency_ms',
  'bytes_in',
  'bytes_out',
] as const satisfies ReadonlyArray<keyof CallRecord & keyof CallChunk>;

/** The columns of call_log_chunks with their PostgreSQL types (the writer COPYs with them). */
export const CHUNK_COLUMNS: ReadonlyArray<readonly [keyof CallChunk, ColumnType]> = [
  ['bucket', 'timestamptz'],
  ['env_type', 'int2'],
  ['group_id', 'int4'],
  ['api_id', 'int4'],
  ['apply_id', 'int4'],
  ['developer_id', 'int4'],
  ['provider_id', 'int4'],
  ['channel', 'text'],
  ['tool_name', 'text'],
  ['request_id', 'varchar[]'],
  ['called_at', 'timestamptz[]'],
  ['client_ip', 'varchar[]'],
  ['method', 'varchar[]'],
  ['path', 'varchar[]'],
  ['status', 'int2[]'],
  ['error_code', 'varchar[]'],
  ['upstream_latency_ms', 'int4[]'],
  ['latency_ms', 'int4[]'],
  ['bytes_in', 'int8[]'],
  ['bytes_out', 'int8[]'],
];

/** The batch's calls grouped into chunks, each chunk's calls in the batch's order. */
export function chunksOf(calls: readonly CallRecord[]): CallChunk[] {
  const chunks = new Map<string, CallChunk>();
  // the chunk of the call before: a run of calls with one key (most of a busy batch) takes it again without a
  // key string built and looked up per call
  let k: CallChunk | undefined;
  for (const c of calls) {
    const t = c.called_at.getTime();
    const minute = t - (((t % 60_000) + 60_000) % 60_000); // bucketStart(…, 'm'), without a Date per call
    if (!k || minute !== k.bucket.getTime() || !sameKey(k, c)) {
      const key = `${minute}|${KEY.map((name) => c[name] ?? '').join('|')}`;
      k = chunks.get(key);
      if (!k) {
        k = newChunk(new Date(minute), c);
        chunks.set(key, k);
      }
    }
    for (const name of PER_CALL) (k[name] as unknown[]).push(c[name] ?? null);
  }
  return [...chunks.values()];
}

function sameKey(k: CallChunk, c: CallRecord): boolean {
  for (const name of KEY) if ((c[name] ?? null) !== k[name]) return false;
  return true;
}

function newChunk(bucket: Date, c: CallRecord): CallChunk {
  const chunk = { bucket } as CallChunk;
  for (const name of KEY) (chunk as unknown as Record<string, unknown>)[name] = c[name] ?? null;
  for (const name of PER_CALL) chunk[name] = [];
  return chunk;
}
