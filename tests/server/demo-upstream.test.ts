/** The demo upstream over real HTTP on a free port, with a fixed clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { DEMO_UPSTREAM_ROUTES, startDemoUpstream, type DemoUpstream } from '../../src/server/demo/upstream.ts';
import { demoUpstreamMessages } from '../../src/server/demo/upstream/messages.ts';

const NOW = Date.UTC(2026, 0, 1, 4, 0, 0); // 12:00 on 2026-01-01 in China
let up: DemoUpstream;
const agent = new Agent({ keepAliveTimeout: 1000 });

beforeAll(async () => {
  up = await startDemoUpstream({ port: 0, now: () => NOW });
});
afterAll(async () => {
  await up.close();
  await agent.close();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await request(`${up.url}${path}`, {
    method: method as 'GET',
    dispatcher: agent,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

describe('demo upstream', () => {
  it('has every error message in zh and en', () => {
    expect(Object.keys(demoUpstreamMessages.zh).sort()).toEqual(Object.keys(demoUpstreamMessages.en).sort());
  });

  it('binds 127.0.0.1 and lists its routes for the catalog seed', () => {
    expect(up.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(DEMO_UPSTREAM_ROUTES.map((r) => `${r.method} ${r.path}`)).toContain('GET /weather/v1/forecast/{city}');
  });

  it('carries X-Ca-Request-Id back on success and on error, and answers JSON', async () => {
    const ok = await call('GET', '/weather/v1/now?city=beijing', undefined, { 'x-ca-request-id': 'req-1' });
    expect(ok.headers['x-ca-request-id']).toBe('req-1');
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    const bad = await call('GET', '/nope', undefined, { 'x-ca-request-id': 'req-2' });
    expect(bad).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
    expect(bad.headers['x-ca-request-id']).toBe('req-2');
    expect((await call('GET', '/weather/v1/now?city=beijing')).headers['x-ca-request-id']).toBeUndefined();
  });

  describe('GET /weather/v1/now', () => {
    it('knows a city by Chinese name, pinyin, English name or code, the same weather each way', async () => {
      const answers = await Promise.all(
        ['北京', '北京市', 'beijing', 'BeiJing', '110000'].map((c) =>
          call('GET', `/weather/v1/now?city=${encodeURIComponent(c)}`),
        ),
      );
      for (const a of answers) expect(a.status).toBe(200);
      expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
      expect(answers[0].json).toMatchObject({
        city: { code: '110000', name: '北京', name_en: 'Beijing' },
        observed_at: '2026-01-01T12:00:00+08:00',
      });
      expect(answers[0].json.weather).toEqual({
        code: expect.any(String),
        zh: expect.any(String),
        en: expect.any(String),
      });
      expect((await call('GET', "/weather/v1/now?city=Xi'an")).json.city.code).toBe('610100');
    });

    it('answers 404 for an unknown city and 400 without one, in the language asked for', async () => {
      expect(await call('GET', '/weather/v1/now?city=atlantis')).toMatchObject({
        status: 404,
        json: { error: { code: 'CITY_NOT_FOUND', message: '未知城市：atlantis' } },
      });
      expect(
        await call('GET', '/weather/v1/now?city=atlantis', undefined, { 'accept-language': 'en-US,en' }),
      ).toMatchObject({ json: { error: { message: 'Unknown city: atlantis' } } });
      expect(await call('GET', '/weather/v1/now')).toMatchObject({
        status: 400,
        json: { error: { code: 'CITY_REQUIRED' } },
      });
    });
  });

  describe('GET /weather/v1/forecast/{city}', () => {
    it('forecasts 1 to 7 days from today, deterministic per city and date', async () => {
      const three = await call('GET', '/weather/v1/forecast/shanghai');
      expect(three.json.days.map((d: { date: string }) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
      const seven = await call('GET', `/weather/v1/forecast/${encodeURIComponent('上海')}?days=7`);
      expect(seven.json.days).toHaveLength(7);
      expect(seven.json.days.slice(0, 3)).toEqual(three.json.days);
      for (const d of seven.json.days) expect(d.temp_min_c).toBeLessThan(d.temp_max_c);
      expect((await call('GET', '/weather/v1/forecast/shanghai?days=1')).json.days).toHaveLength(1);
      const other = await call('GET', '/weather/v1/forecast/guangzhou?days=7');
      expect(other.json.days).not.toEqual(seven.json.days);
    });

    it.each(['0', '8', '2.5', '-1', 'x', '07x'])('refuses days=%s with 400', async (days) => {
      expect(await call('GET', `/weather/v1/forecast/shanghai?days=${days}`)).toMatchObject({
        status: 400,
        json: { error: { code: 'BAD_DAYS' } },
      });
    });

    it('answers 404 for an unknown city', async () => {
      expect((await call('GET', '/weather/v1/forecast/gotham')).status).toBe(404);
    });
  });

  describe('/fx/v1', () => {
    it('lists rates for a base, CNY by default, as exact decimal strings', async () => {
      const cny = await call('GET', '/fx/v1/rates');
      expect(cny.json).toMatchObject({ base: 'CNY', date: '2026-01-01', rates: { USD: '0.139218', JPY: '20.879006' } });
      expect(cny.json.rates.CNY).toBeUndefined();
      expect((await call('GET', '/fx/v1/rates?base=usd')).json).toMatchObject({
        base: 'USD',
        rates: { CNY: '7.183000' },
      });
    });

    it('refuses an unknown base with 400', async () => {
      expect(await call('GET', '/fx/v1/rates?base=XYZ')).toMatchObject({
        status: 400,
        json: { error: { code: 'UNKNOWN_CURRENCY' } },
      });
    });

    it('converts exactly: amount × rate, rounded half-up to the minor unit', async () => {
      expect((await call('POST', '/fx/v1/convert', { from: 'USD', to: 'CNY', amount: '100.00' })).json).toEqual({
        from: 'USD',
        to: 'CNY',
        amount: '100.00',
        rate: '7.183000',
        converted: '718.30',
        converted_minor: '71830',
      });
      // 0.10 + 0.20 style drift would show here: 0.3 CNY × 0.139218 = 0.0417654 → 0.04
      expect((await call('POST', '/fx/v1/convert', { from: 'cny', to: 'usd', amount: '0.3' })).json).toMatchObject({
        amount: '0.30',
        converted: '0.04',
      });
      expect(
        (await call('POST', '/fx/v1/convert', { from: 'CNY', to: 'JPY', amount: '12345678901234.56' })).json,
      ).toMatchObject({ converted: '257765503852950', converted_minor: '257765503852950' }); // checked with Python's Decimal
      expect((await call('POST', '/fx/v1/convert', { from: 'JPY', to: 'CNY', amount: '1' })).json).toMatchObject({
        amount: '1',
        converted: '0.05',
      });
    });

    it.each([
      [{ from: 'CNY', to: 'USD', amount: 100 }, 'BAD_AMOUNT'],
      [{ from: 'CNY', to: 'USD', amount: '-1' }, 'BAD_AMOUNT'],
      [{ from: 'CNY', to: 'USD', amount: '1e3' }, 'BAD_AMOUNT'],
      [{ from: 'CNY', to: 'USD', amount: '01' }, 'BAD_AMOUNT'],
      [{ from: 'CNY', to: 'USD', amount: '1.234' }, 'TOO_MANY_DECIMALS'],
      [{ from: 'JPY', to: 'USD', amount: '1.5' }, 'TOO_MANY_DECIMALS'],
      [{ from: 'CNY', to: 'XYZ', amount: '1' }, 'UNKNOWN_CURRENCY'],
      [{ to: 'USD', amount: '1' }, 'UNKNOWN_CURRENCY'],
      ['not json', 'BAD_JSON'],
      [[1, 2], 'BAD_JSON'],
    ])('refuses %j with 400 %s', async (body, code) => {
      expect(await call('POST', '/fx/v1/convert', body)).toMatchObject({ status: 400, json: { error: { code } } });
    });

    it('answers 405 with Allow for a GET on convert', async () => {
      const res = await call('GET', '/fx/v1/convert');
      expect(res).toMatchObject({ status: 405, json: { error: { code: 'METHOD_NOT_ALLOWED' } } });
      expect(res.headers.allow).toBe('POST');
    });
  });

  describe('POST /idcheck/v1/verify', () => {
    it('matches a valid number (the GB 11643 example) and tells birth date and gender', async () => {
      expect(
        (await call('POST', '/idcheck/v1/verify', { name: '张三', id_number: '11010519491231002x' })).json,
      ).toEqual({
        name: '张三',
        result: 'match',
        reasons: [],
        birth_date: '1949-12-31',
        gender: 'female',
        region_code: '110105',
      });
      expect(
        (await call('POST', '/idcheck/v1/verify', { name: '李四', id_number: '440524188001010014' })).json,
      ).toMatchObject({ result: 'match', gender: 'male' });
    });

    it.each([
      ['110105194912310021', ['bad_check_digit']],
      ['110105194902300026', ['bad_birth_date', 'bad_check_digit']],
      ['990105194912310020', ['bad_region', 'bad_check_digit']],
      ['110105209912310026', ['birth_date_in_future', 'bad_check_digit']],
    ])('answers mismatch for %s with reasons %j', async (id, reasons) => {
      const res = await call('POST', '/idcheck/v1/verify', { name: '王五', id_number: id });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ result: 'mismatch', reasons });
    });

    it.each([
      [{ name: '张三', id_number: '1101051949123100' }, 'BAD_ID_NUMBER'],
      [{ name: '张三', id_number: '11010519491231002Y' }, 'BAD_ID_NUMBER'],
      [{ name: '张三', id_number: 110105194912310020 }, 'BAD_ID_NUMBER'],
      [{ name: ' ', id_number: '11010519491231002X' }, 'NAME_REQUIRED'],
    ])('refuses %j with 400 %s', async (body, code) => {
      expect(await call('POST', '/idcheck/v1/verify', body)).toMatchObject({ status: 400, json: { error: { code } } });
    });
  });

  describe('POST /sms/v1/send', () => {
    it('accepts a mainland mobile number (with or without +86) and returns a message id', async () => {
      const res = await call('POST', '/sms/v1/send', {
        phone: '+8613800138000',
        template_code: 'SMS_001',
        params: { code: '1234' },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ phone: '138****8000', template_code: 'SMS_001', status: 'accepted' });
      expect(res.json.message_id).toMatch(/^SMS\d+[0-9A-F]{8}$/);
      const again = await call('POST', '/sms/v1/send', { phone: '19912345678', template_code: 'SMS_001' });
      expect(again.json.message_id).not.toBe(res.json.message_id);
    });

    it.each([
      [{ phone: '12800138000', template_code: 'T' }, 400, 'BAD_PHONE'],
      [{ phone: '1380013800', template_code: 'T' }, 400, 'BAD_PHONE'],
      [{ phone: '+1 415 555 0100', template_code: 'T' }, 400, 'BAD_PHONE'],
      [{ phone: '13800138000' }, 400, 'TEMPLATE_REQUIRED'],
      [{ phone: '13800138000', template_code: 'T', params: { n: 1 } }, 400, 'BAD_PARAMS'],
      [{ phone: '13800138000', template_code: 'FAIL' }, 500, 'SMS_UPSTREAM_FAILURE'],
    ])('answers %j with %i %s', async (body, status, code) => {
      expect(await call('POST', '/sms/v1/send', body)).toMatchObject({ status, json: { error: { code } } });
    });
  });

  describe('/demo/v1', () => {
    it('answers slow after the time asked for', async () => {
      const started = Date.now();
      expect((await call('GET', '/demo/v1/slow?ms=300')).json).toEqual({ slept_ms: 300 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect((await call('GET', '/demo/v1/slow')).json).toEqual({ slept_ms: 0 });
    });

    it.each(['60001', '-5', 'abc', '1.5'])('refuses slow ms=%s with 400', async (ms) => {
      expect(await call('GET', `/demo/v1/slow?ms=${ms}`)).toMatchObject({
        status: 400,
        json: { error: { code: 'BAD_MS' } },
      });
    });

    it('stops waiting when the client goes away', async () => {
      const controller = new AbortController();
      const pending = request(`${up.url}/demo/v1/slow?ms=60000`, { signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      await expect(pending).rejects.toThrow();
    });

    it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
      'echoes a %s: method, path, query, headers and body',
      async (method) => {
        const body = method === 'GET' ? undefined : '{"a":"中文"}';
        const res = await call(method, '/demo/v1/echo?x=1&x=2&y=%E4%B8%AD', body, { 'x-custom': 'v' });
        expect(res.status).toBe(200);
        expect(res.json).toMatchObject({
          method,
          path: '/demo/v1/echo',
          query: { x: ['1', '2'], y: '中' },
          headers: { 'x-custom': 'v' },
          body: body ?? '',
          body_length: body ? Buffer.byteLength(body) : 0,
        });
      },
    );

    it('refuses a body over 10 MB with 413', async () => {
      expect((await call('POST', '/demo/v1/echo', 'x'.repeat(10 * 1024 * 1024 + 1))).status).toBe(413);
    });
  });

  it('serves concurrent keep-alive calls', async () => {
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('GET', `/fx/v1/rates?base=${i % 2 ? 'USD' : 'EUR'}`)),
    );
    expect(all.every((r) => r.status === 200)).toBe(true);
  });
});
