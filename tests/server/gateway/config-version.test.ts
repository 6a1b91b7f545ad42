/** The gateway's configuration version: bumped with the change that caused it, never by a rolled-back one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpGatewayConfig, currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('gateway configuration version', () => {
  it("goes up by one per change, inside the change's transaction", async () => {
    const { db, dbKind, now } = t.deps;
    const before = (await currentGatewayConfig(db)).version;
    await db.transaction().execute((trx) => bumpGatewayConfig(trx, dbKind, 'test_change', now()));
    expect((await currentGatewayConfig(db)).version).toBe(before + 1);
    await expect(
      db.transaction().execute(async (trx) => {
        await bumpGatewayConfig(trx, dbKind, 'rolled_back', now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await currentGatewayConfig(db)).version).toBe(before + 1);
  });

  it('counts parallel changes exactly', async () => {
    const { db, dbKind, now } = t.deps;
    const before = (await currentGatewayConfig(db)).version;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction().execute((trx) => bumpGatewayConfig(trx, dbKind, 'parallel', now())),
      ),
    );
    expect((await currentGatewayConfig(db)).version).toBe(before + 10);
  });
});
