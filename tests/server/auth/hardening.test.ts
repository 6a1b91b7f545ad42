/** Abuse cases: captchas others cannot replace, guessing through password change, forged addresses, group codes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { captchaFor, createUser, loginRaw, ticketOf } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('hardening', () => {
  it('keeps a captcha with the address that drew it: another address cannot replace it', async () => {
    const victim = await createUser(t, 'victim');
    for (let i = 0; i < 3; i++) {
      await loginRaw(t, 'victim', md5Hex('wrong'), { ip: '10.0.0.1' });
      t.clock.advance(10 * 60_000);
    }
    const code = await captchaFor(t, 'victim', '10.0.0.1');
    // an attacker elsewhere draws captchas for the same account
    await t.app.inject({ url: '/openauthor/v1/captcha?user_name=victim', remoteAddress: '10.9.9.9' });
    const res = await loginRaw(t, 'victim', victim.md5, { ip: '10.0.0.1', login_code: code });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('limits wrong old passwords on password change like logins', async () => {
    const u = await createUser(t, 'guessed');
    const ticket = await ticketOf(t, u);
    const change = (old: string) =>
      t.app.inject({
        method: 'POST',
        url: '/openauthor/v1/user/edit_password',
        headers: { ticket },
        payload: { user_id: u.user_id, old_password: md5Hex(old), new_password: md5Hex('New#Pass1') },
      });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await change(`guess${i}`)).statusCode);
    expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
    expect(codes.slice(3)).toContain(429);
  });

  it('pauses password changes for 15 minutes after 10 wrong old passwords, with its own words', async () => {
    const u = await createUser(t, 'guessed2');
    const ticket = await ticketOf(t, u);
    const change = (old: string, language = 'zh') =>
      t.app.inject({
        method: 'POST',
        url: '/openauthor/v1/user/edit_password',
        headers: { ticket, language },
        payload: { user_id: u.user_id, old_password: md5Hex(old), new_password: md5Hex('New#Pass1') },
      });
    for (let failed = 0; failed < 10;) {
      const res = await change(`guess${failed}`);
      if (res.statusCode === 429) t.clock.advance(Number(res.headers['retry-after']) * 1000);
      else failed++;
    }
    const paused = await change('Pass@1234');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: '失败次数过多，请15分钟后再试',
      data: null,
    });
    expect((await change('Pass@1234', 'en')).json().message).toBe('Too many failed attempts; try again in 15 minutes');
  });

  it('answers is_resource_check for a group menu when any menu under it is granted', async () => {
    const dev = await createUser(t, 'groupdev', { role: 'developer' });
    const ticket = await ticketOf(t, dev);
    const check = async (code: string) =>
      (await t.app.inject({ url: `/openauthor/v1/is_resource_check?menu_code=${code}`, headers: { ticket } })).json()
        .data;
    expect(await check('developers')).toBe(true);
    expect(await check('providers')).toBe(false);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, and validates the flag', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow('TRUST_PROXY must be true or false');
    expect(() => loadConfig({ PORT: '0x50' })).toThrow('PORT must be a port number');
  });
});
