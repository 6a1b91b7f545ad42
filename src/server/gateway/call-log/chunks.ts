/**
 * Calls are stored in chunks (migration 1150): one row per batch, minute and key (environment, group, API,
 * application, their developer and provider, channel, tool), the calls' own values as arrays. A busy gateway's
 * batch is mostly runs of one application calling one API, so a chunk holds several calls, and the database writes
 * one heap tuple and one entry per index for all of them: what a stored call costs (DESIGN.md section 7, figure 3)
 * falls with the calls a chunk holds. `call_logs` is the view that reads them back one call a row.
 */
import type { ColumnType } from './copy-binary.ts';
import type { CallRecord } from './record.ts';

/** what all the calls of a chunk share */
type KeyField = 'env_type' | 'group_id' | 'api_id' | 'apply_id' | 'developer_id' | 'provider_id';

export type CallChunk = Pick<CallRecord, KeyField> & {
  /** the minute of its calls (UTC), the table's partition key */
  bucket: Date;
  channel: string | null;
  tool_name: string | null;
  /** its calls in the batch's order: each array column holds one field of each (copyBinary's elementsOf) */
  calls: CallRecord[];
};

/** The columns of call_log_chunks with their PostgreSQL types (the writer COPYs with them). */
export const CHUNK_COLUMNS: ReadonlyArray<readonly [keyof CallChunk | keyof CallRecord, ColumnType]> = [
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

/** the columns holding each call's own values, as `call_logs` unnests them */
export const PER_CALL_COLUMNS = CHUNK_COLUMNS.filter(([, type]) => type.endsWith('[]')).map(([name]) => name);

/**
 * The batch's calls grouped into chunks, each chunk's calls in the batch's order. The key is compared field by field,
 * not looped over: the gateway groups every call it serves (DESIGN.md section 7, figure 1), and a loop's dynamic
 * property access made it about twice the cost (0.8 instead of 0.4 µs a call, 7 keys interleaved).
 */
export function chunksOf(calls: readonly CallRecord[]): CallChunk[] {
  const chunks = new Map<string, CallChunk>();
  // the chunk of the call before: a run of calls with one key (most of a busy batch) takes it again without a
  // key string built and looked up per call
  let k: CallChunk | undefined;
  for (const c of calls) {
    const t = c.called_at.getTime();
    const minute = t - (((t % 60_000) + 60_000) % 60_000); // bucketStart(…, 'm'), without a Date per call
    const channel = c.channel ?? null;
    const tool = c.tool_name ?? null;
    if (
      !k ||
      minute !== k.bucket.getTime() ||
      c.env_type !== k.env_type ||
      c.group_id !== k.group_id ||
      c.api_id !== k.api_id ||
      c.apply_id !== k.apply_id ||
      c.developer_id !== k.developer_id ||
      c.provider_id !== k.provider_id ||
      channel !== k.channel ||
      tool !== k.tool_name
    ) {
      const key = `${minute}|${c.env_type}|${c.group_id}|${c.api_id}|${c.apply_id}|${c.developer_id}|${c.provider_id}|${channel}|${tool}`;
      k = chunks.get(key);
      if (!k) {
        k = {
          bucket: new Date(minute),
          env_type: c.env_type,
          group_id: c.group_id,
          api_id: c.api_id,
          apply_id: c.apply_id,
          developer_id: c.developer_id,
          provider_id: c.provider_id,
          channel,
          tool_name: tool,
          calls: [],
        };
        chunks.set(key, k);
      }
    }
    k.calls.push(c);
  }
  return [...chunks.values()];
}
