/**
 * The call-log batch in PostgreSQL's binary COPY format, read back by a reader written here from the format's
 * description (signature, flags, extension, per row a field count and length-prefixed big-endian values, -1 for
 * NULL, a -1 trailer). That PGlite stores such batches as given is the call-log writer's server test.
 */
import { describe, expect, it } from 'vitest';
import { copyBinary, type ColumnType } from '../../src/server/gateway/call-log/copy-binary.ts';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';

const COLUMNS: ReadonlyArray<readonly [keyof CallRecord, ColumnType]> = [
  ['request_id', 'text'],
  ['called_at', 'timestamptz'],
  ['env_type', 'int2'],
  ['apply_id', 'int4'],
  ['path', 'text'],
  ['bytes_in', 'int8'],
];

function read(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(Buffer.from(bytes.subarray(0, 11)).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  expect(view.getInt32(11)).toBe(0);
  expect(view.getInt32(15)).toBe(0);
  let o = 19;
  const rows: Array<Array<Uint8Array | null>> = [];
  for (;;) {
    const fields = view.getInt16(o);
    o += 2;
    if (fields === -1) break;
    const row: Array<Uint8Array | null> = [];
    for (let f = 0; f < fields; f++) {
      const len = view.getInt32(o);
      o += 4;
      row.push(len < 0 ? null : bytes.subarray(o, o + len));
      if (len > 0) o += len;
    }
    rows.push(row);
  }
  expect(o).toBe(bytes.length);
  return rows;
}

const int64 = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, 8).getBigInt64(0);
const call = (over: Partial<CallRecord>): CallRecord => ({
  request_id: 'r',
  called_at: new Date('2026-11-27T01:02:03.456Z'),
  env_type: 3,
  group_id: 1,
  api_id: 1,
  apply_id: 7,
  developer_id: 3,
  provider_id: 2,
  client_ip: '127.0.0.1',
  method: 'GET',
  path: '/p',
  status: 200,
  error_code: null,
  upstream_latency_ms: 1,
  latency_ms: 2,
  bytes_in: 0,
  bytes_out: 0,
  ...over,
});

describe('call-log rows as a binary COPY', () => {
  it('writes each type big-endian in its width, NULL as -1, timestamps in microseconds from 2000', () => {
    const [row] = read(copyBinary(COLUMNS, [call({ request_id: 'req-1', bytes_in: 2 ** 40 + 5, apply_id: null })]));
    expect(row).toHaveLength(6);
    expect(Buffer.from(row[0]!).toString()).toBe('req-1');
    expect(int64(row[1]!)).toBe(BigInt(Date.parse('2026-11-27T01:02:03.456Z') - Date.UTC(2000, 0, 1)) * 1000n);
    expect([...row[2]!]).toEqual([0, 3]);
    expect(row[3]).toBeNull();
    expect(int64(row[5]!)).toBe(2n ** 40n + 5n);
  });

  it('writes a time before 2000 as a negative count', () => {
    const [row] = read(copyBinary(COLUMNS, [call({ called_at: new Date('1999-12-31T23:59:59.999Z') })]));
    expect(int64(row[1]!)).toBe(-1000n);
  });

  it('grows past its first guess for long multi-byte text, every row whole', () => {
    const path = '天气'.repeat(256) + '😀';
    const rows = read(
      copyBinary(
        COLUMNS,
        Array.from({ length: 50 }, (_, i) => call({ request_id: `r${i}`, path })),
      ),
    );
    expect(rows).toHaveLength(50);
    for (const [i, row] of rows.entries()) {
      expect(Buffer.from(row[0]!).toString()).toBe(`r${i}`);
      expect(Buffer.from(row[4]!).toString()).toBe(path);
    }
  });

  it('writes an empty string as a zero-length value, not NULL', () => {
    const [row] = read(copyBinary(COLUMNS, [call({ path: '' })]));
    expect(row[4]).not.toBeNull();
    expect(row[4]!.length).toBe(0);
  });
});
