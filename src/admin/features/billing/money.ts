/** Fen (integers on the wire) as yuan text, without floating point: 12345 → "123.45". */
export function yuan(fen: number | null | undefined): string {
  const v = Math.trunc(Number(fen ?? 0));
  const a = Math.abs(v);
  return `${v < 0 ? '-' : ''}${Math.floor(a / 100).toLocaleString('en-US')}.${String(a % 100).padStart(2, '0')}`;
}
