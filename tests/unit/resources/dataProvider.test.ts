// @vitest-environment jsdom
// The generic dataProvider: descriptor in -> the exact requests out, over real HTTP through the request wrapper.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/api/client.ts';
import { createDataProvider, type DescriptorDataProvider } from '../../../src/admin/resources/dataProvider.ts';
import { operationIndex, type OperationRoute } from '../../../src/admin/resources/operations.ts';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';
import { gadgetOperations, gadgets } from '../../fixtures/descriptors.ts';
import { fail, ok, startRecorder, type Recorder } from './recorder.ts';

let server: Recorder;
let dp: DescriptorDataProvider;

beforeAll(async () => {
  server = await startRecorder();
  configureApi({ baseUrl: server.origin });
  dp = createDataProvider({
    descriptors: new Map([...descriptorByName, [gadgets.name, gadgets]]),
    operations: new Map([...operationIndex, ...(gadgetOperations as unknown as [string, OperationRoute][])]),
  });
});
afterAll(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  server.respond(() => ok(null));
  localStorage.clear();
});

const partner = {
  partner_id: 7,
  partner_name: 'Acme',
  partner_type: 'isv',
  cooperation_state: 1,
  created_at: '2024-01-02T00:00:00Z',
};

describe('reads', () => {
  it('getList sends page, sort and the declared filters (trimmed, empties dropped) and reads {list,total}', async () => {
    server.respond(() => ok({ list: [partner], total: 31, page_num: 2, page_size: 20 }));
    const result = await dp.getList('partners', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'startedOn', order: 'ASC' },
      filter: {
        partner_name: '  Acme ',
        partner_type: '',
        contact_name: null,
        cooperation_state: 0,
        started_on_start: '2024-01-01',
        q: 'x',
      },
    });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: '/newopen/service/partner/page',
      query: {
        page_num: '2',
        page_size: '20',
        sort_field: 'started_on',
        sort_order: 'ASC',
        partner_name: 'Acme',
        cooperation_state: '0',
        started_on_start: '2024-01-01',
      },
    });
    expect(Object.keys(server.calls[0].query).sort()).toEqual([
      'cooperation_state',
      'page_num',
      'page_size',
      'partner_name',
      'sort_field',
      'sort_order',
      'started_on_start',
    ]);
    expect(result).toEqual({ data: [{ ...partner, id: 7 }], total: 31 });
  });

  it("a page asked for early (the console's boot) is what the list's own getList for that page gets, once", async () => {
    server.respond(() => ok({ list: [partner], total: 1 }));
    dp.prefetchList('partners', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(server.calls).toHaveLength(0); // asked, not yet answered
    await new Promise((done) => setTimeout(done, 50));
    expect(server.calls).toHaveLength(1);
    // the same wire request in react-admin's shape (no filter at all): no second call
    const first = await dp.getList('partners', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
    } as never);
    expect(first).toEqual({ data: [{ ...partner, id: 7 }], total: 1 });
    expect(server.calls).toHaveLength(1);
    // taken once: a refresh asks the server again, and so does another page
    await dp.getList('partners', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    dp.prefetchList('partners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } });
    await dp.getList('partners', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(server.calls.map((c) => c.query.page_num)).toEqual(['1', '1', '1', '2']);
  });

  it('an early page that failed fails the list that takes it, with the server message', async () => {
    server.respond(() => fail(500, 'SERVER_ERROR', 'boom'));
    dp.prefetchList('partners', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } });
    await expect(
      dp.getList('partners', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'boom' });
    expect(server.calls).toHaveLength(1);
  });

  it('sends the console headers with the ticket', async () => {
    localStorage.setItem('Access-Token', JSON.stringify({ value: 'tkt', expires: Date.now() + 60_000 }));
    server.respond(() => ok({ list: [], total: 0, page_num: 1, page_size: 10 }));
    await dp.getList('partners', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(server.calls[0].headers).toMatchObject({ ticket: 'tkt', 'api-version': 'v1', language: 'zh' });
    expect(server.calls[0].query).toMatchObject({ sort_field: 'partner_id', sort_order: 'DESC' });
  });

  it('a range filter given as {start, end} becomes <field>_start / <field>_end', async () => {
    server.respond(() => ok({ list: [], total: 0, page_num: 1, page_size: 10 }));
    await dp.getList('partners', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { started_on: { start: '2024-01-01', end: ' ' } },
    });
    expect(server.calls[0].query).toMatchObject({ started_on_start: '2024-01-01' });
    expect(server.calls[0].query).not.toHaveProperty('started_on_end');
  });

  it('getOne puts the key in the path and sets id', async () => {
    server.respond(() => ok(partner));
    const { data } = await dp.getOne('partners', { id: 7 });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /newopen/service/partner/7']);
    expect(data.id).toBe(7);
  });

  it('getMany reads the `all` list once and keeps the asked ids', async () => {
    server.respond(() => ok([partner, { ...partner, partner_id: 8 }, { ...partner, partner_id: 9 }]));
    const { data } = await dp.getMany('partners', { ids: [7, 9] });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /newopen/service/partner/list']);
    expect(data.map((r) => r.id)).toEqual([7, 9]);
  });

  it('getManyReference filters the page by the target field', async () => {
    server.respond(() => ok({ list: [], total: 0, page_num: 1, page_size: 5 }));
    await dp.getManyReference('gadgets', {
      target: 'partner_id',
      id: 7,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'gadget_name', order: 'ASC' },
      filter: {},
    });
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: '/newopen/service/gadget/page',
      query: { partner_id: '7', page_size: '5', sort_field: 'gadget_name' },
    });
  });

  it('the picker list (meta.operation all) matches undeclared filters locally', async () => {
    server.respond(() => ok([partner, { ...partner, partner_id: 8, partner_name: 'Beta', contact_name: 'Li' }]));
    const { data, total } = await dp.getList('partners', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { partner_name: 'acm', contact_name: 'li' },
      meta: { operation: 'all' },
    });
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: '/newopen/service/partner/list',
      query: { partner_name: 'acm' },
    });
    expect(server.calls[0].query).not.toHaveProperty('contact_name');
    expect(data.map((r) => r.id)).toEqual([8]);
    expect(total).toBe(1);
  });
});

