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

/** an array value as the format describes it: dimensions, a has-NULL flag, the element type's OID, per dimension its size and lower bound, then the elements as length-prefixed values (-1 for NULL) */
function readArray(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [ndim, hasNull, oid, size, lower] = [0, 4, 8, 12, 16].map((at) => view.getInt32(at));
  let o = 20;
  const items: Array<Uint8Array | null> = [];
  for (let i = 0; i < size; i++) {
    const len = view.getInt32(o);
    o += 4;
    items.push(len < 0 ? null : bytes.subarray(o, o + len));
    if (len > 0) o += len;
  }
  expect(o).toBe(bytes.length);
  return { ndim, hasNull, oid, lower, items };
}

describe('call-log chunks as a binary COPY: array columns', () => {
  type Chunk = { apply_id: number; calls: CallRecord[] };
  const CHUNK: ReadonlyArray<readonly [keyof Chunk | keyof CallRecord, ColumnType]> = [
    ['apply_id', 'int4'],
    ['request_id', 'varchar[]'],
    ['status', 'int2[]'],
    ['error_code', 'varchar[]'],
    ['bytes_in', 'int8[]'],
    ['called_at', 'timestamptz[]'],
  ];
  const copy = (chunks: Chunk[]) => read(copyBinary(CHUNK, chunks, (chunk) => chunk.calls));

  it("writes one value of each of the row's elements, one dimension from 1, with the element type's OID", () => {
    const calls = [
      call({ request_id: 'a', status: 200, error_code: null, bytes_in: 2 ** 40 }),
      call({
        request_id: 'b',
        status: 502,
        error_code: 'UPSTREAM_ERROR',
        called_at: new Date('1999-12-31T23:59:59.999Z'),
      }),
    ];
    const [row] = copy([{ apply_id: 7, calls }]);
    expect(new DataView(row[0]!.buffer, row[0]!.byteOffset).getInt32(0)).toBe(7);
    const ids = readArray(row[1]!);
    expect(ids).toMatchObject({ ndim: 1, hasNull: 0, oid: 1043, lower: 1 });
    expect(ids.items.map((b) => Buffer.from(b!).toString())).toEqual(['a', 'b']);
    const status = readArray(row[2]!);
    expect(status.oid).toBe(21);
    expect(status.items.map((b) => [...b!])).toEqual([
      [0, 200],
      [1, 246],
    ]);
    const codes = readArray(row[3]!);
    expect(codes.hasNull).toBe(1);
    expect(codes.items[0]).toBeNull();
    expect(Buffer.from(codes.items[1]!).toString()).toBe('UPSTREAM_ERROR');
    const bytesIn = readArray(row[4]!);
    expect(bytesIn.oid).toBe(20);
    expect(int64(bytesIn.items[0]!)).toBe(2n ** 40n);
    const at = readArray(row[5]!);
    expect(at.oid).toBe(1184);
    expect(int64(at.items[1]!)).toBe(-1000n);
  });

  it('grows past its first guess for many long multi-byte elements, every row whole', () => {
    const path = '天气'.repeat(300) + '😀';
    const chunks = Array.from({ length: 3 }, (_, c) => ({
      apply_id: c,
      calls: Array.from({ length: 40 }, (_, i) => call({ request_id: `${c}-${i}-${path}` })),
    }));
    const rows = copy(chunks);
    expect(rows).toHaveLength(3);
    for (const [c, row] of rows.entries())
      expect(readArray(row[1]!).items.map((b) => Buffer.from(b!).toString())).toEqual(
        chunks[c].calls.map((x) => x.request_id),
      );
  });

  it('refuses array columns without the rows’ elements', () => {
    expect(() => copyBinary([['status', 'int2[]']], [call({})])).toThrow(/elementsOf/);
  });
});
