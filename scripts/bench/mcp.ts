/**
 * MCP benchmark (issue 26): in one run, against the same demo upstream and the same gateway (real snapshot loader,
 * call logs stored in an embedded PGlite), with the weather group's limits lifted:
 *   1. throughput of `tools/call getCurrentWeather` through /mcp/{group_id} (Bearer token) ÷ the same call signed
 *      with X-Ca (GET /weather/v1/now?city=beijing, each request signed before the run) — goal >= 0.8;
 *   2. `tools/list` of a generated 500-operation group, sequentially: through the official client pinned to
 *      2026-07-28 (its own parsing and output-schema compiling included), and as a raw POST: p50 / p95 — goal
 *      p95 <= 20 ms.
 * The load is undici with BENCH_CONNECTIONS requests in flight for BENCH_SECONDS per round, BENCH_ROUNDS rounds
 * taking turns; figures are medians. Figures only, never thresholds.
 *
 *   node --import tsx scripts/bench/mcp.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { startDemoUpstream } from '../../src/server/demo/upstream.ts';
import { startGateway } from '../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../src/server/gateway/snapshot-loader.ts';
import { bumpGatewayConfig } from '../../src/server/gateway/config-version.ts';
import { nodeHmac } from '../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../src/shared/signature/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const LIST_SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 300);
/** 'mcp' or 'signed' drives one path alone (for a CPU profile of it: node --cpu-prof) */
const ONLY = process.env.BENCH_ONLY;
/** a folder: each path's measured rounds are profiled apart (<path>.cpuprofile, requests counted in the name) */
const PROFILE_DIR = process.env.BENCH_PROFILE;

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN;

