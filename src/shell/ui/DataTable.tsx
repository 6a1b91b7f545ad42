/**
 * The table every hand-written list draws (issue 24), whether its rows come a page at a time (OperationList) or all
 * at once (a summary such as cost-center spend) or by keyset (the call log): the columns are data (alignment,
 * no-wrap, width, whether a phone shows them), so the screens stop writing <TableHead> and <TableCell> themselves and
 * look the same as each other. It lives in the shell so the store's screens draw it too (the store imports nothing
 * from the console); a record's label–value summary is the same table without a header (FieldTable).
 */
import type { ReactNode } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';

export interface OperationColumn<T> {
  key: string;
  /** the header; empty for an actions column */
  label: ReactNode;
  render: (row: T) => ReactNode;
  /** numbers and money are right-aligned, as the hand-built tables had them */
  align?: 'left' | 'right' | 'center';
  /** dates, names and chips stay on one line (the table scrolls sideways instead of growing tall) */
  nowrap?: boolean;
  /** the body cells' own look (monospace ids, a minimum width for a progress bar, an ellipsis); the header keeps the table's */
  sx?: SxProps<Theme>;
  /** narrower screens leave this column out, header and cells (it shows on the record's own page) */
  hideBelow?: 'sm' | 'md';
  /** the whole text on hover where the cell cuts it short */
  title?: (row: T) => string | undefined;
  /** the cells' data-testid: one for the column, or one per row (`app-key-${env}`) */
  testid?: string | ((row: T) => string | undefined);
  /** the column names its row (a summary's label): its cells are row headers */
  th?: boolean;
  /** a row's own look of this cell, after `sx` (a nested line indented, a total's label aligned left) */
  cellSx?: (row: T) => SxProps<Theme> | undefined;
  /** the cell takes this many columns for the row (a note across the figures); the columns it covers are skipped */
  span?: (row: T) => number | undefined;
  /** a toggle's narrow column */
  padding?: 'checkbox' | 'none' | 'normal';
}

/**
 * How a list fits a phone: "hide" keeps the columns a phone needs (those without hideBelow, else the first
 * `phoneColumns`) without a header, as the work-order lists do; "scroll" keeps every column and scrolls sideways, as
 * the bill screens do; a function draws the rows its own way (one card per row).
 */
export type PhoneMode<T> = 'hide' | 'scroll' | ((rows: T[]) => ReactNode);

export interface DataTableProps<T> {
  columns: OperationColumn<T>[];
  rows: T[];
  rowKey: (row: T) => number | string;
  onRow?: (row: T) => void;
  /** every row's data-testid, or one per row (`access-row-${id}`) */
  rowTestId?: string | ((row: T) => string);
  /** more data-* attributes of a row (a record's state, for tests and styles) */
  rowData?: (row: T) => Record<string, string | number | undefined>;
  /** a row's own look (a line that differs, tinted) */
  rowSx?: (row: T) => SxProps<Theme> | undefined;
  /** which rows `onRow` takes (a day opens its lines; the lines under it do not); every row when absent */
  rowClickable?: (row: T) => boolean;
  tableTestId?: string;
  phone?: PhoneMode<T>;
  phoneColumns?: number;
  /** false: no header row (a label–value summary, whose first column names each row) */
  head?: boolean;
  /** the table's own look (a fixed layout in a narrow side panel) */
  tableSx?: SxProps<Theme>;
}

/** the columns a phone shows in the "hide" mode */
export function phoneColumnsOf<T>(columns: OperationColumn<T>[], phoneColumns = 2): OperationColumn<T>[] {
  return columns.some((c) => c.hideBelow) ? columns.filter((c) => !c.hideBelow) : columns.slice(0, phoneColumns);
}

const headSx = <T,>(c: OperationColumn<T>) => ({
  ...(c.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(c.hideBelow ? { display: { xs: 'none', [c.hideBelow]: 'table-cell' } } : {}),
});

const flat = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

const cellSx = <T,>(c: OperationColumn<T>, row: T): SxProps<Theme> =>
  [headSx(c), ...flat(c.sx), ...flat(c.cellSx?.(row))] as SxProps<Theme>;

/** a row's cells: a spanning cell stands for the columns it covers */
function cellsOf<T>(columns: OperationColumn<T>[], row: T) {
  const cells: { column: OperationColumn<T>; span?: number }[] = [];
  for (let i = 0; i < columns.length;) {
    const span = Math.max(1, Math.min(columns[i].span?.(row) ?? 1, columns.length - i));
    cells.push({ column: columns[i], span: span > 1 ? span : undefined });
    i += span;
  }
  return cells;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  onRow,
  rowTestId,
  rowData,
  rowSx,
  rowClickable,
  tableTestId,
  phone = 'hide',
  phoneColumns = 2,
  head = true,
  tableSx,
}: DataTableProps<T>) {
  // @mui/material's useTheme falls back to the default theme (a table outside the console's ThemeProvider)
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (narrow && typeof phone === 'function') return <Box data-testid={tableTestId}>{phone(rows)}</Box>;
  const hiding = narrow && phone === 'hide';
  const shown = hiding ? phoneColumnsOf(columns, phoneColumns) : columns;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={tableSx} data-testid={tableTestId}>
        {!hiding && head && (
          <TableHead>
            <TableRow>
              {shown.map((c) => (
                <TableCell key={c.key} align={c.align} padding={c.padding} sx={headSx(c)}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {rows.map((r) => {
            const click = onRow && (rowClickable?.(r) ?? true) ? () => onRow(r) : undefined;
            return (
              <TableRow
                key={rowKey(r)}
                hover={!!click}
                sx={[...flat(click ? { cursor: 'pointer' } : undefined), ...flat(rowSx?.(r))] as SxProps<Theme>}
                onClick={click}
                data-testid={typeof rowTestId === 'function' ? rowTestId(r) : rowTestId}
                {...rowData?.(r)}
              >
                {cellsOf(shown, r).map(({ column: c, span }) => (
                  <TableCell
                    key={c.key}
                    component={c.th ? 'th' : undefined}
                    scope={c.th ? 'row' : undefined}
                    align={c.align}
                    padding={c.padding}
                    colSpan={span}
                    sx={cellSx(c, r)}
                    title={c.title?.(r)}
                    data-testid={typeof c.testid === 'function' ? c.testid(r) : c.testid}
                  >
                    {c.render(r)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
