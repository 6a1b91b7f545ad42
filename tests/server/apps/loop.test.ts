/**
 * The whole loop over real HTTP: the demo developer's "Demo App" (subscribed through the real work-order flow at
 * seed time) resets its secret, signs a request with the shared signing module, and calls the demo weather API
 * through the real gateway — directly, as the signature tool's curl would, and through /apitry's relay. The old
 * secret keeps working through its grace period. With the gateway down, the relay says so.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers.ts';
import { startDemoUpstream, type DemoUpstream } from '../../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../../src/server/gateway/server.ts';
import { buildSnapshot } from '../../../src/server/gateway/snapshot-build.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';
import { loadActiveSubscriptions, loadGatewayApps } from '../../../src/server/apps/gateway-feed.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { caller } from './fixtures.ts';

let t: TestApp;
let upstream: DemoUpstream;
let gateway: RunningGateway | undefined;
let gatewayPort: number;
const key = Buffer.from(TEST_SECRET_KEY, 'hex');

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  gatewayPort = await freePort();
  t = await startTestApp({ DEMO_UPSTREAM_PORT: String(upstream.port), GATEWAY_PORT: String(gatewayPort) });
  gateway = await startGateway({
    deps: t.deps,
    port: gatewayPort,
    host: '127.0.0.1',
    load: async (deps, guard) => {
      const now = deps.now();
      return buildSnapshot(
        {
          version: (await currentGatewayConfig(deps.db)).version,
          routes: await loadPublishedRoutes(deps.db),
          apps: await loadGatewayApps(deps.db, key, now),
          subscriptions: await loadActiveSubscriptions(deps.db, now),
        },
        guard,
        now.getTime(),
      );
    },
  });
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await t?.dispose();
});

it('Demo App calls a demo API through the gateway, directly and through the relay', async () => {
  const dev = caller(t, await t.login('developer'));
  const demo = (await dev.get('/newopen/service/apply/list')).body.data.find((a: any) => a.apply_name === 'Demo App');
  const first = await dev.post('/newopen/service/apply/secret/reset', { apply_id: demo.apply_id, env_type: 3 });
  const second = await dev.post('/newopen/service/apply/secret/reset', { apply_id: demo.apply_id, env_type: 3 });
  expect(second.status, second.raw).toBe(200);
  const appKey = second.body.data.app_key as string;
  await gateway!.refresh();

  const sign = (secret: string) =>
    signRequest(
      {
        appKey,
        method: 'GET',
        path: '/weather/v1/now',
        query: { city: 'beijing' },
        stage: 'RELEASE',
        timestamp: t.clock.now().getTime(),
      },
      secret,
      nodeHmac,
    );

  // as the signature tool's curl does
  const signed = sign(second.body.data.secret);
  const direct = await fetch(`http://127.0.0.1:${gatewayPort}${signed.target}`, { headers: signed.headers });
  expect(direct.status, await direct.clone().text()).toBe(200);

  // the previous secret still works during its grace period
  const old = sign(first.body.data.secret);
  expect((await fetch(`http://127.0.0.1:${gatewayPort}${old.target}`, { headers: old.headers })).status).toBe(200);

  // /apitry: signed in the browser, relayed by the platform
  const again = sign(second.body.data.secret);
  const relayed = await dev.post('/newopen/service/apply/try', {
    method: 'GET',
    target: again.target,
    headers: again.headers,
  });
  expect(relayed.status, relayed.raw).toBe(200);
  expect(relayed.body.data).toMatchObject({ reachable: true, status: 200 });
  expect(relayed.body.data.body.length).toBeGreaterThan(0);

  // a wrong signature is the gateway's answer, relayed as it is
  const forged = sign('not-the-secret');
  const refused = await dev.post('/newopen/service/apply/try', {
    method: 'GET',
    target: forged.target,
    headers: forged.headers,
  });
  expect(refused.body.data.reachable).toBe(true);
  expect(refused.body.data.status).toBeGreaterThanOrEqual(400);

  // only paths on the gateway are relayed
  expect(
    (await dev.post('/newopen/service/apply/try', { method: 'GET', target: '//example.com/x', headers: {} })).status,
  ).toBe(400);

  await gateway!.close();
  gateway = undefined;
  const down = await dev.post('/newopen/service/apply/try', {
    method: 'GET',
    target: again.target,
    headers: again.headers,
  });
  expect(down.body.data.reachable).toBe(false);
}, 60_000);
