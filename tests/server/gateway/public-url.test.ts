/**
 * The gateway's public address (GATEWAY_PUBLIC_URL, else the request's host on GATEWAY_PORT) is what the product
 * page's code samples, the signature tool's gatewayInfo and the docs' {{gateway_url}} answer, over the app's real
 * routes; gatewayInfo also answers the secret reset's grace period. The configured cases apply loadConfig's own parse
 * of the variables to the running app (a fresh app per variable would reseed the demo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../../src/server/config.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let dev: string;
let weather: number;
beforeAll(async () => {
  t = await startTestApp();
  dev = await t.login('developer');
  weather = (
    await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await t?.dispose();
});

async function addresses(host: string) {
  const headers = { host, ticket: dev };
  const product = await t.app.inject({
    method: 'GET',
    url: `/newopen/service/market/group/detail?group_id=${weather}`,
    headers,
  });
  const info = await t.app.inject({ method: 'GET', url: '/newopen/service/apply/gateway_info', headers });
  // the getting-started guide (index_doc_id 3) writes its curl line against {{gateway_url}}
  const guide = await t.app.inject({
    method: 'GET',
    url: '/website/site/document/read?index_doc_id=3',
    headers: { host },
  });
  expect(product.statusCode).toBe(200);
  expect(info.statusCode).toBe(200);
  expect(guide.statusCode).toBe(200);
  const { content, content_en } = guide.json().data as { content: string; content_en: string };
  const docs = [content, content_en].map((text) => {
    expect(text).not.toContain('{{gateway_url}}');
    return /\.\.\. (\S+)\/demo\/weather\/now/.exec(text)?.[1];
  });
  expect(docs[1]).toBe(docs[0]);
  return { product: product.json().data.gateway_url, info: info.json().data.gateway_url, docs: docs[0] };
}

describe('the gateway public address', () => {
  it('defaults to the host name the caller used, on GATEWAY_PORT, in the product page, gatewayInfo and the docs alike', async () => {
    Object.assign(t.deps.config, {
      gatewayPort: loadConfig({ GATEWAY_PORT: '9345' }).gatewayPort,
      gatewayPublicUrl: undefined,
    });
    expect(await addresses('console.example.test:8080')).toEqual({
      product: 'http://console.example.test:9345',
      info: 'http://console.example.test:9345',
      docs: 'http://console.example.test:9345',
    });
    expect(await addresses('10.1.2.3')).toEqual({
      product: 'http://10.1.2.3:9345',
      info: 'http://10.1.2.3:9345',
      docs: 'http://10.1.2.3:9345',
    });
  });

  it('is GATEWAY_PUBLIC_URL (without a trailing slash) when set, whatever the host', async () => {
    Object.assign(t.deps.config, {
      gatewayPublicUrl: loadConfig({ GATEWAY_PUBLIC_URL: 'https://api.example.com/' }).gatewayPublicUrl,
    });
    expect(await addresses('console.example.test:8080')).toEqual({
      product: 'https://api.example.com',
      info: 'https://api.example.com',
      docs: 'https://api.example.com',
    });
    // a visitor (no ticket) reads the product page with the same address
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/newopen/service/market/group/detail?group_id=${weather}`,
      headers: { host: 'x.test' },
    });
    expect(visitor.json().data.gateway_url).toBe('https://api.example.com');
  });

  it("gatewayInfo also says how long a reset secret's predecessor keeps working (APP_SECRET_GRACE_HOURS)", async () => {
    const info = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/newopen/service/apply/gateway_info', headers: { ticket: dev } })
      ).json().data.secret_grace_hours;
    expect(await info()).toBe(24);
    Object.assign(t.deps.config, {
      appSecretGraceHours: loadConfig({ APP_SECRET_GRACE_HOURS: '6' }).appSecretGraceHours,
    });
    expect(await info()).toBe(6);
  });

  it('refuses a GATEWAY_PUBLIC_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ GATEWAY_PUBLIC_URL: 'api.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ GATEWAY_PUBLIC_URL: 'api.example.com' })).toThrow(/GATEWAY_PUBLIC_URL/);
  });
});
