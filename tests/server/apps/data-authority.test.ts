/**
 * Data authority beyond APIs: the fields a group exposes (its provider's list, suggested from the APIs' response
 * schemas), and per subscription the fields and the subscriber's users it may use. Only the group's provider (and
 * platform admins) change them, the subscriber reads them, and nobody else sees anything (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from './fixtures.ts';

let t: TestApp;
let dev: ReturnType<typeof caller>;
let prov: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let otherId: number;
let groupId: number;
let recordId: number;

beforeAll(async () => {
  t = await startTestApp();
  dev = caller(t, await t.login('developer'));
  prov = caller(t, await t.login('provider'));
  const o = await addDeveloper(t, 'dev_authority_other');
  other = caller(t, o.ticket);
  otherId = o.user_id;
  const subs = (await dev.get('/newopen/service/access/page?page_num=1&page_size=100&state=active')).body.data.list as {
    r_apply_groups_record_id: number;
    group_id: number;
  }[];
  // a group of the provider's whose APIs describe their responses (the demo's weather)
  const provider = await t.deps.db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'provider')
    .executeTakeFirstOrThrow();
  const own = await t.deps.db
    .selectFrom('api_groups')
    .select('group_id')
    .where('created_by', '=', provider.user_id)
    .where(
      'group_id',
      'in',
      subs.map((s) => s.group_id),
    )
    .execute();
  const withSchema = await t.deps.db
    .selectFrom('apis')
    .select('group_id')
    .where('response_schema', 'is not', null)
    .where(
      'group_id',
      'in',
      own.map((g) => g.group_id),
    )
    .execute();
  groupId = withSchema[0].group_id;
  recordId = subs.find((s) => s.group_id === groupId)!.r_apply_groups_record_id;
}, 420_000);
afterAll(async () => {
  await t.dispose();
});

describe('fields a group exposes (fieldManagement)', () => {
  it('suggests names from the response schemas, saves, keeps ids by name, refuses bad names and outsiders', async () => {
    const first = await prov.get(`/newopen/service/access/group-fields?group_id=${groupId}`);
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data.suggestions.length).toBeGreaterThan(0);
    const [a, b] = first.body.data.suggestions as string[];
    const saved = await prov.put('/newopen/service/access/group-fields', {
      group_id: groupId,
      fields: [{ field_name: a, field_desc: 'A' }, { field_name: b }],
    });
    expect(saved.status, saved.raw).toBe(200);
    const ids = saved.body.data.fields.map((f: { field_id: number }) => f.field_id);
    expect(saved.body.data.fields.map((f: { field_name: string }) => f.field_name)).toEqual([a, b]);
    const again = await prov.put('/newopen/service/access/group-fields', {
      group_id: groupId,
      fields: [{ field_name: b }, { field_name: a }],
    });
    expect(again.body.data.fields.map((f: { field_id: number }) => f.field_id)).toEqual([ids[1], ids[0]]);

    const bad = await prov.put('/newopen/service/access/group-fields', {
      group_id: groupId,
      fields: [{ field_name: '1bad name' }, { field_name: a }, { field_name: a }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field)).toEqual([
      'fields.0.field_name',
      'fields.2.field_name',
    ]);
    expect((await other.get(`/newopen/service/access/group-fields?group_id=${groupId}`)).status).toBe(403);
    // a developer lacks the menu (403); a platform admin reaches any group
    const admin = caller(t, await t.login('admin'));
    expect((await admin.get(`/newopen/service/access/group-fields?group_id=${groupId}`)).status).toBe(200);
  });
});

describe("a subscription's fields and users (fieldPermissions, userPermissions)", () => {
  it('the provider restricts, the subscriber reads, others see nothing', async () => {
    const fields = (await prov.get(`/newopen/service/access/group-fields?group_id=${groupId}`)).body.data.fields as {
      field_id: number;
    }[];
    expect(fields.length).toBeGreaterThan(1);
    const open = await dev.get(`/newopen/service/access/fields?r_apply_groups_record_id=${recordId}`);
    expect(open.status, open.raw).toBe(200);
    expect(open.body.data.field_ids).toBeNull();
    expect(
      (
        await prov.put('/newopen/service/access/fields', {
          r_apply_groups_record_id: recordId,
          field_ids: [fields[0].field_id],
        })
      ).status,
    ).toBe(200);
    expect(
      (await dev.get(`/newopen/service/access/fields?r_apply_groups_record_id=${recordId}`)).body.data.field_ids,
    ).toEqual([fields[0].field_id]);
    // the subscriber cannot widen it; another developer sees nothing
    expect(
      (await dev.put('/newopen/service/access/fields', { r_apply_groups_record_id: recordId, field_ids: null })).status,
    ).toBe(403);
    expect((await other.get(`/newopen/service/access/fields?r_apply_groups_record_id=${recordId}`)).status).toBe(404);
    // a field of no group of this record
    const stray = await prov.put('/newopen/service/access/fields', {
      r_apply_groups_record_id: recordId,
      field_ids: [999999],
    });
    expect(stray.status).toBe(400);
    expect(stray.body.data.errors[0].field).toBe('field_ids');
    // dropping the field from the group drops its grant
    await prov.put('/newopen/service/access/group-fields', {
      group_id: groupId,
      fields: fields.slice(1).map((f: any) => ({ field_name: f.field_name })),
    });
    expect(
      (await dev.get(`/newopen/service/access/fields?r_apply_groups_record_id=${recordId}`)).body.data.field_ids,
    ).toEqual([]);

    const users = await prov.get(`/newopen/service/access/users?r_apply_groups_record_id=${recordId}`);
    expect(users.status, users.raw).toBe(200);
    expect(users.body.data.user_ids).toBeNull();
    const devId = users.body.data.users.find((u: { user_name: string }) => u.user_name === 'developer').user_id;
    expect(
      (await prov.put('/newopen/service/access/users', { r_apply_groups_record_id: recordId, user_ids: [devId] }))
        .status,
    ).toBe(200);
    expect(
      (await dev.get(`/newopen/service/access/users?r_apply_groups_record_id=${recordId}`)).body.data.user_ids,
    ).toEqual([devId]);
    const outsider = await prov.put('/newopen/service/access/users', {
      r_apply_groups_record_id: recordId,
      user_ids: [otherId],
    });
    expect(outsider.status).toBe(400);
    expect((await other.get(`/newopen/service/access/users?r_apply_groups_record_id=${recordId}`)).status).toBe(404);
    expect(
      (await prov.put('/newopen/service/access/users', { r_apply_groups_record_id: recordId, user_ids: null })).status,
    ).toBe(200);
  });
});
