// @vitest-environment jsdom
/** The generic list parts as rendered: pagination (total text, size change back to page 1, jumper) and the query bar. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import type { ReactNode } from 'react';
import { messages } from '../../src/app/i18n/all.ts';
import { TablePagination } from '../../src/admin/ui/TablePagination.tsx';
import { QueryFilterBar } from '../../src/admin/ui/QueryFilterBar.tsx';
import { ShellBridge } from '../../src/admin/ShellBridge.tsx';

const i18n = polyglotI18nProvider(() => messages.zh, 'zh', [], { allowMissing: true });

function inList(children: ReactNode, over: Partial<ListControllerResult> = {}) {
  const list = {
    page: 3,
    perPage: 10,
    total: 95,
    setPage: vi.fn(),
    setPerPage: vi.fn(),
    setFilters: vi.fn(),
    filterValues: {},
    data: [],
    isPending: false,
    isLoading: false,
    ...over,
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={i18n} store={memoryStore()}>
      <ShellBridge>
        <ListContextProvider value={list}>{children}</ListContextProvider>
      </ShellBridge>
    </AdminContext>,
  );
  return list;
}

describe('TablePagination', () => {
  it('shows the total in Chinese and the ten-per-page default', () => {
    inList(<TablePagination />);
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 95 条');
    expect(screen.getByTestId('pagination-size').textContent).toContain('10');
  });

  it('goes back to page 1 when the page size changes', () => {
    const list = inList(<TablePagination />);
    fireEvent.mouseDown(within(screen.getByTestId('pagination-size')).getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: /30/ }));
    expect(list.setPerPage).toHaveBeenCalledWith(30);
    expect(list.setPage).toHaveBeenCalledWith(1);
  });

  it('jumps to a typed page, clamped to the last one', () => {
    const list = inList(<TablePagination />);
    const jump = screen.getByTestId('pagination-jump');
    fireEvent.change(jump, { target: { value: '99' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(list.setPage).toHaveBeenLastCalledWith(10);
  });

  it('renders nothing for an empty list (the table shows 暂无数据)', () => {
    inList(<TablePagination />, { total: 0 });
    expect(screen.queryByTestId('table-pagination')).toBeNull();
  });
});

describe('QueryFilterBar', () => {
  it('applies trimmed values on query, back to page 1, and clears them on reset', () => {
    const list = inList(<QueryFilterBar fields={[{ kind: 'text', source: 'partner_name', label: '伙伴名称' }]} />);
    fireEvent.change(screen.getByLabelText('伙伴名称'), { target: { value: '  云启  ' } });
    fireEvent.click(screen.getByTestId('filter-query'));
    expect(list.setFilters).toHaveBeenLastCalledWith({ partner_name: '云启' }, {});
    expect(list.setPage).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(list.setFilters).toHaveBeenLastCalledWith({}, {});
    expect((screen.getByLabelText('伙伴名称') as HTMLInputElement).value).toBe('');
  });
});
