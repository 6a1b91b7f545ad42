/**
 * Gateway benchmark: the demo upstream called directly, a bare keep-alive proxy (an undici Pool, no checks) in
 * front of it (driven through undici's dispatch handler as the gateway is, and through Pool.stream), and our
 * gateway with its full chain (route, key, signature, timestamp, nonce, subscription, whitelists, QPS and quota
 * counters, proxy, call-log rows written to an embedded database). Each runs in a process
 * of its own (upstream, proxies, gateways; autocannon, sending requests signed before the run, in this one), as
 * in a deployment. Prints requests/s, p50, p99 and the ratio to direct. Figures only, never thresholds.
 *
 *   node --import tsx scripts/bench/gateway.ts
 *
 * The targets take turns for BENCH_ROUNDS rounds and each figure is the median of its rounds, so a burst of load
 * from elsewhere on the machine skews one round rather than one target.
 *
 * Two more targets are the same gateway with its call logging cut short (not modes of the product: the bench
 * replaces a writer part): "call logs batched, not stored" builds, buffers, rolls up and encodes every batch as
 * usual, its writer's database being Kysely's DummyDriver, so what it costs less than the full chain is the
 * database's work alone; "call logs not written" drops every row, so it is the checks and the forwarding alone.
 *
 * Environment: BENCH_SECONDS per round (default 3), BENCH_ROUNDS (default 3), BENCH_WARMUP seconds (default 5), BENCH_CONNECTIONS (default 10),
 * BENCH_PATH (default /fx/v1/rates?base=USD), BENCH_ONLY (run the targets whose name contains it, or one of its |-separated parts),
 * BENCH_DATABASE_URL (the gateway logs calls to this PostgreSQL database instead of an embedded PGlite),
 * BENCH_CPU_PROF (a directory: the gateways and the bare proxies write CPU profiles of their serving there, named by
 * role and mode), BENCH_BASELINE (another checkout of the project, e.g. the commit before a change: its gateway runs
 * as two more targets, full chain and batched, not stored, and the budget's figures 1 and 2 are printed for it too),
 * BENCH_GATEWAY_MAX_RPS (how many signed requests to prepare for, when the bare proxy is not among the targets).
 *
 * Ratios: to the upstream called directly, and to the bare proxy, which DESIGN.md section 7 budgets. After the
 * table the section's three figures: the gateway's own work ("batched, not stored") ÷ the bare proxy (>= 0.85),
 * the full chain ÷ the bare proxy (floor 0.6), and the database's CPU per stored row (row-cost.ts; <= 10 µs on
 * PostgreSQL, PGlite beside it). BENCH_ROW_COST=0 leaves the third out.
 */
import autocannon, { type Options, type Result } from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BENCH_KEY, BENCH_SECRET, PATH, runGateway, runProxy, runUpstream } from './gateway-roles.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
/**
 * Seconds of load each target gets before it is measured. Not one: the embedded database is WebAssembly that V8
 * compiles again, optimized, on background threads once its functions run hot; measured from a cold start, that
 * one-off compiling showed as a third of the gateway's CPU per request in the first rounds and was gone by the
 * third (per-thread /proc figures). A server runs for days; the warm-up measures that server.
 */
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

/**
 * Signed requests, made before the run, so signing is not what is measured: each connection gets its own list (a
 * nonce is single-use). A connection that used its list up repeats it: at the gateway those show as errors.
 */
async function presignedClients(perConnection: number) {
  const { signRequest } = await import('../../src/shared/signature/index.ts');
  const { nodeHmac } = await import('../../src/server/gateway/signature-crypto.ts');
  const [path, query = ''] = PATH.split('?');
  const lists = Array.from({ length: CONNECTIONS }, () =>
    Array.from({ length: perConnection }, () => {
      const signed = signRequest({ appKey: BENCH_KEY, method: 'GET', path, query }, BENCH_SECRET, nodeHmac);
      return { method: 'GET', path: signed.target, headers: signed.headers };
    }),
  );
  let next = 0;
  return (client: { setRequests(r: unknown[]): void }) => client.setRequests(lists[next++ % lists.length]);
}

