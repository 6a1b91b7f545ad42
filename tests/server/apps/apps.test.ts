/**
 * Applications (issue 11): credentials per environment answered once, secrets sealed at rest and never listed,
 * resets with a grace period on the injected clock, enable/disable, whitelists, and ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers.ts';
import { loadGatewayApps } from '../../../src/server/apps/gateway-feed.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { addDeveloper, caller } from './fixtures.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';

let t: TestApp;
let dev: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
const key = Buffer.from(TEST_SECRET_KEY, 'hex');

/** tickets last 8 hours: after moving the clock a day, log in again */
async function login() {
  dev = caller(t, await t.login('developer'));
  other = caller(t, await t.login('dev_other', md5Hex('Dev@123456')));
  admin = caller(t, await t.login('admin'));
}

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'dev_other');
  await login();
}, 180_000);
afterAll(async () => {
  await t.dispose();
});

async function createApp(name: string, as = dev) {
  const r = await as.post('/newopen/service/apply', { apply_name: name, description: 'for tests' });
  expect(r.status, r.raw).toBe(200);
  return r.body.data as { apply_id: number; credentials: { env_type: number; app_key: string; secret: string }[] };
}

describe('appCreate', () => {
  it('answers credentials for test, uat and prod once, and stores the secrets sealed', async () => {
    const version = (await currentGatewayConfig(t.deps.db)).version;
    const app = await createApp('天气助手');
    expect(app.credentials.map((c) => c.env_type)).toEqual([1, 2, 3]);
    for (const c of app.credentials) {
      expect(c.app_key).toMatch(/^[0-9a-f]{24}$/);
      expect(c.secret.length).toBeGreaterThanOrEqual(32);
    }
    expect(new Set(app.credentials.map((c) => c.secret)).size).toBe(3);
    expect((await currentGatewayConfig(t.deps.db)).version).toBeGreaterThan(version);

    const stored = await t.deps.db
      .selectFrom('app_credentials')
      .selectAll()
      .where('apply_id', '=', app.apply_id)
      .execute();
    for (const row of stored) {
      const secret = app.credentials.find((c) => c.env_type === row.env_type)!.secret;
      expect(row.secret_enc).not.toContain(secret);
      expect(row.secret_enc.startsWith('v1.')).toBe(true);
    }
    // the gateway feed opens them again
    const feed = (await loadGatewayApps(t.deps.db, key, t.clock.now())).filter((r) => r.apply_id === app.apply_id);
    expect(feed.map((r) => r.secrets)).toEqual(app.credentials.map((c) => [c.secret]));
    expect(feed.every((r) => r.enabled && r.ip_list === null && r.grace_until === null)).toBe(true);
  });

  it('never shows a secret again: not in the list, the detail, the credentials or the picker list', async () => {
    const app = await createApp('对账工具');
    const answers = [
      await dev.get('/newopen/service/apply/page?page_size=100'),
      await dev.get(`/newopen/service/apply/${app.apply_id}`),
      await dev.get(`/newopen/service/apply/credentials?apply_id=${app.apply_id}`),
      await dev.get('/newopen/service/apply/list'),
      await admin.get('/newopen/service/apply/page?page_size=100'),
    ];
    for (const a of answers) {
      expect(a.status, a.raw).toBe(200);
      for (const c of app.credentials) expect(a.raw).not.toContain(c.secret);
      expect(a.raw).not.toContain('secret_enc');
    }
    const creds = answers[2].body.data;
    expect(creds.map((c: any) => c.app_key)).toEqual(app.credentials.map((c) => c.app_key));
    expect(answers[0].body.data.list.find((r: any) => r.apply_id === app.apply_id).app_key).toBe(
      app.credentials[2].app_key,
    );
  });

  it('keeps names unique per owner, with a check call that answers for the caller only', async () => {
    await createApp('同名应用');
    const dup = await dev.post('/newopen/service/apply', { apply_name: '同名应用' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    const check = await dev.get(
      `/newopen/service/resource/check_unique?resource=apps&field=apply_name&value=${encodeURIComponent('同名应用')}`,
    );
    expect(check.body.data).toBe(false);
    // another developer may use the same name, and is told it is free
    const free = await other.get(
      `/newopen/service/resource/check_unique?resource=apps&field=apply_name&value=${encodeURIComponent('同名应用')}`,
    );
    expect(free.body.data).toBe(true);
    await createApp('同名应用', other);
  });

  it('refuses a blank name next to the field', async () => {
    const r = await dev.post('/newopen/service/apply', { apply_name: '   ' });
    expect(r.status).toBe(400);
    expect(r.body.data.errors[0].field).toBe('apply_name');
  });
});

describe('appSecretReset', () => {
  it('answers a new secret once; the old one works through the grace period and not after it', async () => {
    const app = await createApp('轮换密钥');
    const old = app.credentials[2];
    const r = await dev.post('/newopen/service/apply/secret/reset', { apply_id: app.apply_id, env_type: 3 });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.data.app_key).toBe(old.app_key);
    const fresh = r.body.data.secret as string;
    expect(fresh).not.toBe(old.secret);

    const prod = async () =>
      (await loadGatewayApps(t.deps.db, key, t.clock.now())).find(
        (x) => x.apply_id === app.apply_id && x.env_type === 3,
      )!;
    let row = await prod();
    expect(row.secrets).toEqual([fresh, old.secret]);
    expect(row.grace_until).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    // the other environments keep their one secret
    expect(
      (await loadGatewayApps(t.deps.db, key, t.clock.now())).find(
        (x) => x.apply_id === app.apply_id && x.env_type === 1,
      )!.secrets,
    ).toEqual([app.credentials[0].secret]);

    const creds = await dev.get(`/newopen/service/apply/credentials?apply_id=${app.apply_id}`);
    expect(creds.raw).not.toContain(fresh);
    expect(creds.body.data[2].previous_valid_until).not.toBeNull();

    t.clock.advance(24 * 3_600_000 - 1000);
    expect((await prod()).secrets).toEqual([fresh, old.secret]);
    t.clock.advance(2000);
    row = await prod();
    expect(row.secrets).toEqual([fresh]);
    expect(row.grace_until).toBeNull();
    await login();
  });

  it('a second reset inside the grace period ends it: the oldest secret stops at once, the replaced one gets a new grace', async () => {
    const app = await createApp('两次重置');
    const s0 = app.credentials[2].secret;
    const reset = async () => {
      const r = await dev.post('/newopen/service/apply/secret/reset', { apply_id: app.apply_id, env_type: 3 });
      expect(r.status, r.raw).toBe(200);
      return r.body.data as { secret: string; previous_valid_until: string };
    };
    const prod = async () =>
      (await loadGatewayApps(t.deps.db, key, t.clock.now())).find(
        (x) => x.apply_id === app.apply_id && x.env_type === 3,
      )!;
    const first = await reset();
    t.clock.advance(3_600_000);
    const second = await reset();
    const row = await prod();
    // current + the one it replaced; s0 (kept alive by the first grace) is gone at once
    expect(row.secrets).toEqual([second.secret, first.secret]);
    expect(row.secrets).not.toContain(s0);
    expect(row.grace_until).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    expect(Date.parse(second.previous_valid_until)).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    // the first secret lives through its own full grace, counted from the second reset
    t.clock.advance(24 * 3_600_000 - 1000);
    expect((await prod()).secrets).toEqual([second.secret, first.secret]);
    t.clock.advance(2000);
    expect((await prod()).secrets).toEqual([second.secret]);
    await login();
  });

  it('is refused for an application of someone else, and for an unknown one', async () => {
    const app = await createApp('别人的应用');
    const r = await other.post('/newopen/service/apply/secret/reset', { apply_id: app.apply_id, env_type: 3 });
    expect(r.status).toBe(404);
    expect(r.raw).not.toContain(app.credentials[2].secret);
    expect((await dev.post('/newopen/service/apply/secret/reset', { apply_id: 999999, env_type: 3 })).status).toBe(404);
  });
});

describe('enable and disable', () => {
  it('toggles, tells the gateway, and refuses the same state twice', async () => {
    const app = await createApp('开关应用');
    const off = await dev.put(`/newopen/service/apply/state?apply_id=${app.apply_id}&enabled=0`);
    expect(off.status, off.raw).toBe(200);
    expect(off.body.data.enabled).toBe(0);
    expect(
      (await loadGatewayApps(t.deps.db, key, t.clock.now()))
        .filter((x) => x.apply_id === app.apply_id)
        .every((x) => !x.enabled),
    ).toBe(true);
    const again = await dev.put(`/newopen/service/apply/state?apply_id=${app.apply_id}&enabled=0`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    const both = await Promise.all(
      [1, 2].map(() => dev.put(`/newopen/service/apply/state?apply_id=${app.apply_id}&enabled=1`)),
    );
    expect(both.map((b) => b.status).sort()).toEqual([200, 409]);
  });
});

describe('IP whitelist', () => {
  it('validates entries next to the field, normalizes them and feeds the gateway when enabled', async () => {
    const app = await createApp('白名单应用');
    const bad = await dev.put('/newopen/service/apply/ip_whitelist', {
      apply_id: app.apply_id,
      env_type: 3,
      ip_list: ['10.0.0.0/8', '10.1.2.3/8', 'nope'],
      enabled: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: any) => e.field)).toEqual(['ip_list.1', 'ip_list.2']);
    expect(bad.body.data.errors[0].message).toContain('10.0.0.0/8');

    const en = caller(t, await t.login('developer'), 'en');
    const badEn = await en.put('/newopen/service/apply/ip_whitelist', {
      apply_id: app.apply_id,
      env_type: 3,
      ip_list: ['300.1.1.1'],
      enabled: 1,
    });
    expect(badEn.body.data.errors[0].message).toBe('"300.1.1.1" is not a valid IPv4 or IPv6 address');

    const ok = await dev.put('/newopen/service/apply/ip_whitelist', {
      apply_id: app.apply_id,
      env_type: 3,
      ip_list: ['192.168.1.10', '2001:DB8::/32', '192.168.1.10/32'],
      enabled: 1,
    });
    expect(ok.status, ok.raw).toBe(200);
    expect(ok.body.data.ip_list).toEqual(['192.168.1.10', '2001:db8::/32']);
    const lists = await dev.get(`/newopen/service/apply/ip_whitelist?apply_id=${app.apply_id}`);
    expect(lists.body.data.map((l: any) => [l.env_type, l.enabled])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
    ]);
    const feed = (await loadGatewayApps(t.deps.db, key, t.clock.now())).filter((x) => x.apply_id === app.apply_id);
    expect(feed.find((x) => x.env_type === 3)!.ip_list).toEqual(['192.168.1.10', '2001:db8::/32']);
    expect(feed.find((x) => x.env_type === 1)!.ip_list).toBeNull();

    await dev.put('/newopen/service/apply/ip_whitelist', {
      apply_id: app.apply_id,
      env_type: 3,
      ip_list: ['192.168.1.10'],
      enabled: 0,
    });
    expect(
      (await loadGatewayApps(t.deps.db, key, t.clock.now())).find(
        (x) => x.apply_id === app.apply_id && x.env_type === 3,
      )!.ip_list,
    ).toBeNull();
    expect((await other.get(`/newopen/service/apply/ip_whitelist?apply_id=${app.apply_id}`)).status).toBe(404);
  });
});

