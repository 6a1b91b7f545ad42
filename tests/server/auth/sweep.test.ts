/** The sweeper removes expired sessions, tokens, captchas and idle login counters, and nothing live. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../../../src/server/auth/sweep.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

const count = async (table: 'tickets' | 'sso_tokens' | 'captchas' | 'login_guards') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sweep', () => {
  it('keeps live sessions and drops them a day after they expire', async () => {
    const ticket = await t.login('admin');
    await t.app.inject({ url: '/openauthor/v1/captcha?user_name=admin' });
    await t.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: { user_name: 'ghost', password: '0'.repeat(32) },
    });
    await sweep(t.deps);
    expect(await count('tickets')).toBeGreaterThan(0);
    expect(await count('captchas')).toBe(1);
    expect(await count('login_guards')).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/openauthor/v1/user/detail', headers: { ticket } })).statusCode).toBe(200);

    t.clock.advance(8 * 3600_000 + 24 * 3600_000 + 1000);
    await sweep(t.deps);
    expect(await count('tickets')).toBe(0);
    expect(await count('sso_tokens')).toBe(0);
    expect(await count('captchas')).toBe(0);
    // the failed login for 'ghost' still counts toward its lock until a success clears it
    const ghost = await t.deps.db
      .selectFrom('login_guards')
      .select('consecutive_failures')
      .where('guard_key', '=', 'account:ghost')
      .executeTakeFirst();
    expect(ghost?.consecutive_failures).toBe(1);
  });
});
