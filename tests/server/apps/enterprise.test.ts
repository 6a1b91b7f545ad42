/**
 * The enterprise's applications (/publicCenter/appManage): the built-in enterprise admin holds the applications'
 * menu, lists and reads the applications of its enterprise's members (not of anyone outside it) and may switch
 * them off, but never receives their secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from './fixtures.ts';

let t: TestApp;
let member: ReturnType<typeof caller>;
let outsider: ReturnType<typeof caller>;
let entAdmin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  const ent = await t.deps.db
    .selectFrom('users')
    .select('enterprise_id')
    .where('user_name', '=', 'enterprise')
    .executeTakeFirstOrThrow();
  const m = await addDeveloper(t, 'ent_member_dev');
  await t.deps.db
    .updateTable('users')
    .set({ enterprise_id: ent.enterprise_id })
    .where('user_id', '=', m.user_id)
    .execute();
  member = caller(t, m.ticket);
  outsider = caller(t, (await addDeveloper(t, 'ent_outside_dev')).ticket);
  entAdmin = caller(t, await t.login('enterprise'));
}, 420_000);
afterAll(async () => {
  await t.dispose();
});

const create = async (as: ReturnType<typeof caller>, apply_name: string) => {
  const r = await as.post('/newopen/service/apply', { apply_name });
  expect(r.status, r.raw).toBe(200);
  return r.body.data as { apply_id: number; credentials: { secret: string }[] };
};

describe('enterprise admin and the enterprise applications', () => {
  it("lists and reads its members' applications, not outsiders'; may disable one; gets no secret", async () => {
    const mine = await create(member, '企业成员的应用');
    const theirs = await create(outsider, '企业外的应用');
    const list = await entAdmin.get('/newopen/service/apply/page?page_num=1&page_size=50');
    expect(list.status, list.raw).toBe(200);
    const ids = list.body.data.list.map((r: { apply_id: number }) => r.apply_id);
    expect(ids).toContain(mine.apply_id);
    expect(ids).not.toContain(theirs.apply_id);
    expect(list.raw).not.toContain(mine.credentials[0].secret);
    expect((await entAdmin.get(`/newopen/service/apply/${mine.apply_id}`)).status).toBe(200);
    expect((await entAdmin.get(`/newopen/service/apply/${theirs.apply_id}`)).status).toBe(404);

    const off = await entAdmin.put(`/newopen/service/apply/state?apply_id=${mine.apply_id}&enabled=0`);
    expect(off.status, off.raw).toBe(200);
    expect(off.body.data.enabled).toBe(0);

    const reset = await entAdmin.post('/newopen/service/apply/secret/reset', { apply_id: mine.apply_id, env_type: 3 });
    expect(reset.status).toBe(404);
    // the member, who owns it, still may
    expect(
      (await member.post('/newopen/service/apply/secret/reset', { apply_id: mine.apply_id, env_type: 3 })).status,
    ).toBe(200);
    // and the outsider sees nothing of the member's application
    expect((await outsider.get(`/newopen/service/apply/${mine.apply_id}`)).status).toBe(404);
  });

  it('the built-in enterprise admin holds the applications menu and each of its buttons (seed/roles.ts)', async () => {
    const { db } = t.deps;
    const role = await db
      .selectFrom('roles')
      .select('role_id')
      .where('role_code', '=', 'enterprise_admin')
      .where('built_in', '=', 1)
      .executeTakeFirstOrThrow();
    const appmanage = await db
      .selectFrom('resources as res')
      .leftJoin('resources as m', 'm.resource_id', 'res.parent_id')
      .select('res.resource_id')
      .where((eb) =>
        eb.or([eb.and([eb('res.type', '=', 1), eb('res.code', '=', 'appmanage')]), eb('m.code', '=', 'appmanage')]),
      )
      .execute();
    const ids = appmanage.map((r) => r.resource_id);
    expect(ids.length).toBeGreaterThan(1);
    const held = async () =>
      (
        await db
          .selectFrom('role_resources')
          .select('resource_id')
          .where('role_id', '=', role.role_id)
          .where('resource_id', 'in', ids)
          .execute()
      ).length;
    expect(await held()).toBe(ids.length);
  });
});
