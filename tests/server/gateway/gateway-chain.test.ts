/**
 * The gateway's checks after the signature, and the proxy, over real HTTP to the demo upstream: subscriptions and
 * data authority, whitelists (with a forged X-Forwarded-For), QPS and quotas, SSRF refusals, 502 and 504, headers
 * both ways, the body limit, call logs written and flushed on shutdown, and configuration changes picked up by
 * polling the configuration version, and large answers streamed with backpressure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import type { PackageAllowance } from '../../../src/server/gateway/snapshot-build.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { KEY, SECRET, route, send, signedCall, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const WEATHER = { path: '/weather/v1/now', query: { city: 'beijing' } };
const code = (r: { headers: Record<string, unknown> }) => r.headers['x-ca-error-code'];

describe('subscriptions', () => {
  it('refuses a group the application has not subscribed to', async () => {
    await h.update({
      routes: [
        ...h.feed.routes,
        {
          ...h.feed.routes[0],
          api_id: 51,
          group_id: 5,
          listen_path: '/unsubscribed/v1/now',
          backend_path: '/weather/v1/now',
        },
      ],
    });
    const r = await signedCall(h, { path: '/unsubscribed/v1/now', query: { city: 'beijing' } });
    expect([r.status, code(r)]).toEqual([403, 'NOT_SUBSCRIBED']);
  });

  it('refuses a disabled, expired or not yet started subscription, and an API outside the data authority', async () => {
    const original = h.feed.subscriptions;
    const withSub = (over: object) => original.map((s) => (s.r_apply_groups_record_id === 101 ? { ...s, ...over } : s));
    const t = h.t.clock.now().getTime();
    for (const [over, expected] of [
      [{ enabled: false }, 'SUBSCRIPTION_DISABLED'],
      [{ ends_at: t - 1 }, 'SUBSCRIPTION_EXPIRED'],
      [{ starts_at: t + 60_000 }, 'SUBSCRIPTION_EXPIRED'],
      [{ apis: [12] }, 'API_NOT_GRANTED'],
    ] as const) {
      await h.update({ subscriptions: withSub(over) });
      const r = await signedCall(h, WEATHER);
      expect([r.status, code(r)], JSON.stringify(over)).toEqual([403, expected]);
    }
    await h.update({ subscriptions: withSub({ apis: [11, 12] }) });
    expect((await signedCall(h, WEATHER)).status).toBe(200);
    await h.update({ subscriptions: original });
  });
});

describe('whitelists and the client address', () => {
  const walled = (tweak?: (hd: Record<string, string>) => void) =>
    signedCall(h, { ...WEATHER, appKey: '204100007' }, 'walled-app-secret', tweak);

  it('does not believe X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const r = await walled((hd) => {
      hd['X-Forwarded-For'] = '10.1.2.3';
    });
    expect([r.status, code(r)]).toEqual([403, 'IP_DENIED']);
    expect(String(r.headers['x-ca-error-message'])).toContain('127.0.0.1');
  });

  it('reads the client from X-Forwarded-For through a trusted proxy, from the right', async () => {
    const proxied = await h.startAnother({ config: { trustedProxies: ['127.0.0.1'] } });
    const url = `http://127.0.0.1:${proxied.port}`;
    const ok = await signedCall({ ...h, url }, { ...WEATHER, appKey: '204100007' }, 'walled-app-secret', (hd) => {
      hd['X-Forwarded-For'] = '10.1.2.3';
    });
    expect(ok.status, ok.text).toBe(200);
    // the client forged the left entry; the proxy appended the real one on the right
    const forged = await signedCall({ ...h, url }, { ...WEATHER, appKey: '204100007' }, 'walled-app-secret', (hd) => {
      hd['X-Forwarded-For'] = '10.1.2.3, 192.0.2.9';
    });
    expect([forged.status, code(forged)]).toEqual([403, 'IP_DENIED']);
    const v6 = await signedCall({ ...h, url }, { ...WEATHER, appKey: '204100007' }, 'walled-app-secret', (hd) => {
      hd['X-Forwarded-For'] = '2001:db8::42';
    });
    expect(v6.status, v6.text).toBe(200);
  });

  it('applies the group whitelist too', async () => {
    const r = await signedCall(h, { path: '/walled/v1/now', query: { city: 'beijing' } });
    expect([r.status, code(r)]).toEqual([403, 'IP_DENIED']);
  });
});

describe('limits', () => {
  it('answers 429 when a prepaid package has no calls left, and names why when there is none to use', async () => {
    const original = h.feed.subscriptions;
    const withPackage = (pkg: PackageAllowance) =>
      original.map((x) => (x.r_apply_groups_record_id === 101 ? { ...x, package: pkg } : x));
    await h.update({ subscriptions: withPackage({ remaining: 2, refusal: null, changes_at: null }) });
    expect((await signedCall(h, WEATHER)).status).toBe(200);
    expect((await signedCall(h, WEATHER)).status).toBe(200);
    const spent = await signedCall(h, WEATHER);
    expect([spent.status, code(spent), spent.headers['x-ca-error-message']]).toEqual([
      429,
      'PACKAGE_EXHAUSTED',
      'Prepaid package used up',
    ]);
    for (const refusal of ['PACKAGE_NONE', 'PACKAGE_EXPIRED'] as const) {
      await h.update({ subscriptions: withPackage({ remaining: 0, refusal, changes_at: null }) });
      const r = await signedCall(h, WEATHER);
      expect([r.status, code(r)]).toEqual([429, refusal]);
    }
    await h.update({ subscriptions: original });
    expect((await signedCall(h, WEATHER)).status).toBe(200);
  });

  it('writes the calls it answered before it reloads, so a balance the loader counts from the logs is not handed out again', async () => {
    const original = h.feed.subscriptions;
    // a loader that counts the package's balance from the written call logs, as billing's does from their rollups
    const written = async () =>
      Number(
        (
          await h.t.deps.db
            .selectFrom('call_logs')
            .select((e) => e.fn.countAll().as('n'))
            .where('apply_id', '=', 5)
            .where('status', '=', 200)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await h.gw.writer.flush();
    const before = await written();
    h.beforeLoad = async (feed) => {
      const remaining = Math.max(0, 3 - ((await written()) - before));
      return {
        ...feed,
        subscriptions: feed.subscriptions.map((x) =>
          x.r_apply_groups_record_id === 101 ? { ...x, package: { remaining, refusal: null, changes_at: null } } : x,
        ),
      };
    };
    try {
      await h.update({});
      expect((await signedCall(h, WEATHER)).status).toBe(200);
      expect((await signedCall(h, WEATHER)).status).toBe(200);
      await h.update({}); // a configuration change elsewhere: the two calls above may still be in the writer's buffer
      expect((await signedCall(h, WEATHER)).status).toBe(200);
      const over = await signedCall(h, WEATHER);
      expect([over.status, code(over)]).toEqual([429, 'PACKAGE_EXHAUSTED']);
    } finally {
      h.beforeLoad = undefined;
      await h.update({ subscriptions: original });
    }
  });

  it('holds the QPS limit with Retry-After, then the daily quota', async () => {
    const limited = { path: '/limited/v1/now', query: { city: 'beijing' } };
    const burst = await Promise.all(Array.from({ length: 5 }, () => signedCall(h, limited)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    const throttled = burst.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(2);
    expect(throttled.every((r) => code(r) === 'QPS_EXCEEDED' && r.headers['retry-after'] === '1')).toBe(true);
    // the next second: two more fit the daily quota of 5, then it is spent for the day (on every API of the group)
    h.t.clock.advance(1000);
    expect((await signedCall(h, limited)).status).toBe(200);
    expect((await signedCall(h, { ...limited, path: '/limited/v1/other' })).status).toBe(200);
    const spent = await signedCall(h, limited);
    expect([spent.status, code(spent)]).toEqual([429, 'DAILY_QUOTA_EXCEEDED']);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('upstreams', () => {
  it('refuses metadata, private and localhost upstreams (SSRF), telling the caller only "upstream refused"', async () => {
    for (const path of ['/ssrf/v1/metadata', '/ssrf/v1/private', '/ssrf/v1/localhost']) {
      const r = await signedCall(h, { path });
      expect([r.status, code(r)], path).toEqual([502, 'UPSTREAM_REFUSED']);
      // where the upstream is, or what it resolves to, is the provider's to see (the group's upstreams in the console)
      expect(r.headers['x-ca-error-message'], path).toBe('Upstream refused');
      expect(r.text, path).not.toMatch(/169\.254|10\.0\.0\.7|localhost|private|reserved|resolves/);
    }
  });

  it('answers 502 when the upstream cannot be reached and 504 when it is too slow', async () => {
    const dead = await signedCall(h, { path: '/dead/v1/x' });
    expect([dead.status, code(dead)]).toEqual([502, 'UPSTREAM_ERROR']);
    const slow = await signedCall(h, { path: '/demo/v1/slow', query: { ms: '2000' } });
    expect([slow.status, code(slow)]).toEqual([504, 'UPSTREAM_TIMEOUT']);
    const quick = await signedCall(h, { path: '/demo/v1/slow', query: { ms: '10' } });
    expect(quick.status).toBe(200);
  });

  it('forwards without the credentials, adds the request id both ways, and passes the body and answer through', async () => {
    const body = JSON.stringify({ hello: '世界' });
    const r = await signedCall(h, {
      path: '/demo/v1/echo',
      method: 'POST',
      query: { a: '1' },
      body,
      headers: { 'X-Trace': 't1' },
    });
    expect(r.status, r.text).toBe(200);
    const echoed = r.json();
    expect(echoed.body).toBe(body);
    expect(echoed.query).toEqual({ a: '1' });
    expect(echoed.headers['x-trace']).toBe('t1');
    for (const name of ['x-ca-key', 'x-ca-signature', 'x-ca-nonce', 'x-ca-timestamp', 'x-ca-signature-headers'])
      expect(echoed.headers[name], name).toBeUndefined();
    expect(echoed.headers['x-ca-request-id']).toBe(r.headers['x-ca-request-id']);
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('refuses a body over 10M with 413', async () => {
    const signed = signRequest(
      {
        appKey: KEY,
        method: 'POST',
        path: '/demo/v1/echo',
        timestamp: h.t.clock.now().getTime(),
        body: 'x',
        contentMd5: false,
      },
      SECRET,
      nodeHmac,
    );
    const r = await send(h.url, 'POST', signed.target, signed.headers, Buffer.alloc(10 * 1024 * 1024 + 1, 120)).catch(
      (e) => ({ status: -1, headers: {}, text: String(e) }) as never,
    );
    expect([r.status, code(r)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});

describe('configuration changes', () => {
  it('are enforced after a version bump by the poll alone, without a restart', async () => {
    const before = await signedCall(h, WEATHER);
    expect(before.status).toBe(200);
    // what the console does: change the data and bump the version in one transaction; the gateway polls
    Object.assign(h.feed, { apps: h.feed.apps.map((a) => (a.app_key === KEY ? { ...a, enabled: false } : a)) });
    const started = Date.now();
    await h.t.deps.db
      .transaction()
      .execute((trx) => bumpGatewayConfig(trx, h.t.deps.dbKind, 'test: disable app', h.t.deps.now()));
    let r = await signedCall(h, WEATHER);
    while (r.status === 200) {
      await new Promise((ok) => setTimeout(ok, 100));
      r = await signedCall(h, WEATHER);
    }
    expect([r.status, code(r)]).toEqual([403, 'APP_DISABLED']);
    // how long it took is a figure for the closing note, not an assertion (machines here are noisy)
    console.info(`gateway: configuration change enforced ${Date.now() - started} ms after the bump`);
    await h.update({ apps: h.feed.apps.map((a) => (a.app_key === KEY ? { ...a, enabled: true } : a)) });
  });
});

describe('call logs', () => {
  it("writes one row per call, answered or refused, with both sides' owners; flushes what is buffered on shutdown", async () => {
    const db = h.t.deps.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('call_logs')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await h.gw.writer.flush();
    const before = await count();
    const extra = await h.startAnother();
    const url = `http://127.0.0.1:${extra.port}`;
    const answered = await Promise.all(Array.from({ length: 20 }, () => signedCall({ ...h, url }, WEATHER)));
    const refused = await signedCall({ ...h, url }, WEATHER, 'wrong');
    expect(answered.every((r) => r.status === 200)).toBe(true);
    await extra.close(); // no flush before: close must write the buffer
    expect(await count()).toBe(before + 21);
    const row = await db
      .selectFrom('call_logs')
      .selectAll()
      .where('request_id', '=', String(refused.headers['x-ca-request-id']))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 401,
      error_code: 'SIGNATURE_MISMATCH',
      apply_id: 5,
      developer_id: 3,
      provider_id: 2,
      group_id: 1,
      api_id: 11,
      env_type: 3,
    });
    const ok = await db
      .selectFrom('call_logs')
      .selectAll()
      .where('request_id', '=', String(answered[0].headers['x-ca-request-id']))
      .executeTakeFirstOrThrow();
    expect(ok.status).toBe(200);
    expect(ok.upstream_latency_ms).not.toBeNull();
    // the answer's body to the byte (the upstream's Content-Length, or counted when it streams chunked)
    expect(Number(ok.bytes_out)).toBe(Buffer.byteLength(answered[0].text));
    expect(Number(ok.bytes_out)).toBeGreaterThan(0);
  });
});

describe('streaming answers', () => {
  /** An upstream of its own on 127.0.0.2 (ALLOWED_UPSTREAMS in the harness): a chunked answer of `size` bytes. */
  async function chunkedUpstream(size: number) {
    const seen = { closedEarly: 0 };
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' }); // no Content-Length: chunked
      let left = size;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, 64 * 1024);
          left -= n;
          if (!res.write(Buffer.alloc(n, left % 251))) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => {
        if (!res.writableFinished) seen.closedEarly++;
      });
      pump();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.2', ok));
    return { server, seen, url: `http://127.0.0.2:${(server.address() as AddressInfo).port}` };
  }

  it('streams a large chunked answer to a slow reader whole, and logs its size to the byte', async () => {
    const SIZE = 8 * 1024 * 1024;
    const up = await chunkedUpstream(SIZE);
    try {
      await h.update({ routes: [...h.feed.routes, route({ api_id: 17, listen_path: '/demo/v1/big' }, up.url)] });
      const signed = signRequest(
        { appKey: KEY, method: 'GET', path: '/demo/v1/big', timestamp: h.t.clock.now().getTime() },
        SECRET,
        nodeHmac,
      );
      const res = await request(h.url + signed.target, { headers: signed.headers });
      expect(res.statusCode).toBe(200);
      let received = 0;
      // a reader that stops now and then: the gateway must hold the upstream back rather than buffer or drop
      for await (const chunk of res.body) {
        received += (chunk as Buffer).length;
        if (received % (1024 * 1024) < (chunk as Buffer).length) await new Promise((r) => setTimeout(r, 20));
      }
      expect(received).toBe(SIZE);
      await h.gw.writer.flush();
      const row = await h.t.deps.db
        .selectFrom('call_logs')
        .selectAll()
        .where('request_id', '=', String(res.headers['x-ca-request-id']))
        .executeTakeFirstOrThrow();
      expect([row.status, Number(row.bytes_out), row.api_id]).toEqual([200, SIZE, 17]);
    } finally {
      up.server.close();
    }
  });

  it('stops reading the upstream when the client leaves mid-answer', async () => {
    const up = await chunkedUpstream(64 * 1024 * 1024);
    try {
      await h.update({
        routes: [
          ...h.feed.routes.filter((r) => r.api_id !== 17),
          // a long answer timeout: only the client's leaving can end this call within the poll below
          route({ api_id: 17, listen_path: '/demo/v1/big', timeout_ms: 60_000 }, up.url),
        ],
      });
      const signed = signRequest(
        { appKey: KEY, method: 'GET', path: '/demo/v1/big', timestamp: h.t.clock.now().getTime() },
        SECRET,
        nodeHmac,
      );
      const controller = new AbortController();
      const res = await request(h.url + signed.target, { headers: signed.headers, signal: controller.signal });
      expect(res.statusCode).toBe(200);
      for await (const _chunk of res.body) break; // read one chunk, then go
      controller.abort();
      await expect.poll(() => up.seen.closedEarly, { timeout: 5000 }).toBe(1);
    } finally {
      up.server.closeAllConnections();
      up.server.close();
    }
  });
});
