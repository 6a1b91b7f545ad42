/**
 * The core journey's last steps on the real data: the demo developer's "Demo App" (subscribed to the demo groups
 * through the real access-application flow when the demo data is seeded) resets its production secret, signs a
 * call to a published demo API, and the gateway, loading its snapshot from the catalog's and the applications'
 * feeds, answers from the demo upstream; the call shows in the developer's and the provider's call logs and not in
 * another developer's. Then a console change (disabling the application) is enforced after the next poll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '../../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../../src/server/gateway/snapshot-loader.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { send } from './harness.ts';

let t: TestApp;
let upstream: DemoUpstream;
let gw: RunningGateway;
let url: string;
beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  t = await startTestApp({ DEMO_UPSTREAM_PORT: String(upstream.port) });
  gw = await startGateway({ deps: t.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${gw.port}`;
});
afterAll(async () => {
  await gw?.close();
  await upstream?.close();
  await t?.dispose();
});

async function call(ticket: string, method: string, path: string, body?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: path,
    headers: { ticket },
    ...(body ? { payload: body as object } : {}),
  });
  const json = res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${res.body}`);
  return json.data;
}

describe('the demo developer calls a demo API through the gateway', () => {
  let appKey: string;
  let secret: string;
  let applyId: number;

  it('loads routes, applications and subscriptions from the real feeds', () => {
    const snap = gw.snapshot()!;
    expect(snap.routeList.length).toBeGreaterThanOrEqual(6);
    expect(snap.apps.size).toBeGreaterThanOrEqual(3);
    expect(snap.subscriptions.size).toBeGreaterThanOrEqual(4);
  });

  it("signs a call with a freshly reset secret and gets the upstream's answer", async () => {
    const dev = await t.login('developer');
    const apps = await call(dev, 'GET', '/newopen/service/apply/page?apply_name=Demo%20App');
    applyId = apps.list[0].apply_id;
    const reset = await call(dev, 'POST', '/newopen/service/apply/secret/reset', { apply_id: applyId, env_type: 3 });
    appKey = reset.app_key;
    secret = reset.secret;
    await gw.refresh(); // the reset bumped the version; the poll would pick it up within half a second

    const signed = signRequest(
      { appKey, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' }, stage: 'RELEASE' },
      secret,
      nodeHmac,
    );
    const res = await send(url, 'GET', signed.target, signed.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toHaveProperty('city');
    expect(res.headers['x-ca-request-id']).toBeTruthy();

    await gw.writer.flush();
    const requestId = String(res.headers['x-ca-request-id']);
    const mine = await call(dev, 'GET', `/newopen/service/call_log/page?apply_id=${applyId}`);
    expect(mine.list.map((r: { request_id: string }) => r.request_id)).toContain(requestId);
    const provider = await t.login('provider');
    const theirs = await call(provider, 'GET', '/newopen/service/call_log/page');
    expect(theirs.list.map((r: { request_id: string }) => r.request_id)).toContain(requestId);
    const other = await t.login('enterprise');
    const none = await t.app.inject({
      method: 'GET',
      url: '/newopen/service/call_log/page',
      headers: { ticket: other },
    });
    expect(JSON.stringify(none.json())).not.toContain(requestId);
  });

  it("stops the application's calls once it is disabled in the console", async () => {
    const dev = await t.login('developer');
    const before = gw.snapshot()!.version;
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/newopen/service/apply/state?apply_id=${applyId}&enabled=0`,
      headers: { ticket: dev },
    });
    expect(disabled.json().success, disabled.body).toBe(true);
    // the poll (every 500 ms) notices the new version; no refresh is called here
    await expect.poll(() => gw.snapshot()!.version, { timeout: 20_000 }).toBeGreaterThan(before);
    const signed = signRequest(
      { appKey, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' } },
      secret,
      nodeHmac,
    );
    const res = await send(url, 'GET', signed.target, signed.headers);
    expect([res.status, res.headers['x-ca-error-code']]).toEqual([403, 'APP_DISABLED']);
  });
});