/**
 * The fastest a gateway target may run (requests/s): BENCH_GATEWAY_MAX_RPS, else what the bare proxy reached in
 * its warm-up (a gateway in front of the same upstream does not outrun it), else 8,000. Machines differ threefold.
 */
let gatewayMaxRps = Number(process.env.BENCH_GATEWAY_MAX_RPS || 8000);

/** Requests each connection may need in `seconds`, if the gateway ran at up to gatewayMaxRps (a nonce is single-use). */
const signedPerConnection = (seconds: number) => Math.ceil((gatewayMaxRps / CONNECTIONS) * seconds * 1.5);

function child(role: string, ...args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  return childOf(import.meta.filename, role, ...args);
}

function childOf(script: string, role: string, ...args: string[]): Promise<{ proc: ChildProcess; port: number }> {
  const proc = fork(script, [role, ...args], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((ok, fail) => {
    proc.once('message', (m: { port: number }) => ok({ proc, port: m.port }));
    proc.once('exit', (code) => fail(new Error(`${role} exited with ${code}`)));
  });
}

/**
 * CPU time (ms) a process has used so far, from /proc (Linux); NaN elsewhere. With `thread`, only that thread's:
 * the main thread (tid = pid) is the gateway's JavaScript; the rest is the embedded database's worker, the garbage
 * collector's and libuv's threads.
 */
function cpuMs(pid: number | undefined, thread?: number): number {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return NaN;
  }
}

async function fire(url: string, seconds: number, setupClient?: (client: { setRequests(r: unknown[]): void }) => void) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(setupClient ? { setupClient } : {}),
  } as Options);
}