describe('writes', () => {
  it('create sends only writable fields', async () => {
    server.respond((req) => ok({ ...(req.body as object), partner_id: 12 }));
    const { data } = await dp.create('partners', {
      data: {
        id: 99,
        partner_id: 99,
        partner_name: 'New',
        partner_type: 'isv',
        cooperation_state: 1,
        created_at: 'x',
        created_by: 1,
        contact_name: '',
        extra: 'no',
      },
    });
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: '/newopen/service/partner' });
    expect(server.calls[0].body).toEqual({
      partner_name: 'New',
      partner_type: 'isv',
      cooperation_state: 1,
      contact_name: null,
    });
    expect(data.id).toBe(12);
  });

  it('update sends the key plus writable fields; an empty write-only field is left out', async () => {
    server.respond((req) => ok({ ...(req.body as object), gadget_name: 'G', created_at: 'now' }));
    const { data } = await dp.update('gadgets', {
      id: 5,
      data: {
        id: 5,
        gadget_id: 5,
        gadget_name: 'G',
        weight: 3,
        partner_name: 'virtual',
        secret: '',
        created_at: 'old',
      },
      previousData: { id: 5 },
    });
    expect(server.calls[0]).toMatchObject({ method: 'PUT', path: '/newopen/service/gadget' });
    expect(server.calls[0].body).toEqual({ gadget_id: 5, gadget_name: 'G', weight: 3 });
    expect(data).toMatchObject({ id: 5, created_at: 'now' });
  });

  it('delete and deleteMany call DELETE <api>/<id> per record', async () => {
    await dp.delete('partners', { id: 3, previousData: { id: 3 } });
    await dp.deleteMany('partners', { ids: [4, 5] });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /newopen/service/partner/3',
      'DELETE /newopen/service/partner/4',
      'DELETE /newopen/service/partner/5',
    ]);
  });

  it('updateMany updates one record at a time and stops at the first failure', async () => {
    server.respond((req) =>
      (req.body as { gadget_id: number }).gadget_id === 2 ? fail(409, 'INVALID_STATE', 'in use') : ok(req.body),
    );
    await expect(dp.updateMany('gadgets', { ids: [1, 2, 3], data: { kind: 'small' } })).rejects.toMatchObject({
      status: 409,
    });
    expect(server.calls.map((c) => c.body)).toEqual([
      { gadget_id: 1, kind: 'small' },
      { gadget_id: 2, kind: 'small' },
    ]);
  });
});

