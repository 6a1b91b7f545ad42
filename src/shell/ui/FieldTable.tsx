/**
 * A record's summary as label–value rows (the user's details, an enterprise's authentication, a work order's
 * request): the shared table without a header, its labels row headers in the secondary colour. One component for
 * every such summary, so none draws a table of its own.
 */
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DataTable, type OperationColumn } from './DataTable.tsx';

export interface Field {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** the value cell's data-testid */
  testid?: string;
}

export function FieldTable({
  fields,
  labelWidth = 180,
  valueSx,
  testid,
}: {
  fields: Field[];
  /** the label column's width (a number of px, or per breakpoint) */
  labelWidth?: number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number | string>>;
  /** the value cells' look (long codes that may break anywhere) */
  valueSx?: SxProps<Theme>;
  testid?: string;
}) {
  const columns: OperationColumn<Field>[] = [
    { key: 'label', label: '', th: true, render: (f) => f.label, sx: { width: labelWidth, color: 'text.secondary' } },
    { key: 'value', label: '', render: (f) => f.value, sx: valueSx, testid: (f) => f.testid },
  ];
  return (
    <DataTable<Field>
      columns={columns}
      rows={fields}
      rowKey={(f) => f.key}
      tableTestId={testid}
      head={false}
      phone="scroll"
    />
  );
}
