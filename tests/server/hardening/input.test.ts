/**
 * Issue 7, findings 8, 9, 11 and 13: bad numbers, NUL, coerced body types, blank required strings, failures before
 * routing and request ids. Each answer is a 400 (or 431/414) in the envelope, and nothing is stored.
 */
import { request } from 'undici';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
let origin: string;
const call = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: { ticket: admin, ...headers } });
const roleCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.dispose();
});

describe('numbers beyond int4 and bad ids are 400, not 500', () => {
  it.each([
    ['an id beyond int4 in the path', 'GET', '/newopen/service/partner/2147483648'],
    ['an id in exponent form', 'GET', '/newopen/service/partner/1e20'],
    ['a page number beyond int4', 'GET', '/newopen/service/partner/page?page_num=2147483648'],
    [
      'a non-numeric exclude_id',
      'GET',
      '/newopen/service/resource/check_unique?resource=partners&field=partner_name&value=x&exclude_id=abc',
    ],
    ['a negative id', 'GET', '/newopen/service/partner/-5'],
  ])('%s', async (_name, method, url) => {
    const r = await call(method, url);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('bounds integers inside bodies too', async () => {
    const r = await call('PUT', '/newopen/service/partner', {
      partner_id: 99999999999,
      partner_name: 'x',
      partner_type: 'isv',
      cooperation_state: 1,
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('NUL characters', () => {
  it('are refused in bodies, naming the field, and nothing is stored', async () => {
    const before = await roleCount();
    const r = await call('POST', '/openauthor/v1/account/role', { role_name: 'a\u0000b', role_code: 'nul_role' });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors[0].field).toBe('role_name');
    expect(await roleCount()).toBe(before);
  });

  it('are refused in query strings', async () => {
    const r = await call('GET', '/newopen/service/partner/page?partner_name=%00x');
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors[0].field).toBe('partner_name');
  });
});

describe('body types are not coerced', () => {
  it.each([
    ['an array', ['x']],
    ['a number', 12345],
    ['a boolean', true],
  ])('%s where a string belongs is a 400 and stores nothing', async (_n, value) => {
    const before = await roleCount();
    const r = await call('POST', '/openauthor/v1/account/role', {
      role_name: value,
      role_code: `coerce_${typeof value}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors[0].field).toBe('role_name');
    expect(await roleCount()).toBe(before);
  });

  it('a numeric string where a number belongs is a 400 in a body but fine in a query string', async () => {
    const body = await call('PUT', '/newopen/service/partner', {
      partner_id: '1',
      partner_name: 'x',
      partner_type: 'isv',
      cooperation_state: 1,
    });
    expect(body.statusCode).toBe(400);
    const query = await call('GET', '/newopen/service/partner/page?page_num=1&page_size=5');
    expect(query.statusCode).toBe(200);
  });

  it('a whitespace-only required name is missing, in the request language', async () => {
    const before = await roleCount();
    const r = await call(
      'POST',
      '/openauthor/v1/account/role',
      { role_name: '   ', role_code: 'blank_name' },
      { language: 'en' },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors).toEqual([{ field: 'role_name', message: 'Role name is required' }]);
    expect(await roleCount()).toBe(before);
  });
});

describe('null in a body', () => {
  it('clears an optional field on update and is "not given" on create', async () => {
    const created = await call('POST', '/newopen/service/partner', {
      partner_name: '空值伙伴',
      partner_type: 'isv',
      cooperation_state: 1,
      contact_name: '张三',
      remark: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json().data;
    expect(p.contact_name).toBe('张三');
    const cleared = await call('PUT', '/newopen/service/partner', {
      partner_id: p.partner_id,
      partner_name: '空值伙伴',
      partner_type: 'isv',
      cooperation_state: 1,
      contact_name: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.contact_name).toBeNull();
  });

  it('is refused for a required field, naming it', async () => {
    const r = await call('POST', '/newopen/service/partner', {
      partner_name: null,
      partner_type: 'isv',
      cooperation_state: 1,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors[0].field).toBe('partner_name');
  });
});

describe('failures before routing keep the envelope', () => {
  it('answers an oversized header block with a 431 envelope', async () => {
    const r = await request(`${origin}/healthz`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(r.statusCode).toBe(431);
    expect(await r.body.json()).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE', data: null });
  });

  it('answers an oversized URL with a 431 envelope', async () => {
    const r = await request(`${origin}/newopen/service/partner/page?q=${'a'.repeat(20_000)}`);
    expect(r.statusCode).toBe(431);
    expect(((await r.body.json()) as any).success).toBe(false);
  });

  it('answers a malformed request line with a 400 envelope', async () => {
    const raw = await new Promise<string>((resolve) => {
      const s = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1', () => s.write('GARBAGE\r\n\r\n'));
      let out = '';
      s.on('data', (d) => {
        out += d;
      });
      s.on('close', () => resolve(out));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers a URL that cannot be decoded with a 400 envelope', async () => {
    const r = await call('GET', '/newopen/service/partner/%E0%A4%A');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-ID', async () => {
    const r = await call('GET', '/healthz', undefined, { 'x-request-id': 'abc-123.trace:7' });
    expect(r.headers['x-request-id']).toBe('abc-123.trace:7');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces and markup', 'x <script>alert(1)</script>'],
    ['with a line break escape', 'a\\nb'],
  ])('replaces one %s with a fresh id', async (_n, id) => {
    const r = await call('GET', '/healthz', undefined, { 'x-request-id': id });
    expect(r.headers['x-request-id']).not.toBe(id);
    expect(String(r.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
