/** Groups, APIs, charge rules and IP settings through the real operations, and what the gateway is fed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeApi, makeGroup, providerAccount } from './fixtures.ts';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string, provider: string, other: string, developer: string;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.login('admin');
  provider = await t.login('provider');
  developer = await t.login('developer');
  other = (await providerAccount(t, 'provider_two')).ticket;
});
afterAll(async () => {
  await t.dispose();
});

describe('demo catalog', () => {
  it('publishes weather, exchange rates, ID check and SMS on the demo upstream, each with an enabled default rule', async () => {
    const page = (await call('GET', '/newopen/service/group/page?page_size=50', undefined, provider)).json().data;
    expect(page.list.map((g: any) => g.group_name)).toEqual(
      expect.arrayContaining(['天气查询', '汇率换算', '身份核验', '短信发送']),
    );
    expect(page.list.every((g: any) => g.group_state === 'published')).toBe(true);
    const routes = await loadPublishedRoutes(t.deps.db);
    const prod = routes
      .filter((r) => r.env_type === 3)
      .map((r) => `${r.method_type} ${r.listen_path}`)
      .sort();
    expect(prod).toEqual([
      'GET /fx/v1/rates',
      'GET /weather/v1/forecast/{city}',
      'GET /weather/v1/now',
      'POST /fx/v1/convert',
      'POST /idcheck/v1/verify',
      'POST /sms/v1/send',
    ]);
    expect(new Set(routes.map((r) => r.base_url))).toEqual(
      new Set([`http://127.0.0.1:${t.deps.config.demoUpstreamPort}`]),
    );
    expect(
      routes
        .filter((r) => r.listen_path === '/fx/v1/rates')
        .map((r) => r.env_type)
        .sort(),
    ).toEqual([1, 2, 3]);
    const rules = await t.deps.db
      .selectFrom('charge_rules')
      .select(['group_id'])
      .where('enabled', '=', true)
      .where('is_default', '=', true)
      .execute();
    expect(new Set(rules.map((r) => r.group_id)).size).toBe(4);
  });
});

describe('groups', () => {
  it('creates a group with its upstreams and answers it in groupDetail', async () => {
    const r = await call(
      'POST',
      '/newopen/service/group',
      {
        group_name: '物流轨迹',
        classify_id: 1,
        description: '快递轨迹查询',
        upstreams: [
          { env_type: 1, base_url: 'https://test.logistics.example.com/api/' },
          { env_type: 3, base_url: 'https://logistics.example.com/api', timeout_ms: 3000 },
        ],
      },
      provider,
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.group_id;
    const d = (await call('GET', `/newopen/service/group/detail?group_id=${id}`, undefined, provider)).json().data;
    expect(d).toMatchObject({
      group_name: '物流轨迹',
      group_state: 'draft',
      check_state: 'none',
      apis: [],
      charge_rules: [],
    });
    expect(d.upstreams).toEqual([
      { env_type: 1, base_url: 'https://test.logistics.example.com/api', timeout_ms: 10000 },
      { env_type: 3, base_url: 'https://logistics.example.com/api', timeout_ms: 3000 },
    ]);
  });

  it('refuses a taken group name (any owner, any case) and answers the check call', async () => {
    const r = await call('POST', '/newopen/service/group', { group_name: '天气查询' }, other, 'en');
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('DUPLICATE');
    expect(r.json().data.errors[0]).toMatchObject({ field: 'group_name' });
    expect(r.json().message).toContain('天气查询');
    expect(
      (
        await call(
          'GET',
          `/newopen/service/group/check_name?group_name=${encodeURIComponent('天气查询')}`,
          undefined,
          other,
        )
      ).json().data,
    ).toBe(false);
    expect(
      (await call('GET', '/newopen/service/group/check_name?group_name=brand-new', undefined, other)).json().data,
    ).toBe(true);
  });

  it('refuses bad upstreams next to the field', async () => {
    const r = await call(
      'POST',
      '/newopen/service/group',
      { group_name: '坏地址', upstreams: [{ env_type: 3, base_url: 'ftp://x.example.com' }] },
      provider,
      'en',
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors[0].field).toBe('upstreams/0/base_url');
  });

  it('shows a provider only their own groups; admins see all; others get 404', async () => {
    const id = await makeGroup(t, other);
    const mine = (await call('GET', '/newopen/service/group/page?page_size=100', undefined, provider))
      .json()
      .data.list.map((g: any) => g.group_id);
    expect(mine).not.toContain(id);
    expect((await call('GET', `/newopen/service/group/detail?group_id=${id}`, undefined, provider)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/newopen/service/group/detail?group_id=${id}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', `/newopen/service/api/page?group_id=${id}`, undefined, provider)).statusCode).toBe(404);
    expect((await call('GET', '/newopen/service/group/page', undefined, developer)).statusCode).toBe(403);
  });

  it('changes only drafts', async () => {
    const weather = await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow();
    const r = await call(
      'PUT',
      '/newopen/service/group',
      { group_id: weather.group_id, group_name: '天气查询', description: 'x' },
      provider,
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('INVALID_STATE');
    const a = await makeApi(t, provider, weather.group_id, '/weather/v1/extra');
    expect(a.statusCode).toBe(409);
  });
});

describe('APIs', () => {
  it('creates APIs with path parameters, unique by name in the group', async () => {
    const g = await makeGroup(t, provider);
    const a = await makeApi(t, provider, g, 'orders/{order_id}', 'GET', '查询订单');
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({
      listen_path: '/orders/{order_id}',
      method_type: 'GET',
      created_by: expect.any(Number),
    });
    const dup = await makeApi(t, provider, g, '/orders', 'POST', '查询订单');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors[0].field).toBe('api_name');
    const bad = await makeApi(t, provider, g, '/orders/{a}/{a}', 'GET', 'bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0].field).toBe('listen_path');
  });

  it('refuses a listen path + method another group serves in a common environment, naming the API', async () => {
    const g = await makeGroup(t, other);
    const r = await makeApi(t, other, g, '/weather/v1/forecast/{day}', 'GET', 'clash');
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('DUPLICATE');
    expect(r.json().message).toContain('天气预报');
    const check = (
      await call(
        'GET',
        `/newopen/service/api/check_route?group_id=${g}&method_type=GET&listen_path=${encodeURIComponent('/weather/v1/now')}`,
        undefined,
        other,
      )
    ).json().data;
    expect(check).toMatchObject({ free: false, api_name: '实时天气', group_name: '天气查询' });
    // another method, or an environment the other group does not serve, is free
    expect((await makeApi(t, other, g, '/weather/v1/forecast/{day}', 'POST', 'post')).statusCode).toBe(200);
    const testOnly = await makeGroup(t, other, { upstreams: [{ env_type: 1, base_url: 'https://t.example.com' }] });
    const other2 = await makeGroup(t, provider, { upstreams: [{ env_type: 3, base_url: 'https://p.example.com' }] });
    expect((await makeApi(t, other, testOnly, '/shared/path')).statusCode).toBe(200);
    expect((await makeApi(t, provider, other2, '/shared/path')).statusCode).toBe(200);
  });
});

describe('charge rules', () => {
  it('needs the fields of its kind, clears the others, and keeps at most one default', async () => {
    const g = await makeGroup(t, provider);
    const before = (await currentGatewayConfig(t.deps.db)).version;
    const bad = await call(
      'POST',
      '/newopen/service/charge_rule',
      { group_id: g, rule_name: '按次', rule_type: 'per_call', enabled: true },
      provider,
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0].field).toBe('price_per_thousand');
    const a = await call(
      'POST',
      '/newopen/service/charge_rule',
      {
        group_id: g,
        rule_name: '按次',
        rule_type: 'per_call',
        price_per_thousand: 1.5,
        package_calls: 10,
        qps: 5,
        enabled: true,
        is_default: true,
      },
      provider,
    );
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ price_per_thousand: 1.5, package_calls: null, is_default: true, qps: 5 });
    // what a bill counts: successful calls unless the provider says otherwise; only the three known values
    expect(a.json().data.bill_on).toBe('ok');
    const rid = a.json().data.charge_rule_id;
    const answered = await call(
      'PUT',
      '/newopen/service/charge_rule',
      {
        charge_rule_id: rid,
        group_id: g,
        rule_name: '按次',
        rule_type: 'per_call',
        price_per_thousand: 1.5,
        bill_on: 'answered',
      },
      provider,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await call('GET', `/newopen/service/charge_rule/${rid}`, undefined, provider)).json().data.bill_on).toBe(
      'answered',
    );
    const unknown = await call(
      'PUT',
      '/newopen/service/charge_rule',
      {
        charge_rule_id: rid,
        group_id: g,
        rule_name: '按次',
        rule_type: 'per_call',
        price_per_thousand: 1.5,
        bill_on: 'failed',
      },
      provider,
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    const b = await call(
      'POST',
      '/newopen/service/charge_rule',
      {
        group_id: g,
        rule_name: '套餐',
        rule_type: 'package',
        package_calls: 1000,
        package_price: 20,
        validity_days: 30,
        enabled: true,
        is_default: true,
      },
      provider,
    );
    expect(b.statusCode, b.body).toBe(200);
    const rules = (await call('GET', `/newopen/service/charge_rule/page?group_id=${g}`, undefined, provider)).json()
      .data.list;
    expect(rules.filter((r: any) => r.is_default).map((r: any) => r.rule_name)).toEqual(['套餐']);
    expect((await currentGatewayConfig(t.deps.db)).version).toBeGreaterThan(before);
    const off = await call(
      'POST',
      '/newopen/service/charge_rule/enable',
      { charge_rule_id: a.json().data.charge_rule_id, enabled: false },
      provider,
    );
    expect(off.json().data.enabled).toBe(false);
  });

  it('refuses rules on groups the caller does not own', async () => {
    const g = await makeGroup(t, other);
    const r = await call(
      'POST',
      '/newopen/service/charge_rule',
      { group_id: g, rule_name: 'x', rule_type: 'free' },
      provider,
    );
    expect(r.statusCode).toBe(404);
  });
});

describe('group IP settings', () => {
  it('validates and normalizes entries per environment, one list per environment, and feeds enabled lists to the gateway', async () => {
    const g = await makeGroup(t, provider);
    const bad = await call(
      'POST',
      '/newopen/service/group_ip',
      { group_id: g, env_type: 3, ip_list: '10.0.0.1\n10.1.2.3/8\nfoo' },
      provider,
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.map((e: any) => e.message)).toEqual([
      '"10.1.2.3/8" is not the first address of its range: did you mean 10.0.0.0/8?',
      '"foo" is not a valid IPv4 or IPv6 address',
    ]);
    const ok = await call(
      'POST',
      '/newopen/service/group_ip',
      { group_id: g, env_type: 3, ip_list: '10.0.0.0/8, 2001:DB8::1  192.168.1.1', enabled: true },
      provider,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.ip_list).toBe('10.0.0.0/8\n2001:db8::1\n192.168.1.1');
    expect(
      (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider)).json().data
        .ip_restriction,
    ).toBe(1);
    const again = await call(
      'POST',
      '/newopen/service/group_ip',
      { group_id: g, env_type: 3, ip_list: '1.1.1.1' },
      provider,
    );
    expect(again.statusCode).toBe(409);
  });

  it('feeds the allow-list of a published group', async () => {
    const weather = await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow();
    const r = await call(
      'POST',
      '/newopen/service/group_ip',
      { group_id: weather.group_id, env_type: 1, ip_list: '127.0.0.1', enabled: true },
      provider,
    );
    expect(r.statusCode, r.body).toBe(200);
    const routes = await loadPublishedRoutes(t.deps.db);
    expect(routes.find((x) => x.group_id === weather.group_id && x.env_type === 1)?.group_ip_list).toEqual([
      '127.0.0.1',
    ]);
    expect(routes.find((x) => x.group_id === weather.group_id && x.env_type === 3)?.group_ip_list).toBeNull();
    await call(
      'PUT',
      '/newopen/service/group_ip',
      {
        group_ip_setting_id: r.json().data.group_ip_setting_id,
        group_id: weather.group_id,
        env_type: 1,
        ip_list: '127.0.0.1',
        enabled: false,
      },
      provider,
    );
    const after = await loadPublishedRoutes(t.deps.db);
    expect(after.find((x) => x.group_id === weather.group_id && x.env_type === 1)?.group_ip_list).toBeNull();
  });
});