describe('errors', () => {
  it('field errors become react-admin form errors next to their fields', async () => {
    server.respond(() =>
      fail(400, 'VALIDATION_FAILED', '参数校验失败', [{ field: 'partner_name', message: '不能为空' }]),
    );
    const err = await dp.create('partners', { data: { partner_name: '' } }).catch((e) => e);
    expect(err).toMatchObject({ status: 400, message: '参数校验失败' });
    expect(err.body.errors).toEqual({ partner_name: '不能为空', root: { serverError: '参数校验失败' } });
  });

  it('409 DUPLICATE lands on its field too', async () => {
    server.respond(() =>
      fail(409, 'DUPLICATE', '伙伴名称已存在', [{ field: 'partner_name', message: '伙伴名称已存在' }]),
    );
    const err = await dp
      .update('partners', { id: 1, data: { partner_name: 'Acme' }, previousData: { id: 1 } })
      .catch((e) => e);
    expect(err.status).toBe(409);
    expect(err.body.code).toBe('DUPLICATE');
    expect(err.body.errors.partner_name).toBe('伙伴名称已存在');
  });

  it('other failures keep the server message and code, without form errors', async () => {
    server.respond(() => fail(403, 'NO_PERMISSION', '没有权限'));
    const err = await dp.delete('partners', { id: 1 }).catch((e) => e);
    expect(err).toMatchObject({ status: 403, message: '没有权限', body: { code: 'NO_PERMISSION' } });
    expect(err.body.errors).toBeUndefined();
  });
});

describe('custom actions', () => {
  it('row action: id in the path placeholder, payload as body', async () => {
    await dp.action('gadgets', 'enable', { id: 4 });
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/newopen/service/gadget/4/enable',
      body: { active: true },
    });
  });

  it('row action on a path without a placeholder appends the id', async () => {
    await dp.action('gadgets', 'disable', { id: 4 });
    expect(server.calls[0]).toMatchObject({ method: 'PUT', path: '/newopen/service/gadget/disable/4' });
  });

  it('bulk action with idIn body sends all ids in one call', async () => {
    await dp.action('gadgets', 'archive', { ids: [1, 2] });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/newopen/service/gadget/archive',
      body: { ids: [1, 2] },
    });
  });

  it('bulk action with idIn query calls once per id with the key in the query', async () => {
    await dp.action('gadgets', 'recount', { ids: [1, 2] });
    expect(server.calls.map((c) => [c.path, c.query])).toEqual([
      ['/newopen/service/gadget/recount', { gadget_id: '1' }],
      ['/newopen/service/gadget/recount', { gadget_id: '2' }],
    ]);
  });

  it('toolbar action merges caller data over the fixed payload', async () => {
    await dp.action('gadgets', 'sync', { data: { since: '2024-01-01' } });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/newopen/service/gadget/sync',
      body: { full: true, since: '2024-01-01' },
    });
  });

  it('checkUnique asks the generic check with the record to exclude', async () => {
    server.respond(() => ok(false));
    const free = await dp.checkUnique('partners', { field: 'partner_name', value: 'Acme', excludeId: 3 });
    expect(free).toBe(false);
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: '/newopen/service/resource/check_unique',
      query: { resource: 'partners', field: 'partner_name', value: 'Acme', exclude_id: '3' },
    });
  });
});