async function main() {
  const upstream = await child('upstream');
  const proxy = await child('proxy', String(upstream.port), 'dispatch');
  const streamProxy = await child('proxy', String(upstream.port), 'stream');
  const gateway = await child('gateway', String(upstream.port));
  const unstored = await child('gateway', String(upstream.port), 'batched');
  const checksOnly = await child('gateway', String(upstream.port), 'none');
  // BENCH_BASELINE=<another checkout>: its gateway too, in the same run (before/after a change), as both figures' targets
  const baselineScript = `${process.env.BENCH_BASELINE}/scripts/bench/gateway.ts`;
  const baseline = process.env.BENCH_BASELINE
    ? await childOf(baselineScript, 'gateway', String(upstream.port))
    : undefined;
  const baselineUnstored = process.env.BENCH_BASELINE
    ? await childOf(baselineScript, 'gateway', String(upstream.port), 'batched')
    : undefined;
  const children = [upstream, proxy, streamProxy, gateway, unstored, checksOnly, baseline, baselineUnstored];
  // counted from here: starting the children (databases, migrations) is slow on a loaded machine; they are stopped too
  const deadline = setTimeout(
    () => {
      console.error('bench: gave up after the deadline');
      for (const c of children) c?.proc.kill();
      process.exit(1);
    },
    // BENCH_DEADLINE_S: a machine loaded by other work needs longer
    Number(process.env.BENCH_DEADLINE_S || 0) * 1000 ||
      ((SECONDS + 1) * 8 * ROUNDS + 8 * WARMUP + 8) * 4 * 1000 + 120_000,
  );
  deadline.unref();
  try {
    // every target gets the same signed requests (the others ignore the X-Ca headers): the load generator then
    // costs the same per request whatever it calls, and the proxies forward the same bytes. A varying request list
    // costs autocannon about three times a fixed one (measured 111 vs 35 µs per request), which on two cores would
    // otherwise be charged to the gateway alone.
    const targets: Array<{ name: string; url: string; pid?: number }> = [
      { name: 'upstream direct', url: `http://127.0.0.1:${upstream.port}${PATH}`, pid: upstream.proc.pid },
      { name: 'bare proxy (undici dispatch)', url: `http://127.0.0.1:${proxy.port}${PATH}`, pid: proxy.proc.pid },
      {
        name: 'bare proxy (undici stream)',
        url: `http://127.0.0.1:${streamProxy.port}${PATH}`,
        pid: streamProxy.proc.pid,
      },
      { name: 'gateway, full chain', url: `http://127.0.0.1:${gateway.port}${PATH}`, pid: gateway.proc.pid },
      {
        name: 'gateway, call logs batched, not stored',
        url: `http://127.0.0.1:${unstored.port}${PATH}`,
        pid: unstored.proc.pid,
      },
      {
        name: 'gateway, call logs not written',
        url: `http://127.0.0.1:${checksOnly.port}${PATH}`,
        pid: checksOnly.proc.pid,
      },
      ...(baseline && baselineUnstored
        ? [
            {
              name: 'gateway, full chain (baseline)',
              url: `http://127.0.0.1:${baseline.port}${PATH}`,
              pid: baseline.proc.pid,
            },
            {
              name: 'gateway, call logs batched, not stored (baseline)',
              url: `http://127.0.0.1:${baselineUnstored.port}${PATH}`,
              pid: baselineUnstored.proc.pid,
            },
          ]
        : []),
    ];
    if (process.env.BENCH_ONLY)
      targets.splice(
        0,
        targets.length,
        ...targets.filter((t) => process.env.BENCH_ONLY!.split('|').some((part) => t.name.includes(part))),
      );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target (after ${WARMUP} s warm-up), GET ${PATH}, loopback, Node ${process.version}\n`,
    );
    for (const t of targets) {
      const warm = await fire(t.url, WARMUP, await presignedClients(signedPerConnection(WARMUP)));
      if (t.name.startsWith('bare proxy') && !process.env.BENCH_GATEWAY_MAX_RPS)
        gatewayMaxRps = Math.max(gatewayMaxRps, warm.requests.average);
    }
    const results = targets.map(() => [] as Result[]);
    // CPU time of the serving process per request (user + system, from /proc): what a request costs the process
    // that answers it, less sensitive than requests/s to what else the machine runs
    const cpu = targets.map(() => [] as number[]);
    const mainCpu = targets.map(() => [] as number[]);
    // and what the same request costs the load generator (this process) and the upstream: on two cores, a target
    // that leaves the serving process idle is held back by these, not by its own work
    const clientCpu = targets.map(() => [] as number[]);
    const upstreamCpu = targets.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) {
        const setup = await presignedClients(signedPerConnection(SECONDS));
        const before = cpuMs(t.pid);
        const mainBefore = cpuMs(t.pid, t.pid);
        const client0 = process.cpuUsage();
        const up0 = cpuMs(upstream.proc.pid);
        const io0 = process.env.BENCH_IO ? readFileSync(`/proc/${t.pid}/io`, 'utf8') : '';
        const result = await fire(t.url, SECONDS, setup);
        results[i].push(result);
        cpu[i].push((cpuMs(t.pid) - before) / result.requests.total);
        mainCpu[i].push((cpuMs(t.pid, t.pid) - mainBefore) / result.requests.total);
        const client = process.cpuUsage(client0);
        clientCpu[i].push((client.user + client.system) / 1000 / result.requests.total);
        upstreamCpu[i].push((cpuMs(upstream.proc.pid) - up0) / result.requests.total);
        if (process.env.BENCH_IO) {
          const n = (txt: string, k: string) => Number(new RegExp(`${k}: (\\d+)`).exec(txt)![1]);
          const io1 = readFileSync(`/proc/${t.pid}/io`, 'utf8');
          console.log(
            t.name,
            'write syscalls/request',
            ((n(io1, 'syscw') - n(io0, 'syscw')) / result.requests.total).toFixed(2),
            'read syscalls/request',
            ((n(io1, 'syscr') - n(io0, 'syscr')) / result.requests.total).toFixed(2),
          );
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    let failed = false;
    const direct = median(results[0].map((r) => r.requests.average));
    const bareAt = targets.findIndex((t) => t.name.startsWith('bare proxy (undici dispatch'));
    const bare = bareAt < 0 ? NaN : median(results[bareAt].map((r) => r.requests.average));
    const rows = targets.map((t, i) => {
      const rs = results[i];
      const rps = median(rs.map((r) => r.requests.average));
      const errors = rs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
      failed ||= errors > 0;
      return [
        t.name,
        rps.toFixed(0),
        median(rs.map((r) => r.latency.p50)).toFixed(1),
        median(rs.map((r) => r.latency.p99)).toFixed(1),
        (rps / direct).toFixed(2),
        (rps / bare).toFixed(2),
        (median(cpu[i]) * 1000).toFixed(0),
        (median(mainCpu[i]) * 1000).toFixed(0),
        (median(upstreamCpu[i]) * 1000).toFixed(0),
        (median(clientCpu[i]) * 1000).toFixed(0),
        String(errors),
      ];
    });
    // DESIGN.md section 7 budgets the full chain against the bare proxy (>= 0.8); the ratio to direct is reported
    const head = [
      'target',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'ratio to direct',
      'ratio to bare proxy',
      'server CPU µs/request',
      'of it main thread',
      'upstream CPU µs/req',
      'client CPU µs/req',
      'errors',
    ];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
    const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
    console.log([line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
    // the targets are measured; the row cost has its own pace
    clearTimeout(deadline);
    await printBudget(targets, (i) => median(results[i].map((r) => r.requests.average)), bare);
    if (failed) {
      console.error('\nsome requests failed: the figures above are not trustworthy');
      process.exitCode = 1;
    }
  } finally {
    for (const c of children) c?.proc.kill();
  }
}

/**
 * DESIGN.md section 7's three gateway figures from this run: (1) the gateway's own work ("batched, not stored")
 * and (2) the full chain, each ÷ the bare proxy; (3) the database's CPU per stored row (row-cost.ts) on PostgreSQL
 * (BENCH_DATABASE_URL, else the local `test` database) with PGlite beside it. BENCH_ROW_COST=0 leaves (3) out.
 */
async function printBudget(targets: Array<{ name: string }>, rpsOf: (i: number) => number, bare: number) {
  const ratio = (name: string) => {
    const i = targets.findIndex((t) => t.name === name);
    return i < 0 || !Number.isFinite(bare) ? 'not measured' : (rpsOf(i) / bare).toFixed(2);
  };
  console.log(`\nDESIGN.md section 7, gateway budget (load average ${loadavg()[0].toFixed(1)}):`);
  console.log(
    `  1. own work (every check, rows batched, not stored) ÷ bare proxy: ${ratio('gateway, call logs batched, not stored')} (budget >= 0.85)`,
  );
  console.log(
    `  2. full chain, rows stored (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ÷ bare proxy: ${ratio('gateway, full chain')} (floor 0.6)`,
  );
  if (targets.some((t) => t.name.endsWith('(baseline)')))
    console.log(
      `  baseline (BENCH_BASELINE): 1. ${ratio('gateway, call logs batched, not stored (baseline)')}, 2. ${ratio('gateway, full chain (baseline)')}`,
    );
  if (process.env.BENCH_ROW_COST === '0') return;
  const { storedRowCost, describeRowCost } = await import('./row-cost.ts');
  for (const kind of ['postgres', 'pglite'] as const) {
    const r = await storedRowCost(kind).catch((err: unknown) => String(err));
    const budget = kind === 'postgres' ? ' (budget <= 10 µs)' : ' (reported beside it)';
    console.log(
      `  3. one stored row, ${typeof r === 'string' ? `${kind}: not measured: ${r}` : describeRowCost(r)}${budget}`,
    );
  }
}

const [role, arg, mode] = process.argv.slice(2);
if (role === 'upstream') void runUpstream();
else if (role === 'proxy') void runProxy(Number(arg), mode);
else if (role === 'gateway') void runGateway(Number(arg), mode as 'batched' | 'none' | undefined);
else void main();
