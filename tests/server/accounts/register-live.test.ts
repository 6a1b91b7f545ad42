/**
 * Issue 25 item 13, the server side of registration's live checks: the name's rule answered by the availability
 * check (with the reason in the reader's language), the send-code wait counted per account and address (a second
 * name asking for the same address is not held back by the first, nor does it take over the first one's code),
 * and the user agreement and privacy policy as real documents the register form links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { captcha, codeFromOutbox, get, nextIp, PASSWORD, post } from './fixtures.ts';
import { LEGAL_DOCS } from '../../../src/shared/user-name.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

const SEND = '/openauthor/v1/user/register/send_code';
const CHECK = '/openauthor/v1/user/register/check';

describe('registration checks as you type', () => {
  it('answers the account-name rule with its reason, in zh and en, before availability', async () => {
    const zh = await get(t, `${CHECK}?field=user_name&value=1abc`, { ip: nextIp() });
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.json().data).toEqual({
      available: false,
      valid: false,
      message: '账号须以字母开头，4–32 位字母、数字或 _ . -',
    });
    const en = await get(t, `${CHECK}?field=user_name&value=ab`, { ip: nextIp(), language: 'en' });
    expect(en.json().data).toMatchObject({
      available: false,
      valid: false,
      message: 'The account name starts with a letter: 4–32 letters, digits or _ . -',
    });
    const taken = await get(t, `${CHECK}?field=user_name&value=developer`, { ip: nextIp() });
    expect(taken.json().data).toEqual({ available: false, valid: true });
    const free = await get(t, `${CHECK}?field=user_name&value=newcomer01`, { ip: nextIp() });
    expect(free.json().data).toEqual({ available: true, valid: true });
  });

  it('counts the resend wait per account and address, and a code serves only the name it was asked for', async () => {
    const address = 'shared-inbox@example.test';
    const first = await post(t, SEND, { channel: 'email', address, user_name: 'firstcomer' }, { ip: nextIp() });
    expect(first.statusCode, first.body).toBe(200);
    const firstCode = await codeFromOutbox(t, address);
    // the same account again: wait
    const again = await post(t, SEND, { channel: 'email', address, user_name: 'firstcomer' }, { ip: nextIp() });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    // another account for the same address is not held back by the first one's wait
    const other = await post(t, SEND, { channel: 'email', address, user_name: 'secondcomer' }, { ip: nextIp() });
    expect(other.statusCode, other.body).toBe(200);
    const otherCode = await codeFromOutbox(t, address);

    // the first one's code is still good for the first name, not for the second
    const ip = nextIp();
    const wrongName = await post(
      t,
      '/openauthor/v1/user/register',
      {
        user_name: 'secondcomer',
        password: PASSWORD,
        channel: 'email',
        email: address,
        code: firstCode,
        agreement: true,
        captcha_code: await captcha(t, ip),
      },
      { ip },
    );
    expect(wrongName.statusCode, wrongName.body).toBe(400);
    expect(wrongName.json().data.errors[0].field).toBe('code');
    const ip2 = nextIp();
    const right = await post(
      t,
      '/openauthor/v1/user/register',
      {
        user_name: 'firstcomer',
        password: PASSWORD,
        channel: 'email',
        email: address,
        code: firstCode,
        agreement: true,
        captcha_code: await captcha(t, ip2),
      },
      { ip: ip2 },
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(otherCode).toMatch(/^\d{6}$/);
  });

  it('keeps a code asked without a name (older clients) usable by the name that registers', async () => {
    const address = 'noname@example.test';
    const ip = nextIp();
    expect((await post(t, SEND, { channel: 'email', address }, { ip })).statusCode).toBe(200);
    const r = await post(
      t,
      '/openauthor/v1/user/register',
      {
        user_name: 'nonamer',
        password: PASSWORD,
        channel: 'email',
        email: address,
        code: await codeFromOutbox(t, address),
        agreement: true,
        captcha_code: await captcha(t, ip),
      },
      { ip },
    );
    expect(r.statusCode, r.body).toBe(200);
  });

  it('serves the user agreement and the privacy policy as documents, in both languages', async () => {
    for (const [id, zh, en] of [
      [LEGAL_DOCS.userAgreement, '用户协议', 'User Agreement'],
      [LEGAL_DOCS.privacyPolicy, '隐私政策', 'Privacy Policy'],
    ] as const) {
      const r = await get(t, `/website/site/document/read?index_doc_id=${id}`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ show_name: zh, show_name_en: en });
      expect(r.json().data.content).toContain('## 一、');
      expect(r.json().data.content_en).toContain('## 1. ');
    }
  });
});
