// @vitest-environment jsdom
/** The shared table of hand-written lists as rendered: columns as data (alignment, no-wrap, row test ids, narrow screens). */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, phoneColumnsOf, type OperationColumn } from '../../src/shell/ui/DataTable.tsx';
import { FieldTable } from '../../src/shell/ui/FieldTable.tsx';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const columns: OperationColumn<Row>[] = [
  { key: 'name', label: 'Name', nowrap: true, render: (r) => r.name },
  { key: 'amount', label: 'Amount', align: 'right', render: (r) => r.amount, testid: 'amount' },
  { key: 'domain', label: 'Domain', hideBelow: 'md', render: () => 'd' },
];

describe('DataTable', () => {
  it('draws the header and one row per record, with per-row test ids and data attributes', () => {
    render(
      <DataTable<Row>
        columns={columns}
        rows={[
          { id: 1, name: 'a', amount: '1.00' },
          { id: 2, name: 'b', amount: '2.00' },
        ]}
        rowKey={(r) => r.id}
        rowTestId={(r) => `row-${r.id}`}
        rowData={(r) => ({ 'data-state': r.id === 1 ? 'firing' : 'recovered' })}
        tableTestId="t"
        phone="scroll"
      />,
    );
    const table = screen.getByTestId('t');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount', 'Domain']);
    expect(screen.getByTestId('row-1').getAttribute('data-state')).toBe('firing');
    expect(within(screen.getByTestId('row-2')).getByTestId('amount').textContent).toBe('2.00');
    // money right-aligned as the hand-built tables had it
    expect(within(screen.getByTestId('row-2')).getByTestId('amount').className).toMatch(/alignRight/);
  });

  it('a phone in the "hide" mode keeps the columns without hideBelow, else the first ones', () => {
    expect(phoneColumnsOf(columns).map((c) => c.key)).toEqual(['name', 'amount']);
    const plain = columns.map(({ hideBelow: _, ...c }) => c);
    expect(phoneColumnsOf(plain, 1).map((c) => c.key)).toEqual(['name']);
  });

  it('a cell may span the columns after it for one row, with per-row cell test ids and no header', () => {
    render(
      <DataTable<Row>
        columns={[
          { key: 'name', label: 'Name', render: (r) => r.name, span: (r) => (r.id === 2 ? 2 : undefined) },
          { key: 'amount', label: 'Amount', render: (r) => r.amount, testid: (r) => `amount-${r.id}` },
        ]}
        rows={[
          { id: 1, name: 'a', amount: '1.00' },
          { id: 2, name: 'note across', amount: 'hidden' },
        ]}
        rowKey={(r) => r.id}
        rowTestId={(r) => `row-${r.id}`}
        tableTestId="t"
        head={false}
        phone="scroll"
      />,
    );
    expect(within(screen.getByTestId('t')).queryAllByRole('columnheader')).toEqual([]);
    expect(screen.getByTestId('amount-1').textContent).toBe('1.00');
    const cells = within(screen.getByTestId('row-2')).getAllByRole('cell');
    expect(cells.map((c) => [c.textContent, c.getAttribute('colspan')])).toEqual([['note across', '2']]);
  });
});

describe('FieldTable', () => {
  it('draws a summary as label–value rows, the labels row headers', () => {
    render(
      <FieldTable
        testid="f"
        fields={[
          { key: 'a', label: 'Name', value: '张三', testid: 'info-a' },
          { key: 'b', label: 'Email', value: 'a@b.c' },
        ]}
      />,
    );
    expect(
      within(screen.getByTestId('f'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email']);
    expect(screen.getByTestId('info-a').textContent).toBe('张三');
  });
});
