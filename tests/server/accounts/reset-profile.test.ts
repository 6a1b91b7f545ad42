/**
 * Password reset by code (no account enumeration, every session ended), the profile calls, the SMS adapter over
 * real HTTP, and production's refusal to send without a configured sender.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { loginRaw } from '../auth/fixtures.ts';
import { codeFromOutbox, get, nextIp, post, registerUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

const SEND = '/openauthor/v1/user/forget_password/send_code';
const RESET = '/openauthor/v1/user/forget_password';

describe('password reset', () => {
  it('resets by email code and ends every session of the account', async () => {
    const user = await registerUser(t, 'resetme');
    const ticket = (await loginRaw(t, 'resetme', user.md5, { ip: nextIp() })).json().data.ticket;
    expect(
      (await post(t, SEND, { channel: 'email', address: 'RESETME@example.test' }, { ip: nextIp() })).statusCode,
    ).toBe(200);
    const code = await codeFromOutbox(t, user.email);
    const fresh = md5Hex('N3w!password');
    expect(
      (await post(t, RESET, { channel: 'email', address: user.email, code, new_password: fresh })).statusCode,
    ).toBe(200);
    expect((await get(t, '/openauthor/v1/user/detail', { ticket })).statusCode).toBe(403);
    expect((await loginRaw(t, 'resetme', user.md5, { ip: nextIp() })).statusCode).toBe(400);
    expect((await loginRaw(t, 'resetme', fresh, { ip: nextIp() })).statusCode).toBe(200);
    // single use
    expect(
      (await post(t, RESET, { channel: 'email', address: user.email, code, new_password: user.md5 })).statusCode,
    ).toBe(400);
  });

  it('answers the same whether or not the account exists, and sends nothing for an unknown one', async () => {
    const before = await t.deps.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await post(t, SEND, { channel: 'email', address: 'ghost@example.test' }, { ip: nextIp() });
    const known = await post(t, SEND, { channel: 'email', address: 'admin@demo.example' }, { ip: nextIp() });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const after = await t.deps.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    // the resend wait applies alike
    const again = await post(t, SEND, { channel: 'email', address: 'ghost@example.test' }, { ip: nextIp() });
    expect(again.statusCode).toBe(429);
    const reset = await post(t, RESET, {
      channel: 'email',
      address: 'ghost@example.test',
      code: '123456',
      new_password: md5Hex('x'),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().data.errors[0].field).toBe('code');
  });
});

describe('profile', () => {
  it('changes names and avatar, and the email only with a code sent to the new address', async () => {
    const user = await registerUser(t, 'profile1');
    const ticket = (await loginRaw(t, 'profile1', user.md5, { ip: nextIp() })).json().data.ticket;
    const named = await post(
      t,
      '/openauthor/v1/user/modify_information',
      { user_real_name: '张三', pnick_name: 'zs' },
      { ticket },
    );
    expect(named.json().data).toMatchObject({ user_real_name: '张三', pnick_name: 'zs' });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const boundary = 'xyz';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="visibility"\r\n\r\npublic\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/newopen/service/file/upload',
      payload: body,
      headers: { ticket, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode).toBe(200);
    const avatar = await post(
      t,
      '/openauthor/v1/user/modify_information',
      { avatar_file_id: up.json().data.file_id },
      { ticket },
    );
    expect(avatar.json().data.avatar_url).toBe(`/newopen/service/file/${up.json().data.file_id}`);
    const notMine = await post(t, '/openauthor/v1/user/modify_information', { avatar_file_id: 'deadbeef' }, { ticket });
    expect(notMine.statusCode).toBe(400);

    const taken = await post(
      t,
      '/openauthor/v1/user/bind/send_code',
      { channel: 'email', address: 'admin@demo.example' },
      { ticket, ip: nextIp() },
    );
    expect(taken.statusCode).toBe(409);
    expect(
      (
        await post(
          t,
          '/openauthor/v1/user/bind/send_code',
          { channel: 'email', address: 'new-p1@example.test' },
          { ticket, ip: nextIp() },
        )
      ).statusCode,
    ).toBe(200);
    const code = await codeFromOutbox(t, 'new-p1@example.test');
    const wrong = await post(
      t,
      '/openauthor/v1/user/change_contact',
      { channel: 'email', address: 'new-p1@example.test', code: code === '000000' ? '111111' : '000000' },
      { ticket },
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await post(
      t,
      '/openauthor/v1/user/change_contact',
      { channel: 'email', address: 'new-p1@example.test', code },
      { ticket },
    );
    expect(ok.json().data.email).toBe('new-p1@example.test');
  });
});

describe('senders', () => {
  it('posts codes to the SMS provider when SMS_URL is set', async () => {
    const received: { auth?: string; body: any }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const sms = await startTestApp({ SMS_URL: `http://127.0.0.1:${port}/send`, SMS_TOKEN: 'tok' });
    try {
      const res = await post(sms, '/openauthor/v1/user/register/send_code', { channel: 'sms', address: '13900001111' });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0].auth).toBe('Bearer tok');
      expect(received[0].body.to).toBe('13900001111');
      expect(received[0].body.text).toMatch(/\d{6}/);
    } finally {
      await sms.dispose();
      server.close();
    }
  }, 180_000);

  it('refuses to send in production without a configured sender', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Admin@12345' });
    try {
      const res = await post(
        prod,
        '/openauthor/v1/user/register/send_code',
        { channel: 'email', address: 'p@example.test' },
        { language: 'en' },
      );
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('SENDER_UNAVAILABLE');
      expect(res.json().message).toMatch(/SMTP_URL/);
    } finally {
      await prod.dispose();
    }
  }, 180_000);
});
