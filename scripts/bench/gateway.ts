/**
 * Gateway benchmark harness: the demo upstream called directly, against a bare keep-alive proxy (an undici Pool,
 * no checks) in front of it. Each runs in a process of its own (upstream, proxy; autocannon in this one), as in a
 * deployment. Prints requests/s, p50, p99 and the ratio to direct. Figures only, never thresholds; the gateway
 * issue adds its full chain (signature, nonce, subscription, whitelist, limit, logging) as a third target here.
 *
 *   node --import tsx scripts/bench/gateway.ts
 *
 * The targets take turns for BENCH_ROUNDS rounds and each figure is the median of its rounds, so a burst of load
 * from elsewhere on the machine skews one round rather than one target.
 *
 * Environment: BENCH_SECONDS per round (default 3), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
 * BENCH_PATH (default /fx/v1/rates?base=USD).
 */
import autocannon, { type Result } from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { startDemoUpstream } from '../../src/server/gateway/demo-upstream.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PATH = process.env.BENCH_PATH || '/fx/v1/rates?base=USD';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);

/** Role "upstream": the demo upstream on a free port. */
async function runUpstream() {
  const up = await startDemoUpstream({ port: 0 });
  process.send!({ port: up.port });
}

/** Role "proxy": forwards every request to the upstream over one keep-alive pool, streaming both ways. */
async function runProxy(upstreamPort: number) {
  const pool = new Pool(`http://127.0.0.1:${upstreamPort}`, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
  const server = createServer(async (req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    try {
      const method = req.method ?? 'GET';
      // stream(): undici writes the upstream body straight into `res`, with no intermediate Readable
      await pool.stream({
        path: req.url ?? '/', method: method as 'GET', headers: headers as Record<string, string>,
        body: method === 'GET' || method === 'HEAD' ? undefined : req,
        headersTimeout: 30_000, bodyTimeout: 30_000,
      }, ({ statusCode, headers: upstreamHeaders }) => {
        const out: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(upstreamHeaders)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
        res.writeHead(statusCode, out);
        return res;
      });
    } catch {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
}

function child(role: string, ...args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  const proc = fork(import.meta.filename, [role, ...args], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((ok, fail) => {
    proc.once('message', (m: { port: number }) => ok({ proc, port: m.port }));
    proc.once('exit', (code) => fail(new Error(`${role} exited with ${code}`)));
  });
}

async function fire(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds });
}

async function main() {
  const deadline = setTimeout(() => { console.error('bench: gave up after the deadline'); process.exit(1); }, ((SECONDS + 1) * 2 * ROUNDS + 4) * 2 * 1000 + 30_000);
  deadline.unref();
  const upstream = await child('upstream');
  const proxy = await child('proxy', String(upstream.port));
  try {
    const targets = [
      { name: 'upstream direct', url: `http://127.0.0.1:${upstream.port}${PATH}` },
      { name: 'bare proxy (undici Pool)', url: `http://127.0.0.1:${proxy.port}${PATH}` },
    ];
    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target (after 1 s warm-up), GET ${PATH}, loopback, Node ${process.version}\n`);
    for (const t of targets) await fire(t.url, 1);
    const results = targets.map(() => [] as Result[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) results[i].push(await fire(t.url, SECONDS));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    let failed = false;
    const direct = median(results[0].map((r) => r.requests.average));
    const rows = targets.map((t, i) => {
      const rs = results[i];
      const rps = median(rs.map((r) => r.requests.average));
      const errors = rs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
      failed ||= errors > 0;
      return [t.name, rps.toFixed(0), median(rs.map((r) => r.latency.p50)).toFixed(1), median(rs.map((r) => r.latency.p99)).toFixed(1), (rps / direct).toFixed(2), String(errors)];
    });
    const head = ['target', 'requests/s', 'p50 ms', 'p99 ms', 'ratio to direct', 'errors'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
    const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
    console.log([line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
    if (failed) {
      console.error('\nsome requests failed: the figures above are not trustworthy');
      process.exitCode = 1;
    }
  } finally {
    proxy.proc.kill();
    upstream.proc.kill();
  }
}

const [role, arg] = process.argv.slice(2);
if (role === 'upstream') void runUpstream();
else if (role === 'proxy') void runProxy(Number(arg));
else void main();
