/**
 * A real gateway for tests: the platform's database (PGlite or PostgreSQL), the demo upstream on a free port, the
 * gateway's HTTP server on a free port, and a configuration feed the test owns (rows as the catalog and the
 * applications domain would give them), turned into the snapshot by the same builder the loader uses.
 */
import { request } from 'undici';
import { startDemoUpstream, type DemoUpstream } from '../../../src/server/demo/upstream.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { startGateway, type RunningGateway } from '../../../src/server/gateway/server.ts';
import {
  buildSnapshot,
  type AppFeed,
  type GatewayFeed,
  type RouteFeed,
  type SubscriptionFeed,
} from '../../../src/server/gateway/snapshot-build.ts';
import type { GatewayState } from '../../../src/server/gateway/state.ts';
import type { Config } from '../../../src/server/config.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest, type SignInput } from '../../../src/shared/signature/index.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

export const KEY = '204100001';
export const SECRET = 'S3cr3t-release-0001-abcdefghijklmnop';
export const OLD_SECRET = 'old-secret-still-in-grace-period-xyz';
export const TEST_KEY = '204100002';
export const TEST_SECRET = 'S3cr3t-test-0002-abcdefghijklmnopqr';

export interface Harness {
  t: TestApp;
  upstream: DemoUpstream;
  gw: RunningGateway;
  feed: GatewayFeed;
  /** base URL of the gateway */
  url: string;
  /** replaces part of the feed and reloads the gateway's snapshot */
  update(change: Partial<Omit<GatewayFeed, 'version'>>): Promise<void>;
  /** when set, what the loader makes of the feed before building a snapshot (e.g. counting from the database) */
  beforeLoad?: (feed: GatewayFeed) => Promise<GatewayFeed>;
  startAnother(opts?: { config?: Partial<Config>; state?: GatewayState }): Promise<RunningGateway>;
  close(): Promise<void>;
}

export function route(over: Partial<RouteFeed> & Pick<RouteFeed, 'api_id' | 'listen_path'>, base: string): RouteFeed {
  return {
    group_id: 1,
    provider_id: 2,
    env_type: 3,
    method_type: 'GET',
    base_url: base,
    timeout_ms: 3000,
    backend_path: null,
    backend_method: null,
    group_ip_list: null,
    ...over,
  };
}

export function baseFeed(upstreamUrl: string, now: number): GatewayFeed {
  const routes: RouteFeed[] = [
    route({ api_id: 11, listen_path: '/weather/v1/now' }, upstreamUrl),
    route({ api_id: 12, listen_path: '/weather/v1/forecast/{city}' }, upstreamUrl),
    route({ api_id: 13, listen_path: '/fx/v1/convert', method_type: 'POST' }, upstreamUrl),
    route({ api_id: 14, listen_path: '/demo/v1/echo', method_type: 'POST' }, upstreamUrl),
    route({ api_id: 15, listen_path: '/demo/v1/echo', method_type: 'GET' }, upstreamUrl),
    route({ api_id: 16, listen_path: '/demo/v1/slow', timeout_ms: 300 }, upstreamUrl),
    route({ api_id: 11, listen_path: '/weather/v1/now', env_type: 1 }, upstreamUrl),
    // group 2: limits; group 3: upstreams the gateway must refuse or cannot reach; group 4: a group whitelist
    route({ api_id: 21, group_id: 2, listen_path: '/limited/v1/now', backend_path: '/weather/v1/now' }, upstreamUrl),
    route({ api_id: 22, group_id: 2, listen_path: '/limited/v1/other', backend_path: '/weather/v1/now' }, upstreamUrl),
    route({ api_id: 31, group_id: 3, listen_path: '/ssrf/v1/metadata' }, 'http://169.254.169.254/latest'),
    route({ api_id: 32, group_id: 3, listen_path: '/ssrf/v1/private' }, 'http://10.0.0.7:8080'),
    route({ api_id: 33, group_id: 3, listen_path: '/ssrf/v1/localhost' }, 'http://localhost:22'),
    route({ api_id: 34, group_id: 3, listen_path: '/dead/v1/x' }, 'http://127.0.0.2:1'),
    route(
      {
        api_id: 41,
        group_id: 4,
        listen_path: '/walled/v1/now',
        backend_path: '/weather/v1/now',
        group_ip_list: ['10.9.0.0/16'],
      },
      upstreamUrl,
    ),
  ];
  const apps: AppFeed[] = [
    {
      apply_id: 5,
      developer_id: 3,
      env_type: 3,
      app_key: KEY,
      enabled: true,
      secrets: [SECRET, OLD_SECRET],
      grace_until: now + 3_600_000,
      ip_list: null,
    },
    {
      apply_id: 5,
      developer_id: 3,
      env_type: 1,
      app_key: TEST_KEY,
      enabled: true,
      secrets: [TEST_SECRET],
      grace_until: null,
      ip_list: null,
    },
    {
      apply_id: 6,
      developer_id: 4,
      env_type: 3,
      app_key: '204100006',
      enabled: false,
      secrets: ['disabled-app-secret'],
      grace_until: null,
      ip_list: null,
    },
    {
      apply_id: 7,
      developer_id: 4,
      env_type: 3,
      app_key: '204100007',
      enabled: true,
      secrets: ['walled-app-secret'],
      grace_until: null,
      ip_list: ['10.1.2.3', '2001:db8::/32'],
    },
  ];
  const sub = (
    over: Partial<SubscriptionFeed> & Pick<SubscriptionFeed, 'r_apply_groups_record_id' | 'apply_id' | 'group_id'>,
  ): SubscriptionFeed => ({
    env_type: 3,
    enabled: true,
    starts_at: null,
    ends_at: null,
    qps: null,
    daily_quota: null,
    monthly_quota: null,
    apis: null,
    ...over,
  });
  const subscriptions: SubscriptionFeed[] = [
    sub({ r_apply_groups_record_id: 101, apply_id: 5, group_id: 1 }),
    sub({ r_apply_groups_record_id: 102, apply_id: 5, group_id: 1, env_type: 1 }),
    sub({ r_apply_groups_record_id: 103, apply_id: 5, group_id: 2, qps: 3, daily_quota: 5 }),
    sub({ r_apply_groups_record_id: 104, apply_id: 5, group_id: 3 }),
    sub({ r_apply_groups_record_id: 105, apply_id: 5, group_id: 4 }),
    sub({ r_apply_groups_record_id: 106, apply_id: 6, group_id: 1 }),
    sub({ r_apply_groups_record_id: 107, apply_id: 7, group_id: 1 }),
  ];
  return { version: 1, routes, apps, subscriptions };
}

