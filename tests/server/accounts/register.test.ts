/**
 * Registration and its codes: POST /openauthor/v1/user/register/send_code, GET …/register/check,
 * POST …/register; codes expire (injected clock), are single use, wait 60 s between sends, 5 an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { captcha, codeFromOutbox, get, nextIp, PASSWORD, post, registerUser } from './fixtures.ts';
import { loginRaw } from '../auth/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

const SEND = '/openauthor/v1/user/register/send_code';
const REGISTER = '/openauthor/v1/user/register';

async function attempt(
  user_name: string,
  email: string,
  code: string,
  ip: string,
  extra: Record<string, unknown> = {},
  language?: string,
) {
  return post(
    t,
    REGISTER,
    {
      user_name,
      password: PASSWORD,
      channel: 'email',
      email,
      code,
      agreement: true,
      captcha_code: await captcha(t, ip),
      ...extra,
    },
    { ip, language },
  );
}

describe('registration', () => {
  it('registers with an email code from the outbox, and the new account logs in', async () => {
    const user = await registerUser(t, 'alice01');
    const login = await loginRaw(t, 'alice01', user.md5, { ip: nextIp() });
    expect(login.statusCode).toBe(200);
    const info = await get(t, '/openauthor/v1/user/information', { ticket: login.json().data.ticket });
    expect(info.json().data).toMatchObject({
      user_name: 'alice01',
      email: 'alice01@example.test',
      account_type: 0,
      user_type: 3,
    });
  });

  it('registers by phone, code sent to the SMS outbox', async () => {
    const ip = nextIp();
    expect((await post(t, SEND, { channel: 'sms', address: '13800138000' }, { ip })).statusCode).toBe(200);
    const code = await codeFromOutbox(t, '13800138000');
    const res = await post(
      t,
      REGISTER,
      {
        user_name: 'phoneuser',
        password: PASSWORD,
        channel: 'sms',
        phone: '13800138000',
        code,
        agreement: true,
        captcha_code: await captcha(t, ip),
      },
      { ip },
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong code, and a code once used', async () => {
    const ip = nextIp();
    await post(t, SEND, { channel: 'email', address: 'bob@example.test' }, { ip });
    const code = await codeFromOutbox(t, 'bob@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await attempt('bob01', 'bob@example.test', wrong, ip, {}, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([
      { field: 'code', message: 'The verification code is wrong or has expired' },
    ]);
    expect((await attempt('bob01', 'bob@example.test', code, ip)).statusCode).toBe(200);
    // the same code again (for another name) is spent
    const again = await attempt('bob02', 'bob@example.test', code, ip);
    expect(again.statusCode).toBe(409); // the email is now taken, checked before the code
  });

  it('expires a code after 10 minutes', async () => {
    const ip = nextIp();
    await post(t, SEND, { channel: 'email', address: 'late@example.test' }, { ip });
    const code = await codeFromOutbox(t, 'late@example.test');
    t.clock.advance(10 * 60_000 + 1);
    const res = await attempt('late01', 'late@example.test', code, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('code');
  });

  it('stops trying a code after 5 wrong tries', async () => {
    const ip = nextIp();
    await post(t, SEND, { channel: 'email', address: 'guess@example.test' }, { ip });
    const code = await codeFromOutbox(t, 'guess@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await attempt('guess01', 'guess@example.test', wrong, ip)).statusCode).toBe(400);
    expect((await attempt('guess01', 'guess@example.test', code, ip)).statusCode).toBe(400);
  });

  it('waits 60 s before a resend, and allows 5 sends an hour per address and per client address', async () => {
    const ip = nextIp();
    const first = await post(t, SEND, { channel: 'email', address: 'rate@example.test' }, { ip });
    expect(first.json().data).toEqual({ resend_after: 60 });
    const soon = await post(t, SEND, { channel: 'email', address: 'rate@example.test' }, { ip, language: 'en' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/60 s/);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect(
        (await post(t, SEND, { channel: 'email', address: 'rate@example.test' }, { ip: nextIp() })).statusCode,
      ).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await post(t, SEND, { channel: 'email', address: 'rate@example.test' }, { ip: nextIp() })).statusCode).toBe(
      429,
    );
    // per client address: 5 different addresses from one IP, the 6th refused
    const ip2 = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await post(t, SEND, { channel: 'email', address: `ip${i}@example.test` }, { ip: ip2 })).statusCode).toBe(
        200,
      );
    expect((await post(t, SEND, { channel: 'email', address: 'ip5@example.test' }, { ip: ip2 })).statusCode).toBe(429);
    t.clock.advance(3_600_000);
    expect((await post(t, SEND, { channel: 'email', address: 'ip5@example.test' }, { ip: ip2 })).statusCode).toBe(200);
  });

  it('needs the agreement, the captcha, a well-formed and free name, and a free address', async () => {
    const ip = nextIp();
    await post(t, SEND, { channel: 'email', address: 'carol@example.test' }, { ip });
    const code = await codeFromOutbox(t, 'carol@example.test');
    const noAgreement = await attempt('carol01', 'carol@example.test', code, ip, { agreement: false });
    expect(noAgreement.json().data.errors[0].field).toBe('agreement');
    const badCaptcha = await post(
      t,
      REGISTER,
      {
        user_name: 'carol01',
        password: PASSWORD,
        channel: 'email',
        email: 'carol@example.test',
        code,
        agreement: true,
        captcha_code: 'ZZZZ',
      },
      { ip },
    );
    expect(badCaptcha.json().data.errors[0].field).toBe('captcha_code');
    const badName = await attempt('1carol', 'carol@example.test', code, ip, {}, 'en');
    expect(badName.json().data.errors[0]).toMatchObject({ field: 'user_name' });
    const taken = await attempt('Admin', 'carol@example.test', code, ip);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('DUPLICATE');
    // domain account prefixes come from user_sources
    await t.deps.db
      .insertInto('user_sources' as any)
      .values({ source_name: 'Corp LDAP', source_code: 'corp', source_type: 'ldap', account_prefix: 'corp_', state: 1 })
      .execute();
    const reserved = await attempt('corp_carol', 'carol@example.test', code, ip, {}, 'en');
    expect(reserved.json().data.errors[0].message).toContain('corp_');
    // a send to an address already registered says so
    const dup = await post(t, SEND, { channel: 'email', address: 'ALICE01@example.test' }, { ip: nextIp() });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().data.errors[0].field).toBe('address');
  });

  it('answers uniqueness and check-digit checks', async () => {
    const check = async (field: string, value: string) =>
      (
        await get(t, `/openauthor/v1/user/register/check?field=${field}&value=${encodeURIComponent(value)}`, {
          ip: nextIp(),
        })
      ).json().data;
    expect(await check('user_name', 'ADMIN')).toEqual({ available: false, valid: true });
    expect(await check('user_name', 'nobody-here')).toEqual({ available: true, valid: true });
    expect(await check('email', 'admin@demo.example')).toEqual({ available: false });
    expect(await check('enterprise_code', '91350100M000100Y43')).toEqual({ available: true, valid: true });
    expect(await check('enterprise_code', '91350100M000100Y44')).toEqual({ available: false, valid: false });
    expect(await check('id_card', '11010519491231002X')).toEqual({ available: true, valid: true });
    expect(await check('id_card', '110105194912310021')).toEqual({ available: false, valid: false });
    expect(await check('invite_code', 'NOSUCHCODE')).toEqual({ available: false });
  });

  it('joins an enterprise with an invite code, enforcing expiry and use count', async () => {
    const ent = await t.deps.db
      .selectFrom('users')
      .select(['user_id', 'enterprise_id'])
      .where('user_name', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    const expires = new Date(t.clock.now().getTime() + 86_400_000);
    await t.deps.db
      .insertInto('invite_codes' as any)
      .values([
        {
          invite_code: 'ONCEONLY',
          max_uses: 1,
          use_count: 0,
          expires_at: expires,
          enterprise_id: ent.enterprise_id,
          created_by: ent.user_id,
        },
        {
          invite_code: 'EXPIRED1',
          max_uses: 5,
          use_count: 0,
          expires_at: new Date(t.clock.now().getTime() - 1000),
          enterprise_id: ent.enterprise_id,
          created_by: ent.user_id,
        },
      ])
      .execute();
    const member = await registerUser(t, 'member01', { invite_code: 'onceonly' });
    const row = await t.deps.db
      .selectFrom('users')
      .select(['account_type', 'enterprise_id', 'puser_name'])
      .where('user_id', '=', member.user_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ account_type: 1, enterprise_id: ent.enterprise_id, puser_name: 'enterprise' });
    await expect(registerUser(t, 'member02', { invite_code: 'ONCEONLY' })).rejects.toThrow(/invite_code/);
    await expect(registerUser(t, 'member03', { invite_code: 'EXPIRED1' })).rejects.toThrow(/invite_code/);
  });

  it('shows the outbox to platform admins only', async () => {
    await post(t, SEND, { channel: 'email', address: 'outbox@example.test' }, { ip: nextIp() });
    const admin = await t.login('admin');
    const page = await get(t, '/openauthor/v1/outbox/page?recipient=outbox@example.test', { ticket: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.list[0]).toMatchObject({ channel: 'email', recipient: 'outbox@example.test' });
    expect(page.json().data.list[0].body).toMatch(/\d{6}/);
    const dev = await t.login('developer');
    expect((await get(t, '/openauthor/v1/outbox/page', { ticket: dev })).statusCode).toBe(403);
  });
});