describe('ownership', () => {
  it('another developer neither lists, reads, changes nor deletes an application', async () => {
    const app = await createApp('私有应用');
    expect(
      (await other.get('/newopen/service/apply/page?page_size=100')).body.data.list.map((r: any) => r.apply_id),
    ).not.toContain(app.apply_id);
    expect((await other.get(`/newopen/service/apply/${app.apply_id}`)).status).toBe(404);
    expect((await other.get(`/newopen/service/apply/credentials?apply_id=${app.apply_id}`)).status).toBe(404);
    expect((await other.put('/newopen/service/apply', { apply_id: app.apply_id, apply_name: '改名' })).status).toBe(
      404,
    );
    expect((await other.put(`/newopen/service/apply/state?apply_id=${app.apply_id}&enabled=0`)).status).toBe(404);
    expect((await other.del(`/newopen/service/apply/${app.apply_id}`)).status).toBe(404);
    expect((await dev.get(`/newopen/service/apply/${app.apply_id}`)).body.data.apply_name).toBe('私有应用');
    // platform admins see it
    expect((await admin.get(`/newopen/service/apply/${app.apply_id}`)).status).toBe(200);
  });

  it('deleting an application removes its credentials from the gateway feed', async () => {
    const app = await createApp('要删除的应用');
    expect((await dev.del(`/newopen/service/apply/${app.apply_id}`)).status).toBe(200);
    expect((await loadGatewayApps(t.deps.db, key, t.clock.now())).some((x) => x.apply_id === app.apply_id)).toBe(false);
  });
});
