/**
 * The developer's catalog (interfaceList, interfaceDetails, abilityDetails, territoryList): exactly the APIs the
 * caller's live subscriptions allow, narrowed by data authority, gone when the subscription is switched off, and
 * nothing of it for another developer (404 for the API and the group).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from './fixtures.ts';

let t: TestApp;
let dev: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  dev = caller(t, await t.login('developer'));
  other = caller(t, (await addDeveloper(t, 'dev_catalog_other')).ticket);
  admin = caller(t, await t.login('admin'));
}, 420_000);
afterAll(async () => {
  await t.dispose();
});

const page = async (as: ReturnType<typeof caller>, query = '') => {
  const r = await as.get(`/newopen/service/developer/apis?page_num=1&page_size=100${query}`);
  expect(r.status, r.raw).toBe(200);
  return r.body.data as {
    list: { api_id: number; group_id: number; envs: number[]; classify_id: number | null }[];
    total: number;
  };
};

describe('developer catalog', () => {
  it('lists the APIs of live subscriptions, follows data authority and the switch, and shows nothing to another developer', async () => {
    const subs = (await dev.get('/newopen/service/access/page?page_num=1&page_size=100&state=active')).body.data
      .list as { r_apply_groups_record_id: number; group_id: number; env_type: number }[];
    expect(subs.length).toBeGreaterThan(0);
    const all = await page(dev);
    // a subscription whose group has several APIs, so narrowing to one shows
    const count = (g: number) => all.list.filter((a) => a.group_id === g).length;
    const sub = [...subs].sort((x, y) => count(y.group_id) - count(x.group_id))[0];
    const inGroup = all.list.filter((a) => a.group_id === sub.group_id);
    expect(inGroup.length).toBeGreaterThan(1);
    expect(all.total).toBe(all.list.length);
    expect(inGroup.every((a) => a.envs.includes(sub.env_type))).toBe(true);

    // the group page and one API's page
    const group = await dev.get(`/newopen/service/developer/groups/${sub.group_id}`);
    expect(group.status, group.raw).toBe(200);
    expect(
      group.body.data.records.map((r: { r_apply_groups_record_id: number }) => r.r_apply_groups_record_id),
    ).toContain(sub.r_apply_groups_record_id);
    expect(group.body.data.apis.length).toBe(inGroup.length);
    const detail = await dev.get(`/newopen/service/developer/apis/${inGroup[0].api_id}`);
    expect(detail.status, detail.raw).toBe(200);
    expect(
      detail.body.data.grants.some(
        (g: { r_apply_groups_record_id: number }) => g.r_apply_groups_record_id === sub.r_apply_groups_record_id,
      ),
    ).toBe(true);

    // territories count what the list holds
    const terr = await dev.get('/newopen/service/developer/territories');
    expect(terr.status, terr.raw).toBe(200);
    const apiCount = (terr.body.data as { api_count: number }[]).reduce((n, x) => n + x.api_count, 0);
    expect(apiCount).toBe(all.total);
    const byClassify = await page(dev, `&classify_id=${inGroup[0].classify_id ?? 0}`);
    expect(byClassify.list.map((a) => a.api_id)).toEqual(expect.arrayContaining(inGroup.map((a) => a.api_id)));

    // another developer: nothing
    expect((await page(other)).total).toBe(0);
    expect((await other.get(`/newopen/service/developer/apis/${inGroup[0].api_id}`)).status).toBe(404);
    expect((await other.get(`/newopen/service/developer/groups/${sub.group_id}`)).status).toBe(404);
    expect((await other.get('/newopen/service/developer/territories')).body.data).toEqual([]);

    // data authority down to one API of the group (when no other live subscription of the caller opens the group)
    const sameGroup = subs.filter((s) => s.group_id === sub.group_id);
    const keep = inGroup[0].api_id;
    for (const s of sameGroup) {
      const r = await admin.put('/newopen/service/access/apis', {
        r_apply_groups_record_id: s.r_apply_groups_record_id,
        api_ids: [keep],
      });
      expect(r.status, r.raw).toBe(200);
    }
    expect((await page(dev, `&group_id=${sub.group_id}`)).list.map((a) => a.api_id)).toEqual([keep]);
    expect((await dev.get(`/newopen/service/developer/apis/${inGroup[1].api_id}`)).status).toBe(404);

    // switched off: the group's APIs are gone, the group page still tells where the application stands
    for (const s of sameGroup) {
      const r = await dev.put(
        `/newopen/service/access/state?r_apply_groups_record_id=${s.r_apply_groups_record_id}&enabled=0`,
      );
      expect(r.status, r.raw).toBe(200);
    }
    expect((await page(dev, `&group_id=${sub.group_id}`)).total).toBe(0);
    expect((await dev.get(`/newopen/service/developer/apis/${keep}`)).status).toBe(404);
    const after = await dev.get(`/newopen/service/developer/groups/${sub.group_id}`);
    expect(after.status).toBe(200);
    expect(after.body.data.apis).toEqual([]);
  });
});
