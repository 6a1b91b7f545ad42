/**
 * CSV and XLSX, written as rows arrive. Text that a spreadsheet would take for a formula (=, +, -, @, or a
 * leading tab or carriage return) is written with a leading apostrophe, so opening an export never runs data
 * someone typed into a form (CSV injection).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import type { ExportColumn, ExportRow } from './sources.ts';

/** exceljs loads with the first XLSX export, not at every start (issue 28, cold start) */
const excel = () => createRequire(import.meta.url)('exceljs') as typeof ExcelJS;

export interface SheetWriter {
  header(columns: ExportColumn[]): Promise<void>;
  rows(rows: ExportRow[]): Promise<void>;
  /** resolves once the last byte is in the sink */
  end(): Promise<void>;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A text cell as written; numbers of number columns stay numbers. */
function cellValue(column: ExportColumn, value: string | number | null): string | number | null {
  if (value === null) return null;
  if (column.kind === 'number' && typeof value === 'number') return value;
  return escapeFormula(String(value));
}

const csvCell = (v: string | number | null) => {
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** UTF-8 with a byte-order mark (spreadsheet programs then read Chinese correctly), CRLF lines, RFC 4180 quoting. */
export function csvWriter(sink: Writable): SheetWriter {
  let columns: ExportColumn[] = [];
  const write = async (text: string) => {
    if (!sink.write(Buffer.from(text, 'utf8'))) await once(sink, 'drain');
  };
  return {
    async header(cols) {
      columns = cols;
      await write(`\ufeff${cols.map((c) => csvCell(escapeFormula(c.header))).join(',')}\r\n`);
    },
    async rows(rows) {
      await write(rows.map((r) => `${r.map((v, i) => csvCell(cellValue(columns[i], v))).join(',')}\r\n`).join(''));
    },
    async end() {
      sink.end();
      if (!sink.writableFinished) await once(sink, 'finish');
    },
  };
}

/** A sheet holds at most 1,048,576 rows; longer exports continue on the next sheet. */
const ROWS_PER_SHEET = 1_000_000;

export function xlsxWriter(sink: Writable, sheetName: string): SheetWriter {
  const book = new (excel().stream.xlsx.WorkbookWriter)({ stream: sink, useStyles: true, useSharedStrings: false });
  let columns: ExportColumn[] = [];
  let sheet: ExcelJS.Worksheet | undefined;
  let inSheet = 0;
  let sheets = 0;
  const name = sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 25) || 'Sheet';
  const newSheet = () => {
    sheet?.commit();
    sheets++;
    sheet = book.addWorksheet(sheets === 1 ? name : `${name} ${sheets}`, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: escapeFormula(c.header),
      width: Math.min(40, Math.max(10, c.header.length * 2 + 4)),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    inSheet = 0;
  };
  return {
    async header(cols) {
      columns = cols;
      newSheet();
    },
    async rows(rows) {
      for (const r of rows) {
        if (inSheet >= ROWS_PER_SHEET) newSheet();
        sheet!.addRow(r.map((v, i) => cellValue(columns[i], v))).commit();
        inSheet++;
      }
    },
    async end() {
      sheet?.commit();
      await book.commit();
    },
  };
}
