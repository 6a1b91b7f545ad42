/**
 * Issue 23, finding 4: user sources (directory endpoints, account-name prefixes) are the platform's: only platform
 * admins read or write them, whatever a role grants; the built-in provider and enterprise admin roles no longer
 * carry them (seed/roles.ts); and an enterprise account registered without any
 * review holds no menu that shows another tenant's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { loadSpecs } from '../../../src/server/openapi/load.ts';
import { SCHEMAS_DIR } from '../../../src/server/app.ts';
import type { PermissionItem } from '../../../src/server/auth/permissions.ts';
import { createUser, ticketOf } from '../auth/fixtures.ts';
import { registerUser } from '../accounts/fixtures.ts';

let t: TestApp;
let sourceId: number;
const call = (method: string, url: string, ticket: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ticket },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await startTestApp();
  sourceId = (
    (await t.deps.db
      .insertInto('user_sources' as any)
      .values({
        source_name: 'Tenant1 Secret LDAP',
        source_code: 'tenant1ldap',
        source_type: 'ldap',
        account_prefix: 'tnt1_',
        state: 1,
      })
      .returning('user_source_id' as any)
      .executeTakeFirstOrThrow()) as any
  ).user_source_id;
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

const userSourceCalls = () =>
  [
    ['GET', '/openauthor/v1/user_source/page'],
    ['GET', '/openauthor/v1/user_source/list'],
    ['GET', `/openauthor/v1/user_source/${sourceId}`],
    [
      'POST',
      '/openauthor/v1/user_source',
      { source_name: 'Mine', source_code: 'mine', source_type: 'ldap', account_prefix: 'mine_' },
    ],
    [
      'PUT',
      '/openauthor/v1/user_source',
      { user_source_id: sourceId, source_name: 'Taken over', source_code: 'tenant1ldap', source_type: 'ldap' },
    ],
    ['DELETE', `/openauthor/v1/user_source/${sourceId}`],
  ] as [string, string, unknown?][];

async function menusOf(ticket: string): Promise<Set<string>> {
  const tree: PermissionItem[] = (await call('GET', '/openauthor/v1/get_user_role_resource_tree', ticket)).json().data;
  const codes = new Set<string>();
  const walk = (items: PermissionItem[]) =>
    items.forEach((i) => {
      if (i.type === 1 && i.menuCode) codes.add(i.menuCode);
      walk(i.children);
    });
  walk(tree);
  return codes;
}

describe('user sources', () => {
  it('answer 403 to the provider and the enterprise admin on every operation, and change nothing', async () => {
    for (const who of ['provider', 'enterprise']) {
      const ticket = await t.login(who);
      expect((await menusOf(ticket)).has('userSource'), who).toBe(false);
      for (const [method, url, body] of userSourceCalls()) {
        expect((await call(method, url, ticket, body)).statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    const row = await t.deps.db
      .selectFrom('user_sources' as any)
      .select('source_name' as any)
      .where('user_source_id' as any, '=', sourceId)
      .executeTakeFirstOrThrow();
    expect((row as any).source_name).toBe('Tenant1 Secret LDAP');
  });

  it('answer 403 even to a role that grants the menu, unless its holder is a platform admin', async () => {
    const { db } = t.deps;
    const granted = await db
      .selectFrom('resources as r')
      .leftJoin('resources as p', 'p.resource_id', 'r.parent_id')
      .select('r.resource_id')
      .where((eb) => eb.or([eb('r.code', '=', 'userSource'), eb('p.code', '=', 'userSource')]))
      .execute();
    const role = await db
      .insertInto('roles')
      .values({ role_code: 'sources_editor', role_name: 'Sources editor', built_in: 0 })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_resources')
      .values(granted.map((g) => ({ role_id: role.role_id, resource_id: g.resource_id })))
      .execute();
    const tenant = await createUser(t, 'ps-tenant-user');
    const platform = await createUser(t, 'ps-platform-admin', { user_type: 1 });
    for (const u of [tenant, platform])
      await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
    const tenantTicket = await ticketOf(t, tenant);
    expect((await call('GET', '/openauthor/v1/user_source/list', tenantTicket)).statusCode).toBe(403);
    expect((await call('GET', '/openauthor/v1/is_resource_check?menu_code=userSource', tenantTicket)).json().data).toBe(
      false,
    );
    expect((await menusOf(tenantTicket)).has('userSource')).toBe(false);
    const platformTicket = await ticketOf(t, platform);
    expect((await call('GET', '/openauthor/v1/user_source/list', platformTicket)).statusCode).toBe(200);
    expect((await call('GET', '/openauthor/v1/user_source/list', await t.login('admin'))).statusCode).toBe(200);
  });
});

describe('an enterprise account registered without review', () => {
  it("holds no menu whose lists show another tenant's rows", async () => {
    const user = await registerUser(t, 'psEntNew', { account_type: 2 });
    const ticket = await t.login(user.user_name, user.md5);
    const menus = await menusOf(ticket);
    expect(menus.has('enterpriseData') || menus.has('signingView')).toBe(true);
    expect(menus.has('userSource')).toBe(false);
    // what only the demo enterprise and the platform have: none of it may reach this account
    const ent = await t.deps.db
      .selectFrom('enterprises as e')
      .innerJoin('users as u', 'u.enterprise_id', 'e.enterprise_id')
      .select('e.enterprise_name')
      .where('u.user_name', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    const markers = [ent.enterprise_name, 'DEMO2026', 'CC-RD', 'ent_operator', 'Tenant1 Secret LDAP', 'tnt1_'];
    const reads = loadSpecs(SCHEMAS_DIR).operations.filter(
      (op) => op.method === 'get' && !op.path.includes('{') && menus.has(op.permission.split('|')[0].split(':')[0]),
    );
    expect(reads.length).toBeGreaterThan(10);
    let answered = 0;
    for (const op of reads) {
      const res = await call('GET', op.path, ticket);
      expect(res.statusCode, `${op.operationId}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode !== 200) continue;
      answered++;
      for (const m of markers) expect(res.body.includes(m), `${op.operationId} shows ${m}`).toBe(false);
    }
    expect(answered).toBeGreaterThan(10);
  });
});
