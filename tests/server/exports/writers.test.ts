/** The file writers on their own: CSV quoting and formula escaping, and an XLSX that spreadsheet readers open. */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { csvWriter, escapeFormula, xlsxWriter } from '../../../src/server/exports/writers.ts';
import type { ExportColumn } from '../../../src/server/exports/sources.ts';

const collect = (sink: PassThrough) => {
  const parts: Buffer[] = [];
  sink.on('data', (b: Buffer) => parts.push(b));
  return () => Buffer.concat(parts);
};
const columns: ExportColumn[] = [
  { header: '名称', kind: 'text' },
  { header: '数量', kind: 'number' },
];

describe('escapeFormula', () => {
  it('prefixes text a spreadsheet would evaluate, and nothing else', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(escapeFormula(s)).toBe(`'${s}`);
    for (const s of ['1+1', 'a=b', '', '（=）', ' =1']) expect(escapeFormula(s)).toBe(s);
  });
});

describe('csvWriter', () => {
  it('writes a BOM, CRLF lines, RFC 4180 quoting, escaped text and numbers as numbers', async () => {
    const sink = new PassThrough();
    const bytes = collect(sink);
    const w = csvWriter(sink);
    await w.header(columns);
    await w.rows([
      ['a,b', -3],
      ['say "hi"', null],
      ['=cmd', 7],
      ['line\nbreak', 0],
    ]);
    await w.end();
    expect(bytes().toString('utf8')).toBe(
      '\ufeff名称,数量\r\n"a,b",-3\r\n"say ""hi""",\r\n\'=cmd,7\r\n"line\nbreak",0\r\n',
    );
  });
});

describe('xlsxWriter', () => {
  it('writes a workbook with the header row, numbers as numbers and escaped text', async () => {
    const sink = new PassThrough();
    const bytes = collect(sink);
    const w = xlsxWriter(sink, '合作伙伴');
    await w.header(columns);
    await w.rows([
      ['=1+2', 5],
      ['普通', -1],
    ]);
    await w.end();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes() as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('合作伙伴')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['名称', '数量']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(["'=1+2", 5]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['普通', -1]);
  });
});