const dir = mkdtempSync(join(tmpdir(), 'bench-mcp-'));
const upstream = await startDemoUpstream({ port: 0 });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  STATIC_DIR: '/nonexistent',
  PORT: '0',
  GATEWAY_PORT: '0',
  DATA_DIR: dir,
  DEMO_UPSTREAM_PORT: String(upstream.port),
});
const app = await buildApp({ config, logger: false });
const gw = await startGateway({ deps: app.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
const gateway = `http://127.0.0.1:${gw.port}`;
try {
  const op = async (ticket: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.app.inject({
      method,
      url,
      headers: { ticket },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const json = res.json();
    if (!json.success) throw new Error(`${url}: ${res.body}`);
    return json.data;
  };
  const login = async (user: string) =>
    (
      await app.app.inject({
        method: 'POST',
        url: '/openauthor/v1/user/login',
        payload: { user_name: user, password: md5Hex(DEMO_PASSWORD) },
      })
    ).json().data.ticket as string;
  const dev = await login('developer');
  const provider = await login('provider');
  const { db } = app.deps;
  const applyId = (
    await db.selectFrom('apps').select('apply_id').where('apply_name', '=', 'Demo App').executeTakeFirstOrThrow()
  ).apply_id;
  const groupId = (
    await db.selectFrom('api_groups').select('group_id').where('mcp_enabled', '=', true).executeTakeFirstOrThrow()
  ).group_id;
  // the demo rules' QPS and quotas would measure the limiter, not the gateway
  await db
    .updateTable('charge_rules')
    .set({ qps: null, daily_quota: null, monthly_quota: null })
    .where('group_id', '=', groupId)
    .execute();

  // a generated 500-operation group, published with MCP on and Demo App subscribed
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 500; i++) {
    paths[`/bench500/v1/op${i}/{id}`] = {
      get: {
        operationId: `benchOperation${i}`,
        summary: `Operation ${i}`,
        description: `Reads item {id} of collection ${i}`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
        ],
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'string' }, n: { type: 'integer' } } },
              },
            },
          },
        },
      },
    };
  }
  const doc = JSON.stringify({ openapi: '3.0.3', info: { title: 'Bench 500', version: '1' }, paths });
  const imported = await op(provider, 'POST', '/newopen/service/group/import', {
    content: doc,
    group_name: 'Bench 500',
    upstreams: [{ env_type: 3, base_url: upstream.url, timeout_ms: 3000 }],
  });
  const big = imported.group_id as number;
  await op(provider, 'POST', '/newopen/service/group/mcp/update', { group_id: big, enabled: true });
  await db
    .updateTable('api_groups')
    .set({ group_state: 'published', check_state: 'approved', published_at: new Date() })
    .where('group_id', '=', big)
    .execute();
  await db
    .insertInto('apply_records')
    .values({ apply_id: applyId, group_id: big, env_type: 3, state: 'active', enabled: 1, reason: 'bench' } as never)
    .execute();
  await bumpGatewayConfig(db, app.deps.dbKind, 'bench', new Date());

  const token = (await op(dev, 'POST', '/newopen/service/apply/mcp_token/create', { apply_id: applyId, env_type: 3 }))
    .token as string;
  const creds = await op(dev, 'POST', '/newopen/service/apply/secret/reset', { apply_id: applyId, env_type: 3 });
  await gw.refresh();
  await gw.refresh();

  const pool = new Pool(gateway, { connections: CONNECTIONS });
  const mcpBody = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'getCurrentWeather', arguments: { city: 'beijing' } },
  });
  const mcpHeaders = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  let signedQueue: Record<string, string>[] = [];
  const presign = (n: number) => {
    const out: Record<string, string>[] = [];
    for (let i = 0; i < n; i++) {
      const s = signRequest(
        { appKey: creds.app_key, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' } },
        creds.secret,
        nodeHmac,
      );
      out.push({ ...s.headers, 'X-Ca-Signature': s.signature });
    }
    return out;
  };

  const inspector = PROFILE_DIR ? new Session() : undefined;
  inspector?.connect();
  const profiled = { mcp: 0, signed: 0 };
  /** drive() under the profiler, when BENCH_PROFILE names a folder; the profile covers this path's rounds alone */
  async function drive(kind: 'mcp' | 'signed', seconds: number, measured = true) {
    if (!inspector || !measured) return driveBare(kind, seconds);
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    const r = await driveBare(kind, seconds);
    const { profile } = await inspector.post('Profiler.stop');
    profiled[kind] += r.count;
    writeFileSync(join(PROFILE_DIR!, `${kind}-${profiled[kind]}.cpuprofile`), JSON.stringify(profile));
    return r;
  }

  /** BENCH_CONNECTIONS loops sending back to back for `seconds`: answered requests per second (non-2xx counted apart). */
  async function driveBare(kind: 'mcp' | 'signed', seconds: number) {
    const end = Date.now() + seconds * 1000;
    const cpu0 = process.cpuUsage();
    let ok = 0,
      bad = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const res =
            kind === 'mcp'
              ? await pool.request({ path: `/mcp/${groupId}`, method: 'POST', headers: mcpHeaders, body: mcpBody })
              : await pool.request({
                  path: '/weather/v1/now?city=beijing',
                  method: 'GET',
                  headers: signedQueue.pop() ?? presign(1)[0],
                });
          const text = await res.body.text();
          if (res.statusCode === 200 && (kind === 'signed' || !text.includes('"error"'))) ok++;
          else bad++;
        }
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    // the process's CPU (all threads: client, gateway, upstream, the database worker) per answered request
    return { rps: ok / seconds, bad, count: ok + bad, cpuUs: (cpu.user + cpu.system) / Math.max(1, ok + bad) };
  }

  // warm up both paths (JIT, pools, the embedded database)
  signedQueue = ROUNDS > 0 && ONLY !== 'mcp' ? presign(20000) : [];
  if (ROUNDS > 0 && ONLY !== 'signed') await drive('mcp', 3, false);
  if (ROUNDS > 0 && ONLY !== 'mcp') await drive('signed', 3, false);
  const mcp: number[] = [],
    signed: number[] = [],
    mcpCpu: number[] = [],
    signedCpu: number[] = [];
  let errors = 0;
  for (let r = 0; r < ROUNDS; r++) {
    if (ONLY !== 'mcp') signedQueue = presign(Math.max(20000, Math.ceil((signed.at(-1) ?? 2000) * SECONDS * 1.5)));
    const s = ONLY === 'mcp' ? { rps: NaN, bad: 0, count: 0, cpuUs: NaN } : await drive('signed', SECONDS);
    const m = ONLY === 'signed' ? { rps: NaN, bad: 0, count: 0, cpuUs: NaN } : await drive('mcp', SECONDS);
    signed.push(s.rps);
    mcp.push(m.rps);
    signedCpu.push(s.cpuUs);
    mcpCpu.push(m.cpuUs);
    errors += s.bad + m.bad;
  }
  await pool.close();

  const client = new Client({ name: 'bench', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${gateway}/mcp/${big}`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  const first = await client.listTools();
  for (let i = 0; i < 20; i++) await client.listTools();
  const times: number[] = [];
  for (let i = 0; i < LIST_SAMPLES; i++) {
    const t0 = performance.now();
    await client.listTools();
    times.push(performance.now() - t0);
  }
  await client.close();
  // the same answer without the client's own parsing and schema compiling: the gateway's time to answer alone
  const raw: number[] = [];
  const listBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  for (let i = 0; i < LIST_SAMPLES + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${gateway}/mcp/${big}`, { method: 'POST', headers: mcpHeaders, body: listBody });
    await res.arrayBuffer();
    if (i >= 20) raw.push(performance.now() - t0);
  }

  console.log(
    `MCP bench (${ROUNDS} rounds x ${SECONDS} s, ${CONNECTIONS} in flight, PGlite call logs stored; errors ${errors})`,
  );
  console.log(
    `  signed X-Ca GET /weather/v1/now      ${median(signed).toFixed(0)} req/s  (rounds ${signed.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  MCP tools/call getCurrentWeather     ${median(mcp).toFixed(0)} req/s  (rounds ${mcp.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(`  ratio MCP / signed                   ${(median(mcp) / median(signed)).toFixed(2)}  (goal >= 0.8)`);
  console.log(
    `  CPU per request (whole process)      signed ${median(signedCpu).toFixed(0)} µs, MCP ${median(mcpCpu).toFixed(0)} µs  (ratio ${(median(signedCpu) / median(mcpCpu)).toFixed(2)})`,
  );
  console.log(
    `  tools/list of ${first.tools.length} tools: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms  (goal p95 <= 20 ms; official client, ${LIST_SAMPLES} sequential)`,
  );
  console.log(
    `  tools/list of 500 tools, raw POST:   p50 ${pct(raw, 0.5).toFixed(1)} ms, p95 ${pct(raw, 0.95).toFixed(1)} ms  (2025-11-25 request, answer read whole)`,
  );
} finally {
  await gw.close();
  await app.close();
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
}
