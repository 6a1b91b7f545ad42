// The generic dataProvider against the real app: partners CRUD, filters, uniqueness and errors end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

// the request wrapper keeps the ticket in localStorage; node has none, so the test brings a small one
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  },
});

const { configureApi } = await import('../../../src/api/client.ts');
const { saveSession } = await import('../../../src/api/session.ts');
const { createDataProvider } = await import('../../../src/admin/resources/dataProvider.ts');

let app: TestApp;
const dp = createDataProvider();

beforeAll(async () => {
  app = await startTestApp();
  const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
  configureApi({ baseUrl: address });
  saveSession(await app.login('admin'));
});
afterAll(async () => {
  configureApi({ baseUrl: '' });
  await app?.dispose();
});

describe('partners through the generic dataProvider', () => {
  let id: number;

  it('creates, reads, pages with filters, updates and deletes', async () => {
    const created = await dp.create('partners', {
      data: {
        partner_name: 'Gen Test Co',
        partner_type: 'isv',
        cooperation_state: 1,
        contact_name: '',
        created_at: 'ignored',
      },
    });
    id = created.data.id as number;
    expect(created.data).toMatchObject({ partner_name: 'Gen Test Co', contact_name: null });

    const one = await dp.getOne('partners', { id });
    expect(one.data).toMatchObject({ id, partner_id: id, partner_type: 'isv' });

    const page = await dp.getList('partners', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { partner_name: ' gen test ', partner_type: 'isv' },
    });
    expect(page.data.map((r) => r.id)).toContain(id);
    expect(page.total).toBeGreaterThanOrEqual(1);

    const updated = await dp.update('partners', {
      id,
      data: { ...one.data, remark: 'updated' },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ id, remark: 'updated' });

    expect(await dp.checkUnique('partners', { field: 'partner_name', value: 'Gen Test Co' })).toBe(false);
    expect(await dp.checkUnique('partners', { field: 'partner_name', value: 'Gen Test Co', excludeId: id })).toBe(true);
  });

  it('a duplicate name comes back as a form error on partner_name', async () => {
    const err = await dp
      .create('partners', { data: { partner_name: 'Gen Test Co', partner_type: 'isv', cooperation_state: 1 } })
      .catch((e) => e);
    expect(err.status).toBe(409);
    expect(Object.keys(err.body.errors)).toContain('partner_name');
  });

  it('server validation errors come back per field', async () => {
    const err = await dp
      .create('partners', {
        data: { partner_name: 'Bad Mail Co', partner_type: 'isv', cooperation_state: 1, email: 'nope' },
      })
      .catch((e) => e);
    expect(err.status).toBe(400);
    expect(Object.keys(err.body.errors)).toContain('email');
  });

  it('deletes', async () => {
    await dp.delete('partners', { id, previousData: { id } });
    const err = await dp.getOne('partners', { id }).catch((e) => e);
    expect(err.status).toBe(404);
  });
});
