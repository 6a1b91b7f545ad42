/**
 * Issue 25 item 19: a capability's name is checked live like an application's name (the generic check_unique call
 * the console's form asks while the provider types), with the rule the server applies on save: unique on the whole
 * platform, whatever the case; an upgrade draft shares its published version's name. A refused save names the
 * name next to the field and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeGroup, providerAccount } from './fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let provider: string, other: string;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  provider = await t.login('provider');
  other = (await providerAccount(t, 'provider_names')).ticket;
});
afterAll(async () => {
  await t.dispose();
});

const free = async (ticket: string, value: string, excludeId?: number) => {
  const r = await call(
    'GET',
    `/newopen/service/resource/check_unique?resource=api_groups&field=group_name&value=${encodeURIComponent(value)}${
      excludeId === undefined ? '' : `&exclude_id=${excludeId}`
    }`,
    undefined,
    ticket,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as boolean;
};

describe('capability names', () => {
  it("answers the live check for any provider's name, in any case, and not for a new one", async () => {
    expect(await free(other, '天气查询')).toBe(false);
    const mine = await makeGroup(t, other, { group_name: 'Parcel Tracking' });
    expect(await free(provider, 'parcel tracking')).toBe(false);
    expect(await free(other, 'Parcel Tracking', mine)).toBe(true);
    expect(await free(other, `全新能力-${Date.now()}`)).toBe(true);
  });

  it('refuses a taken name on create and on edit, next to the field, and changes nothing', async () => {
    const created = await call('POST', '/newopen/service/group', { group_name: 'PARCEL tracking' }, provider, 'en');
    expect(created.statusCode).toBe(409);
    expect(created.json().data.errors[0]).toMatchObject({ field: 'group_name' });
    expect(created.json().message).toContain('PARCEL tracking');

    const g = await makeGroup(t, provider, { group_name: `改名能力-${Date.now()}` });
    const before = await t.deps.db
      .selectFrom('api_groups')
      .selectAll()
      .where('group_id', '=', g)
      .executeTakeFirstOrThrow();
    const edited = await call(
      'PUT',
      '/newopen/service/group',
      { group_id: g, group_name: '天气查询', description: 'x' },
      provider,
    );
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toContain('天气查询');
    const after = await t.deps.db
      .selectFrom('api_groups')
      .selectAll()
      .where('group_id', '=', g)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("keeps an upgrade draft's name (its published version's) free for the draft itself", async () => {
    const weather = await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .where('parent_group_id', 'is', null)
      .executeTakeFirstOrThrow();
    const up = await call('POST', '/newopen/service/group/upgrade', { group_id: weather.group_id }, provider);
    expect(up.statusCode, up.body).toBe(200);
    const draft = up.json().data.group_id as number;
    expect(await free(provider, '天气查询', draft)).toBe(true);
    expect(await free(provider, '天气查询')).toBe(false);
    const saved = await call(
      'PUT',
      '/newopen/service/group',
      { group_id: draft, group_name: '天气查询', description: '新版本' },
      provider,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // another provider's draft may not take it
    const theirs = await makeGroup(t, other);
    const taken = await call('PUT', '/newopen/service/group', { group_id: theirs, group_name: '天气查询' }, other);
    expect(taken.statusCode).toBe(409);
  });
});
