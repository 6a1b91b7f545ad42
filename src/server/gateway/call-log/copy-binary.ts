/**
 * A batch of call-log rows in PostgreSQL's binary COPY format ("Binary Format" in the COPY reference): a fixed
 * signature and header, then per row a 16-bit field count and per field a 32-bit length (-1 for NULL) and the value
 * in the type's binary form, then a -1 trailer. The call-log writer sends each batch so (`COPY call_logs … FROM
 * STDIN WITH (FORMAT binary)`, db/copy-from-stdin.ts): no text for the database to parse, rows stored page by page;
 * and its rollup deltas the same way (rollup.ts).
 */
export type ColumnType = 'text' | 'timestamptz' | 'int2' | 'int4' | 'int8';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** PostgreSQL's timestamps count microseconds from 2000-01-01 00:00 UTC */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_32 = 2 ** 32;

export function copyBinary<T>(columns: ReadonlyArray<readonly [keyof T, ColumnType]>, batch: readonly T[]): Uint8Array {
  let buf = Buffer.allocUnsafe(SIGNATURE.length + 8 + batch.length * 256 + 2);
  let o = SIGNATURE.copy(buf, 0);
  o = buf.writeInt32BE(0, o); // flags: no OIDs
  o = buf.writeInt32BE(0, o); // no header extension
  // room for `more` bytes after o, and for the trailer
  const ensure = (more: number) => {
    if (o + more + 2 <= buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(buf.length * 2, o + more + 2));
    buf.copy(grown, 0, 0, o);
    buf = grown;
  };
  const fixedRowBytes = 2 + columns.length * 12;
  for (const row of batch) {
    ensure(fixedRowBytes);
    o = buf.writeInt16BE(columns.length, o);
    for (const [name, type] of columns) {
      const v: unknown = row[name];
      if (v === null || v === undefined) {
        o = buf.writeInt32BE(-1, o);
        continue;
      }
      switch (type) {
        case 'text': {
          // a UTF-16 unit takes at most 3 bytes in UTF-8 (a surrogate pair, two units, takes 4)
          ensure(4 + 3 * (v as string).length);
          const n = buf.write(v as string, o + 4, 'utf8');
          buf.writeInt32BE(n, o);
          o += 4 + n;
          break;
        }
        case 'int2':
          o = buf.writeInt32BE(2, o);
          o = buf.writeInt16BE(v as number, o);
          break;
        case 'int4':
          o = buf.writeInt32BE(4, o);
          o = buf.writeInt32BE(v as number, o);
          break;
        case 'int8':
          o = writeInt64(buf, v as number, o);
          break;
        case 'timestamptz':
          o = writeInt64(buf, ((v as Date).getTime() - PG_EPOCH_MS) * 1000, o);
          break;
      }
    }
  }
  o = buf.writeInt16BE(-1, o);
  return buf.subarray(0, o);
}

/** a length of 8 and a whole number below 2^53 as a big-endian 64-bit integer, without a BigInt per value */
function writeInt64(buf: Buffer, v: number, o: number): number {
  const hi = Math.floor(v / TWO_32);
  o = buf.writeInt32BE(8, o);
  o = buf.writeInt32BE(hi, o);
  return buf.writeUInt32BE(v - hi * TWO_32, o);
}