export async function startHarness(
  env: Record<string, string> = {},
  opts: { state?: GatewayState } = {},
): Promise<Harness> {
  const upstream = await startDemoUpstream({ port: 0 });
  const t = await startTestApp({ DEMO_UPSTREAM_PORT: String(upstream.port), ALLOWED_UPSTREAMS: '127.0.0.2', ...env });
  const feed = baseFeed(upstream.url, t.clock.now().getTime());
  // the snapshot carries the database's configuration version, as the real loader's does: with the feed's own
  // number instead, the poll saw a mismatch every 500 ms and reloaded, resetting in-memory counters (a prepaid
  // package's calls used) between a test's calls whenever the machine was slow enough
  let beforeLoad: Harness['beforeLoad'];
  const load = async (_d: unknown, guard: Parameters<typeof buildSnapshot>[1]) => {
    const loaded = beforeLoad ? await beforeLoad(feed) : feed;
    return buildSnapshot(
      { ...loaded, version: (await currentGatewayConfig(t.deps.db)).version },
      guard,
      t.deps.now().getTime(),
    );
  };
  const gw = await startGateway({ deps: t.deps, load, port: 0, host: '127.0.0.1', state: opts.state });
  const others: RunningGateway[] = [];
  return {
    t,
    upstream,
    gw,
    feed,
    url: `http://127.0.0.1:${gw.port}`,
    get beforeLoad() {
      return beforeLoad;
    },
    set beforeLoad(hook) {
      beforeLoad = hook;
    },
    async update(change) {
      Object.assign(feed, change, { version: feed.version + 1 });
      await gw.refresh();
      await Promise.all(others.map((o) => o.refresh()));
    },
    async startAnother(o = {}) {
      const deps = { ...t.deps, config: { ...t.deps.config, ...o.config } };
      const another = await startGateway({ deps, load, port: 0, host: '127.0.0.1', state: o.state });
      others.push(another);
      return another;
    },
    async close() {
      for (const o of others) await o.close();
      await gw.close();
      await upstream.close();
      await t.dispose();
    },
  };
}

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json(): any;
}

/** Sends a request exactly as given (undici adds only Host and Content-Length). */
export async function send(
  url: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Sent> {
  const res = await request(url + target, { method: method as 'GET', headers, body });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) };
}

/** Signs with our module (the signature tool's) and sends. */
export async function signedCall(
  h: Pick<Harness, 'url' | 't'>,
  input: Partial<SignInput> & Pick<SignInput, 'path'>,
  secret = SECRET,
  tweak?: (headers: Record<string, string>) => void,
): Promise<Sent> {
  const signed = signRequest(
    { appKey: KEY, method: 'GET', timestamp: h.t.clock.now().getTime(), ...input },
    secret,
    nodeHmac,
  );
  const headers = { ...signed.headers, 'X-Ca-Signature': signed.signature };
  tweak?.(headers);
  const body = input.form
    ? new URLSearchParams(input.form as Record<string, string>).toString()
    : (input.body as string | undefined);
  return send(h.url, input.method ?? 'GET', signed.target, headers, body);
}
