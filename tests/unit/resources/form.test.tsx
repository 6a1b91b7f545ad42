// @vitest-environment jsdom
// The generated Create/Edit: inputs by type, client-side checks mirroring the server, uniqueness, server errors.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeneratedCreate, GeneratedEdit } from '../../../src/admin/resources/generate/index.ts';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';
import { gadgets } from '../../fixtures/descriptors.ts';
import { fieldError, makeI18n, renderView, rowsServer } from './render.tsx';

const partners = descriptorByName.get('partners')!;
const t = (key: string) => makeI18n('zh').translate(key) as string;
const save = () => fireEvent.click(screen.getByRole('button', { name: t('ra.action.save') }));
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('partners create', () => {
  it('renders an input per form field with the descriptor default', async () => {
    renderView(partners, GeneratedCreate, { server: rowsServer([]) });
    for (const label of [/伙伴名称/, /联系人/, /联系电话/, /邮箱/, /合作开始日期/, /备注/]) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('合作中')).toBeTruthy();
  });

  it('shows required and pattern messages next to the fields and sends nothing', async () => {
    const { calls } = renderView(partners, GeneratedCreate, { server: rowsServer([]) });
    fireEvent.change(await screen.findByLabelText(/邮箱/), { target: { value: 'not-an-email' } });
    save();
    expect(await screen.findByText('请填写伙伴名称')).toBeTruthy();
    expect(screen.getByText('请填写伙伴类型')).toBeTruthy();
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('checks uniqueness while typing (debounced) through checkUnique', async () => {
    const { calls } = renderView(partners, GeneratedCreate, { server: rowsServer([]) });
    const name = await screen.findByLabelText(/伙伴名称/);
    fireEvent.change(name, { target: { value: 'Taken' } });
    fireEvent.blur(name);
    expect(await screen.findByText('伙伴名称已存在，请换一个', undefined, { timeout: 3000 })).toBeTruthy();
    const checks = calls.filter((c) => c.url.endsWith('/check_unique'));
    expect(checks).toHaveLength(1);
    expect(checks[0].query).toMatchObject({
      resource: 'partners',
      field: 'partner_name',
      value: 'Taken',
      exclude_id: undefined,
    });
  });

  it('puts a server field error under its input', async () => {
    renderView(partners, GeneratedCreate, {
      server: (opts) => {
        if (opts.url.endsWith('/check_unique')) return true;
        if (opts.method === 'POST') throw fieldError('contact_name', '联系人已被其他伙伴使用');
        return null;
      },
    });
    fireEvent.change(await screen.findByLabelText(/伙伴名称/), { target: { value: 'Acme' } });
    fireEvent.mouseDown(screen.getByLabelText(/伙伴类型/));
    fireEvent.click(await screen.findByRole('option', { name: '渠道伙伴' }));
    fireEvent.change(screen.getByLabelText(/联系人/), { target: { value: '张三' } });
    save();
    expect(await screen.findByText('联系人已被其他伙伴使用', undefined, { timeout: 3000 })).toBeTruthy();
  });
});

describe('partners edit', () => {
  it('loads the record, excludes it from the uniqueness check and sends key + writable fields', async () => {
    const row = {
      partner_id: 5,
      partner_name: 'Acme',
      partner_type: 'isv',
      cooperation_state: 1,
      created_at: '2024-01-01T00:00:00Z',
      created_by: 1,
    };
    const { calls } = renderView(partners, () => <GeneratedEdit id={5} />, {
      server: (opts) => (opts.url.endsWith('/check_unique') ? true : opts.method === 'GET' ? row : opts.body),
    });
    const name = await screen.findByDisplayValue('Acme');
    fireEvent.change(name, { target: { value: 'Acme 2' } });
    fireEvent.blur(name);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/check_unique'))).toBe(true), { timeout: 3000 });
    expect(calls.find((c) => c.url.endsWith('/check_unique'))!.query).toMatchObject({ value: 'Acme 2', exclude_id: 5 });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 3000 });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/newopen/service/partner');
    expect(put.body).toMatchObject({
      partner_id: 5,
      partner_name: 'Acme 2',
      partner_type: 'isv',
      cooperation_state: 1,
    });
    expect(put.body).not.toHaveProperty('created_at');
    expect(put.body).not.toHaveProperty('id');
  });

  it('shows the server message when the record cannot be loaded', async () => {
    renderView(partners, () => <GeneratedEdit id={5} />, {
      server: () => {
        throw fieldError('x', '记录不存在');
      },
    });
    expect(await screen.findByText('记录不存在')).toBeTruthy();
  });
});

describe('fixture create (no TSX behind it)', () => {
  it('renders inputs by type: number, select, switch, json, tree, reference', async () => {
    const { calls } = renderView(gadgets, GeneratedCreate, {
      menus: ['partnersManage'],
      server: rowsServer([
        { gadget_id: 1, gadget_name: 'Root', parent_id: null },
        { gadget_id: 2, gadget_name: 'Leaf', parent_id: 1 },
      ]),
    });
    expect((await screen.findByLabelText(/重量/)).getAttribute('type')).toBe('number');
    expect(screen.getByLabelText(/启用/).getAttribute('type')).toBe('checkbox');
    expect(input(/规格/).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/合作伙伴/).getAttribute('role')).toBe('combobox');
    await waitFor(() => expect(calls.some((c) => c.url === '/newopen/service/gadget/list')).toBe(true));
    await waitFor(() => {
      fireEvent.mouseDown(screen.getByLabelText(/上级部件/));
      expect(screen.getByRole('option', { name: 'Root' })).toBeTruthy();
    });
    // children are indented under their parent
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['（无）', 'Root', '\u3000Leaf']);
  });

  it('mirrors the server limits: number bounds, pattern message, max length, JSON', async () => {
    renderView(gadgets, GeneratedCreate, { server: rowsServer([]) });
    fireEvent.change(await screen.findByLabelText(/重量/), { target: { value: '101' } });
    fireEvent.change(input(/部件名称/), { target: { value: '1abc' } });
    fireEvent.change(input(/备注/), { target: { value: 'x'.repeat(201) } });
    fireEvent.change(input(/规格/), { target: { value: '{bad' } });
    save();
    expect(await screen.findByText('重量不能大于 100')).toBeTruthy();
    expect(screen.getByText('以字母开头，只含字母数字空格')).toBeTruthy();
    expect(screen.getByText('备注不能超过 200 个字符')).toBeTruthy();
    expect(screen.getByText('请输入合法的 JSON')).toBeTruthy();
  });

  it('hides a permission field from users without its button', async () => {
    renderView(gadgets, GeneratedCreate, { server: rowsServer([]), buttons: ['query', 'add'] });
    await screen.findByLabelText(/重量/);
    expect(screen.queryByLabelText(/成本/)).toBeNull();
  });

  it('hides a picker whose list the user may not read (no menu of the referenced resource) and never asks for it', async () => {
    const { calls } = renderView(gadgets, GeneratedCreate, { server: rowsServer([]) });
    await screen.findByLabelText(/重量/);
    expect(screen.queryByLabelText(/合作伙伴/)).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/newopen/service/partner'))).toBe(false);
  });

  it('shows no form without the create permission', async () => {
    renderView(gadgets, GeneratedCreate, { server: rowsServer([]), buttons: ['query'] });
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.queryByLabelText(/重量/)).toBeNull();
  });
});
