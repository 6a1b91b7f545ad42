/**
 * An install seeded before the authorization server (migration 0160) gets the agent screens' menus when it is
 * migrated: the user's authorized applications for every built-in role, the admin's agent access (with its edit
 * button) for the super admin (migration 0185). The database is taken back to before 0160 — no OAuth tables, no
 * such menus, neither migration recorded — and the real migrator brings it forward.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from '../apps/fixtures.ts';
import { migrate } from '../../../src/server/db/index.ts';
import { up } from '../../../src/server/db/migrations/0185_agent_menus.ts';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
});

const CODES = ['authorizedApps', 'agentAccess'];

/** role code → `type:code` of the agent menus and their buttons the role holds */
async function grants() {
  const rows = await t.deps.db
    .selectFrom('role_resources as rr')
    .innerJoin('roles as r', 'r.role_id', 'rr.role_id')
    .innerJoin('resources as res', 'res.resource_id', 'rr.resource_id')
    .leftJoin('resources as m', 'm.resource_id', 'res.parent_id')
    .select(['r.role_code', 'res.type', 'res.code', 'm.code as parent'])
    .where('r.built_in', '=', 1)
    .where((eb) => eb.or([eb('res.code', 'in', CODES), eb('m.code', 'in', CODES)]))
    .execute();
  const by: Record<string, string[]> = {};
  for (const r of rows) (by[r.role_code] ??= []).push(r.type === 1 ? `1:${r.code}` : `2:${r.parent}:${r.code}`);
  for (const k of Object.keys(by)) by[k].sort();
  return by;
}

/** the menu codes in a user's resource tree, as the console reads it */
async function treeCodes(ticket: string): Promise<string[]> {
  const res = await caller(t, ticket).get('/openauthor/v1/get_user_role_resource_tree');
  expect(res.status).toBe(200);
  const codes: string[] = [];
  const walk = (items: { type: number; menuCode?: string; children?: unknown[] }[]) => {
    for (const i of items) {
      if (i.type === 1 && i.menuCode) codes.push(i.menuCode);
      walk((i.children ?? []) as never);
    }
  };
  walk(res.body.data);
  return codes;
}

/** a platform operator (not the built-in admin, whose type sees everything) holding the super admin role */
async function addOperator(user_name: string) {
  const { db } = t.deps;
  const role = await db
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', 'super_admin')
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  const u = await db
    .insertInto('users')
    .values({
      user_name,
      uid: randomUUID(),
      password_hash: await hashPassword(md5Hex('Ops@123456')),
      user_type: 1,
      account_type: 0,
      user_real_name: user_name,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
}

describe('a database migrated from before the authorization server', () => {
  it('gets the authorized applications and agent access menus for the built-in roles', async () => {
    const { db } = t.deps;
    const expected = {
      super_admin: ['1:agentAccess', '1:authorizedApps', '2:agentAccess:edit'],
      provider: ['1:authorizedApps'],
      developer: ['1:authorizedApps'],
      enterprise_admin: ['1:authorizedApps'],
    };
    // a new database: the seed grants the same
    expect(await grants()).toEqual(expected);
    await addOperator('agent_ops');

    // as it was before 0160: no such menus (their buttons and grants go with them), no OAuth tables, not recorded
    await db.deleteFrom('resources').where('type', '=', 1).where('code', 'in', CODES).execute();
    for (const table of ['oauth_payloads', 'oauth_settings', 'oauth_keys', 'oauth_consents'])
      await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`delete from kysely_migration where name in ('0160_oauth', '0185_agent_menus')`.execute(db);
    expect(await grants()).toEqual({});
    expect(await treeCodes(await t.login('developer'))).not.toContain('authorizedApps');
    const opsBefore = await t.login('agent_ops', md5Hex('Ops@123456'));
    expect(await treeCodes(opsBefore)).not.toContain('agentAccess');

    await migrate(db);
    const done = await sql<{ name: string }>`select name from kysely_migration
      where name in ('0160_oauth', '0185_agent_menus') order by name`.execute(db);
    expect(done.rows.map((r) => r.name)).toEqual(['0160_oauth', '0185_agent_menus']);
    expect(await grants()).toEqual(expected);
    // under their groups, with the seed's routes
    const menus = await db
      .selectFrom('resources as r')
      .innerJoin('resources as p', 'p.resource_id', 'r.parent_id')
      .select(['r.code', 'r.route', 'r.name_en', 'p.code as group'])
      .where('r.type', '=', 1)
      .where('r.code', 'in', CODES)
      .orderBy('r.code')
      .execute();
    expect(menus).toEqual([
      { code: 'agentAccess', route: '/openUser/agentAccess', name_en: 'Agent access', group: 'openUser' },
      {
        code: 'authorizedApps',
        route: '/accountCenter/authorizedApps',
        name_en: 'Authorized applications',
        group: 'accountCenter',
      },
    ]);

    // the developer's console lists authorized applications; the operator reads and changes agent access
    expect(await treeCodes(await t.login('developer'))).toContain('authorizedApps');
    const ops = caller(t, await t.login('agent_ops', md5Hex('Ops@123456')));
    expect(await treeCodes(await t.login('agent_ops', md5Hex('Ops@123456')))).toEqual(expect.arrayContaining(CODES));
    const settings = await ops.get('/openauthor/v1/oauth/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.data.enabled).toBe(true);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/openauthor/v1/oauth/settings',
      headers: { ticket: await t.login('agent_ops', md5Hex('Ops@123456')) },
      payload: { registration_enabled: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    // a developer holds no agent access
    expect((await caller(t, await t.login('developer')).get('/openauthor/v1/oauth/settings')).status).toBe(403);

    // run again: nothing doubles
    const count = async () =>
      (
        await db
          .selectFrom('resources')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('code', 'in', [...CODES, 'edit'])
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await up(db);
    expect(await count()).toBe(before);
    expect(await grants()).toEqual(expected);
  });
});
