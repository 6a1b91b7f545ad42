/**
 * Issue 23, finding 5: no one can lock an account they do not own. The area login checked the captcha after
 * counting a failure, so 18 requests without a captcha locked any account for 15 minutes. Now every password
 * login checks the captcha before counting anything, and a right password with a valid captcha is always admitted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { captchaFor, createUser, loginRaw, WRONG_MD5 } from '../auth/fixtures.ts';
import { get, post } from '../accounts/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.deps.db
    .insertInto('user_sources' as any)
    .values({ source_name: 'Area', source_code: 'area', source_type: 'ad', account_prefix: 'area_', state: 1 })
    .execute();
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

const AREA_LOGIN = '/openauthor/sso/platform/login';

/** Draws an area captcha from `ip` and answers its key and, read where the server keeps it, its answer. */
async function areaCaptcha(ip: string) {
  const { captcha_key } = (await get(t, '/openauthor/sso/get/captcha_code', { ip })).json().data;
  const row = await t.deps.db
    .selectFrom('captchas')
    .select('answer')
    .where('captcha_key', '=', captcha_key)
    .executeTakeFirstOrThrow();
  return { captcha_key: captcha_key as string, answer: row.answer };
}

describe('the area login', () => {
  it('after 50 attempts from another address without a valid captcha, the owner logs in with the password and a captcha', async () => {
    const owner = await createUser(t, 'area_owner');
    const attacker = '10.23.5.1';
    for (let i = 0; i < 50; i++) {
      // half name a captcha that does not exist, half answer a real one wrongly
      const c = i % 2 ? await areaCaptcha(attacker) : { captcha_key: `area:forged${i}`, answer: 'QQQQ' };
      const wrong = c.answer === 'QQQQ' ? 'QQQQ' : c.answer === 'AAAA' ? 'BBBB' : 'AAAA';
      const res = await post(
        t,
        AREA_LOGIN,
        { account: owner.user_name, password: WRONG_MD5, captcha_key: c.captcha_key, captcha_code: wrong },
        { ip: attacker },
      );
      expect(res.statusCode, `attempt ${i}: ${res.body}`).toBe(400);
      expect(res.json().data.errors[0].field).toBe('captcha_code');
      if (i % 2) t.clock.advance(3_000); // the captcha endpoint draws at most 20 a minute per address
    }
    const guards = await t.deps.db
      .selectFrom('login_guards')
      .select('consecutive_failures')
      .where('guard_key', 'in', [`account:${owner.user_name}`, `address:${attacker}`])
      .execute();
    expect(guards.every((g) => g.consecutive_failures === 0)).toBe(true);
    const own = '10.23.5.2';
    const c = await areaCaptcha(own);
    const res = await post(
      t,
      AREA_LOGIN,
      { account: owner.user_name, password: owner.md5, captcha_key: c.captcha_key, captcha_code: c.answer },
      { ip: own },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.user_name).toBe(owner.user_name);
  });

  it('after 20 wrong passwords with valid captchas from other addresses, still admits the owner', async () => {
    const owner = await createUser(t, 'area_owner2');
    for (let i = 0; i < 20; i++) {
      const ip = `10.23.6.${1 + Math.floor(i / 10)}`;
      for (;;) {
        const c = await areaCaptcha(ip);
        const res = await post(
          t,
          AREA_LOGIN,
          { account: owner.user_name, password: WRONG_MD5, captcha_key: c.captcha_key, captcha_code: c.answer },
          { ip },
        );
        if (res.statusCode === 429) {
          t.clock.advance(Number(res.headers['retry-after']) * 1000);
          continue;
        }
        expect(res.json().code, `attempt ${i}`).toBe('LOGIN_FAILED');
        break;
      }
    }
    const own = '10.23.6.99';
    const c = await areaCaptcha(own);
    const res = await post(
      t,
      AREA_LOGIN,
      { account: owner.user_name, password: owner.md5, captcha_key: c.captcha_key, captcha_code: c.answer },
      { ip: own },
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the password login', () => {
  it('after 50 attempts from another address without or with a wrong captcha, the owner logs in with the password and a captcha', async () => {
    const owner = await createUser(t, 'pw_owner');
    const attacker = '10.23.7.1';
    // three plain failures make the captcha due; from then on nothing without a valid one counts
    for (let i = 0; i < 3; i++)
      expect((await loginRaw(t, owner.user_name, WRONG_MD5, { ip: attacker })).json().code).toBe('LOGIN_FAILED');
    t.clock.advance(1000);
    for (let i = 0; i < 50; i++) {
      const login_code = i % 2 ? 'QQQQ' : undefined;
      const res = await loginRaw(t, owner.user_name, WRONG_MD5, { ip: attacker, login_code });
      expect(res.json().code, `attempt ${i}`).toBe(login_code ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED');
    }
    const own = '10.23.7.2';
    const res = await loginRaw(t, owner.user_name, owner.md5, {
      ip: own,
      login_code: await captchaFor(t, owner.user_name, own),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
