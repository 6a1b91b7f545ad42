// @vitest-environment jsdom
// The generated List for the real partners descriptor and the gadgets fixture: columns, states, permissions.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/api/errors.ts';
import { GeneratedList } from '../../../src/admin/resources/generate/index.ts';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';
import { gadgets } from '../../fixtures/descriptors.ts';
import { makeI18n, renderView, rowsServer } from './render.tsx';

const partners = descriptorByName.get('partners')!;
const t = (key: string) => makeI18n('zh').translate(key) as string;
const partnerRows = [
  {
    partner_id: 1,
    partner_name: 'Acme',
    partner_type: 'isv',
    contact_name: '张三',
    contact_phone: '123456',
    cooperation_state: 1,
    started_on: '2024-03-01',
    created_at: '2024-03-01T08:00:00Z',
  },
  {
    partner_id: 2,
    partner_name: 'Beta',
    partner_type: 'channel',
    contact_name: '李四',
    contact_phone: '654321',
    cooperation_state: 0,
    started_on: null,
    created_at: '2024-03-02T08:00:00Z',
  },
];

describe('partners list', () => {
  it('shows the descriptor columns in Chinese with localized choices, sorted as the descriptor says', async () => {
    const { calls } = renderView(partners, GeneratedList, { server: rowsServer(partnerRows) });
    await screen.findByText('Acme');
    for (const label of ['伙伴名称', '伙伴类型', '联系人', '联系电话', '合作状态', '合作开始日期', '创建时间']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('独立软件开发商')).toBeTruthy();
    expect(screen.getByText('已暂停')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/newopen/service/partner/page',
      method: 'GET',
      query: { page_num: 1, page_size: 10, sort_field: 'created_at', sort_order: 'DESC' },
    });
  });

  it('shows create, export, edit, delete and bulk selection to a user holding every button', async () => {
    renderView(partners, GeneratedList, { server: rowsServer(partnerRows) });
    await screen.findByText('Acme');
    expect(screen.getByLabelText(t('ra.action.create'))).toBeTruthy();
    expect(screen.getByLabelText(t('ra.action.export'))).toBeTruthy();
    for (const name of ['Acme', 'Beta']) {
      const row = screen.getByText(name).closest('tr')!;
      await waitFor(() => expect(within(row).getByLabelText(t('ra.action.edit'))).toBeTruthy());
      await waitFor(() => expect(within(row).getByLabelText(t('ra.action.delete'))).toBeTruthy());
    }
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(2);
  });

  it('hides create, export, edit, delete and bulk selection when canAccess denies those buttons', async () => {
    renderView(partners, GeneratedList, { server: rowsServer(partnerRows), buttons: ['query'] });
    await screen.findByText('Acme');
    expect(screen.queryByLabelText(t('ra.action.create'))).toBeNull();
    expect(screen.queryByLabelText(t('ra.action.export'))).toBeNull();
    expect(screen.queryByLabelText(t('ra.action.edit'))).toBeNull();
    expect(screen.queryByLabelText(t('ra.action.delete'))).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('queries with the trimmed filter bar values and shows the total', async () => {
    const { calls } = renderView(partners, GeneratedList, { server: rowsServer(partnerRows) });
    await screen.findByText('Acme');
    expect(screen.getByText('共 2 条')).toBeTruthy();
    const bar = screen.getByTestId('filter-bar');
    fireEvent.change(within(bar).getByLabelText('伙伴名称'), { target: { value: '  Acme ' } });
    fireEvent.click(within(bar).getByTestId('filter-query'));
    await waitFor(() => expect(calls.at(-1)!.query).toMatchObject({ partner_name: 'Acme', page_num: 1 }));
  });

  it('says 暂无数据 when there are no rows', async () => {
    renderView(partners, GeneratedList, { server: rowsServer([]) });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows the server message when the list fails', async () => {
    renderView(partners, GeneratedList, {
      server: () => {
        throw new ApiRequestError({ status: 500, code: 'INTERNAL', message: '服务器开小差了' });
      },
    });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
  });

  it('shows the no-permission state without calling the server when the menu is not granted', async () => {
    const { calls } = renderView(partners, GeneratedList, { server: rowsServer(partnerRows), buttons: null });
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('speaks English when the locale is en', async () => {
    renderView(partners, GeneratedList, { server: rowsServer(partnerRows), locale: 'en' });
    await screen.findByText('Acme');
    expect(screen.getAllByText('Partner name').length).toBeGreaterThan(0);
    expect(screen.getByText('ISV')).toBeTruthy();
  });
});

/** Opens a row's "more" menu (delete and row actions fold into it when there are two or more). */
async function openMore(row: HTMLElement) {
  fireEvent.click(await within(row).findByTestId('row-more'));
}

describe('fixture list (no TSX behind it)', () => {
  const rows = [
    {
      gadget_id: 1,
      gadget_name: 'Alpha',
      weight: 3,
      kind: 'small',
      active: true,
      cost: 9,
      created_at: '2024-01-01T00:00:00Z',
    },
    {
      gadget_id: 2,
      gadget_name: 'Bravo',
      weight: 5,
      kind: 'large',
      active: false,
      cost: 7,
      created_at: '2024-01-02T00:00:00Z',
    },
  ];

  it('never lists write-only fields and lists a permission field only to holders', async () => {
    renderView(gadgets, GeneratedList, { server: rowsServer(rows) });
    await screen.findByText('Alpha');
    expect(screen.getAllByText('成本').length).toBeGreaterThan(0);
    expect(screen.queryByText('口令')).toBeNull();
  });

  it('hides the permission column without its button', async () => {
    renderView(gadgets, GeneratedList, { server: rowsServer(rows), buttons: ['query', 'add'] });
    await screen.findByText('Alpha');
    expect(screen.queryByText('成本')).toBeNull();
  });

  it('shows row actions only on matching rows (`when`), folded with delete into the row\'s "more" menu, and toolbar actions to holders', async () => {
    renderView(gadgets, GeneratedList, { server: rowsServer(rows) });
    const alpha = (await screen.findByText('Alpha')).closest('tr')!;
    const bravo = screen.getByText('Bravo').closest('tr')!;
    expect(screen.getByRole('button', { name: '同步' })).toBeTruthy();
    expect(within(alpha).queryByRole('button', { name: '停用' })).toBeNull();
    await openMore(alpha);
    expect(await screen.findByRole('button', { name: '停用' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '启用' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: '停用' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '停用' })).toBeNull());
    await openMore(bravo);
    expect(await screen.findByRole('button', { name: '启用' })).toBeTruthy();
  });

  it('hides custom actions whose permission is not granted', async () => {
    renderView(gadgets, GeneratedList, { server: rowsServer(rows), buttons: ['query'] });
    await screen.findByText('Alpha');
    expect(screen.queryByRole('button', { name: '停用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '同步' })).toBeNull();
  });

  it('asks before a destructive row action and then calls its operation', async () => {
    const { calls } = renderView(gadgets, GeneratedList, { server: rowsServer(rows) });
    const alpha = (await screen.findByText('Alpha')).closest('tr')!;
    await openMore(alpha);
    (await screen.findByRole('button', { name: '停用' })).click();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要对该记录执行「停用」吗？')).toBeTruthy();
    within(dialog)
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/newopen/service/gadget/disable/1' && c.method === 'PUT')).toBe(true),
    );
  });

  it('runs a non-destructive toolbar action at once with its payload', async () => {
    const { calls } = renderView(gadgets, GeneratedList, { server: rowsServer(rows) });
    (await screen.findByRole('button', { name: '同步' })).click();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/newopen/service/gadget/sync')).toMatchObject({
        method: 'POST',
        body: { full: true },
      }),
    );
  });
});
