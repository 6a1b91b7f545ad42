/**
 * A batch of call-log rows in PostgreSQL's binary COPY format ("Binary Format" in the COPY reference): a fixed
 * signature and header, then per row a 16-bit field count and per field a 32-bit length (-1 for NULL) and the value
 * in the type's binary form, then a -1 trailer. The call-log writer sends each batch so (`COPY call_logs … FROM
 * STDIN WITH (FORMAT binary)`, db/copy-from-stdin.ts): no text for the database to parse, rows stored page by page;
 * and its rollup deltas the same way (rollup.ts). A column of type `T[]` is one value of each of a row's elements: the
 * calls of a chunk (call-log/chunks.ts) are one row, each call's value an element of its column's array.
 */
type ScalarType = 'text' | 'timestamptz' | 'int2' | 'int4' | 'int8';
/** varchar[] is text with its element type said: a binary array names it, and PostgreSQL refuses another */
export type ColumnType = ScalarType | 'varchar[]' | 'timestamptz[]' | 'int2[]' | 'int4[]' | 'int8[]';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** PostgreSQL's timestamps count microseconds from 2000-01-01 00:00 UTC */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 2 ** 32;

const TYPE_CODES: Record<ScalarType, number> = { text: 0, timestamptz: 1, int2: 2, int4: 3, int8: 4 };
/** an array column: its elements' code, and their type's OID in pg_type (varchar 1043, timestamptz 1184, …) */
const ARRAYS: Record<Exclude<ColumnType, ScalarType>, readonly [code: number, oid: number]> = {
  'varchar[]': [0, 1043],
  'timestamptz[]': [1, 1184],
  'int2[]': [2, 21],
  'int4[]': [3, 23],
  'int8[]': [4, 20],
};

/**
 * Every value is written byte by byte rather than through Buffer's bounds-checked writeInt32BE and its native
 * UTF-8 write: the gateway encodes every call it serves, 19 columns a row. Measured on a 1,000-row batch of gateway
 * calls: 0.7 µs a row instead of 1.1–1.4. Text that is not all ASCII still goes through Buffer's UTF-8 write.
 *
 * An array column's elements are a field of each of the row's `elementsOf(row)` (a chunk's calls), read as they are
 * written: building an array per column and chunk first made the gateway's garbage collector work about twice as
 * long for the same calls.
 */
export function copyBinary<T, E = Record<never, never>>(
  columns: ReadonlyArray<readonly [keyof T | keyof E, ColumnType]>,
  batch: readonly T[],
  elementsOf?: (row: T) => readonly E[],
): Uint8Array {
  const names = columns.map(([name]) => name);
  const arrays = columns.map(([, type]) => (type in ARRAYS ? ARRAYS[type as keyof typeof ARRAYS] : null));
  const types = columns.map(([, type], c) => arrays[c]?.[0] ?? TYPE_CODES[type as ScalarType]);
  const count = columns.length;
  if (!elementsOf && arrays.some(Boolean)) throw new Error('copyBinary: array columns need elementsOf');
  let buf: Buffer = Buffer.allocUnsafe(SIGNATURE.length + 8 + batch.length * 256 + 2);
  let o = SIGNATURE.copy(buf, 0);
  o = int32(buf, 0, o); // flags: no OIDs
  o = int32(buf, 0, o); // no header extension
  // (buf and o are plain locals, grown in place: captured by a helper closure, every write went through its context)
  const fixedRowBytes = 2 + count * 12;
  for (let r = 0; r < batch.length; r++) {
    const row = batch[r];
    if (o + fixedRowBytes + 2 > buf.length) buf = grown(buf, o, fixedRowBytes);
    buf[o++] = count >> 8;
    buf[o++] = count & 0xff;
    const items = elementsOf?.(row);
    for (let c = 0; c < count; c++) {
      const array = arrays[c];
      if (array && items) {
        const name = names[c] as keyof E;
        const type = types[c];
        // its length, one dimension, whether it holds a NULL, the elements' type, their count and lower bound
        if (o + 24 + fixedRowBytes > buf.length) buf = grown(buf, o, 24 + fixedRowBytes);
        const at = o;
        o = int32(buf, 1, o + 4);
        let nulls = 0;
        o = int32(buf, array[1], o + 4);
        o = int32(buf, items.length, o);
        o = int32(buf, 1, o);
        for (let i = 0; i < items.length; i++) {
          const v: unknown = items[i][name];
          // room for the value and what follows it at most (a UTF-16 unit takes at most 3 bytes in UTF-8)
          const most = 12 + (type === 0 && v ? 3 * (v as string).length : 8) + fixedRowBytes;
          if (o + most > buf.length) buf = grown(buf, o, most);
          if (v === null || v === undefined) {
            nulls = 1;
            o = int32(buf, -1, o);
          } else o = value(buf, type, v, o);
        }
        int32(buf, o - at - 4, at);
        int32(buf, nulls, at + 8);
        continue;
      }
      const v: unknown = row[names[c] as keyof T];
      if (v === null || v === undefined) {
        o = int32(buf, -1, o);
        continue;
      }
      if (types[c] === 0) {
        const text = v as string;
        if (o + 4 + 3 * text.length + fixedRowBytes > buf.length) buf = grown(buf, o, 4 + 3 * text.length);
      }
      o = value(buf, types[c], v, o);
    }
  }
  buf[o++] = 0xff; // the trailer: a field count of -1
  buf[o++] = 0xff;
  return buf.subarray(0, o);
}

/** a value's length and bytes at o, the room for them made by the caller */
function value(buf: Buffer, type: number, v: unknown, o: number): number {
  switch (type) {
    case 0: {
      const n = writeText(buf, v as string, o + 4);
      int32(buf, n, o);
      return o + 4 + n;
    }
    case 1:
      return int64(buf, ((v as Date).getTime() - PG_EPOCH_MS) * 1000, o);
    case 2:
      o = int32(buf, 2, o);
      buf[o++] = ((v as number) >> 8) & 0xff;
      buf[o++] = (v as number) & 0xff;
      return o;
    case 3:
      o = int32(buf, 4, o);
      return int32(buf, v as number, o);
    default:
      return int64(buf, v as number, o);
  }
}

/** A larger copy of buf's first o bytes, with room for `more` after them and the trailer. */
function grown(buf: Buffer, o: number, more: number): Buffer {
  const next = Buffer.allocUnsafe(Math.max(buf.length * 2, o + more + 2));
  buf.copy(next, 0, 0, o);
  return next;
}

/** a 32-bit integer, big-endian (a negative one in two's complement) */
function int32(buf: Buffer, v: number, o: number): number {
  buf[o] = (v >>> 24) & 0xff;
  buf[o + 1] = (v >>> 16) & 0xff;
  buf[o + 2] = (v >>> 8) & 0xff;
  buf[o + 3] = v & 0xff;
  return o + 4;
}

/** a length of 8 and a whole number below 2^53 as a big-endian 64-bit integer, without a BigInt per value */
function int64(buf: Buffer, v: number, o: number): number {
  const hi = Math.floor(v / TWO_32);
  o = int32(buf, 8, o);
  o = int32(buf, hi, o);
  return int32(buf, v - hi * TWO_32, o);
}

/** UTF-8 bytes of `text` at o, their count returned: ASCII copied a unit a byte, anything else by Buffer */
function writeText(buf: Buffer, text: string, o: number): number {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const unit = text.charCodeAt(i);
    if (unit > 0x7f) return buf.write(text, o, 'utf8');
    buf[o + i] = unit;
  }
  return n;
}
