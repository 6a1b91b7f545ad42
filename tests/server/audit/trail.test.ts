/** The audit trail records changes made through the API, in the change's own transaction (issue 23, item 11). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
const call = (method: string, url: string, body?: unknown, ticket = admin) =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket, 'x-request-id': 'audit-test-1' } });

const rows = (objectType: string, objectId?: string) => {
  let q = t.deps.db.selectFrom('audit_log').selectAll().where('object_type', '=', objectType);
  if (objectId !== undefined) q = q.where('object_id', '=', objectId);
  return q.orderBy('seq').execute();
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t.dispose(); });

describe('a generic resource', () => {
  it('records create, update and delete with who, where, which operation and the fields before and after', async () => {
    const created = await call('POST', '/newopen/service/partner', { partner_name: '审计伙伴', partner_type: 'isv' });
    expect(created.statusCode, created.body).toBe(200);
    const id = String(created.json().data.partner_id);
    expect((await call('PUT', '/newopen/service/partner', { partner_id: Number(id), partner_name: '审计伙伴二', partner_type: 'isv' })).statusCode).toBe(200);
    expect((await call('DELETE', `/newopen/service/partner/${id}`)).statusCode).toBe(200);

    const [ins, upd, del] = await rows('partners', id);
    expect(ins).toMatchObject({ action: 'insert', operation_id: 'partnerCreate', actor_name: 'admin', request_id: 'audit-test-1', before: null });
    expect(ins.actor_roles).toContain('super_admin');
    expect(ins.client_ip).toBe('127.0.0.1');
    expect((ins.after as any).partner_name).toBe('审计伙伴');
    expect(upd).toMatchObject({ action: 'update', operation_id: 'partnerUpdate' });
    expect((upd.before as any).partner_name).toBe('审计伙伴');
    expect((upd.after as any).partner_name).toBe('审计伙伴二');
    expect(Object.keys(upd.after as object)).not.toContain('partner_type');
    expect(del).toMatchObject({ action: 'delete', operation_id: 'partnerDelete', after: null });
    expect((del.before as any).partner_name).toBe('审计伙伴二');
    expect(del.seq).toBeGreaterThan(upd.seq);
  });

  it('records nothing for reads and nothing for a refused change', async () => {
    const before = await t.deps.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    await call('GET', '/newopen/service/partner/page');
    const refused = await call('POST', '/newopen/service/partner', { partner_name: '', partner_type: 'isv' });
    expect(refused.statusCode).toBe(400);
    const after = await t.deps.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
