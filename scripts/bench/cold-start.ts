/**
 * Cold start to /healthz on a fresh embedded PGlite database (issue 28; goal <= 3 s): the server with an empty
 * DATA_DIR, timed from the spawn until /healthz answers 200, BENCH_ROUNDS times (default 5, median), each round four
 * ways in one run: `node --import tsx src/server/main.ts` without the prebuilt database images (DB_IMAGE=off: initdb,
 * every migration and the whole seed, the path before them), the same with them (built first if missing:
 * scripts/db-image.ts), and the bundle as `npm start` runs it, `node dist-server/main.js` (built first:
 * scripts/build-server.ts), with the base image only (DB_IMAGE=base: the demo seeded at start, the path before the
 * demo image) and with the demo image. Then, in this process, where the time goes on another fresh directory:
 * copying the demo image and opening PGlite, the migrations' check, the seed's per-install part (renewing the demo
 * image's uids, password hash, app secrets, upstream port and times: seed/demo-image.ts) and the audit triggers'
 * check (which a start from an image skips: seed/start.ts), each timed on its own. Figures, not a pass/fail test.
 *
 * `node --import tsx scripts/bench/cold-start.ts`; BENCH_ROUNDS, BENCH_PHASES=0 to skip the phases, BENCH_WAYS to
 * run some ways only (their names' starts, separated by `;`, e.g. `bundle;tsx, image`). BENCH_BASELINE=<dir>: one more
 * way, taking turns with the others, `bundle, image` of another checkout of the code (an old commit's, e.g.
 * `git archive <commit> | tar -x -C <dir>`, its node_modules a link to this one's, its dist-server and its database
 * image built there: `node --import tsx scripts/build-server.ts && node dist-server/db-image.js`), for a
 * before/after comparison on a shared, loaded machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const root = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** CPU of this process, every thread (the PGlite thread's too), in ms */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** the CPU a process has used so far, every thread, in ms (Linux /proc) */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks (100 a second)
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** one cold start: ms from spawn to the first 200 from /healthz, and the server's CPU until then */
type Way = 'tsx, no image' | 'tsx, image' | 'bundle, base image' | 'bundle, image' | 'baseline bundle, image';
const baseline = process.env.BENCH_BASELINE;
async function coldStart(way: Way): Promise<{ wall: number; cpu: number }> {
  const image = way !== 'tsx, no image';
  const dir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  const [port, gatewayPort, upstreamPort] = [await freePort(), await freePort(), await freePort()];
  const started = performance.now();
  const args = way.includes('bundle') ? ['dist-server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: way.startsWith('baseline') ? baseline : root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      GATEWAY_PORT: String(gatewayPort),
      DEMO_UPSTREAM_PORT: String(upstreamPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: '',
      DB_IMAGE: image ? (way === 'bundle, base image' ? 'base' : '') : 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return { wall: performance.now() - started, cpu: processCpuMs(child.pid!) };
      if (performance.now() - started > 600_000) throw new Error('no /healthz within 600 s');
      await sleep(20);
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** where the time goes, in this process (modules already loaded: no import cost) */
async function phases(): Promise<Record<string, { wall: number; cpu: number }>> {
  const { openDb, migrate } = await import('../../src/server/db/index.ts');
  const { loadConfig } = await import('../../src/server/config.ts');
  const { seed } = await import('../../src/server/seed/index.ts');
  const { attachAuditTriggers } = await import('../../src/server/audit/triggers.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  const out: Record<string, { wall: number; cpu: number }> = {};
  let t = performance.now();
  let c = cpuMs();
  const lap = (name: string) => {
    const now = performance.now();
    const cpu = cpuMs();
    out[name] = { wall: now - t, cpu: cpu - c };
    t = now;
    c = cpu;
  };
  try {
    const db = await openDb({ dataDir: dir, migrated: true, image: 'demo' });
    // a fresh directory: the demo image is copied (the base and the demo's seed) and opened, as at a first start
    if (!db.demoImage) throw new Error('no demo image for these sources: scripts/db-image.ts builds it');
    lap('copy image, open');
    await migrate(db.db);
    lap('migrations check');
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const deps = { db: db.db, dbKind: db.kind, config, now: () => new Date(), health: { db: db.health } };
    await seed(deps as never, { baseSeeded: db.fromImage, demoImage: db.demoImage });
    lap('seed per install');
    await attachAuditTriggers(db.db);
    lap('audit triggers');
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-image.ts'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: root, stdio: 'inherit' });
const picked = process.env.BENCH_WAYS?.split(';').map((w) => w.trim());
const ways = (['tsx, no image', 'tsx, image', 'bundle, base image', 'bundle, image'] as Way[]).filter(
  (w) => !picked || picked.some((p) => w.startsWith(p)),
);
if (baseline) ways.push('baseline bundle, image');
const runs = Object.fromEntries(ways.map((w) => [w, [] as { wall: number; cpu: number }[]]));
const loadAtStart = loadavg()[0];
for (let i = 0; i < ROUNDS; i++) for (const way of ways) runs[way].push(await coldStart(way));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
console.log(
  `cold start to /healthz on a fresh PGlite database (load average ${loadAtStart.toFixed(1)} before the rounds, ` +
    `${loadavg()[0].toFixed(1)} after; goal <= 3 s):`,
);
for (const [name, rs] of Object.entries(runs)) {
  console.log(`  ${name}:`);
  console.log(
    `    wall: median ${ms(median(rs.map((r) => r.wall)))} of ${ROUNDS} (${rs.map((r) => ms(r.wall)).join(', ')})`,
  );
  console.log(
    `    the server's CPU until then (every thread; a quiet machine's wall time comes close to it): median ${ms(median(rs.map((r) => r.cpu)))}`,
  );
}
if (process.env.BENCH_PHASES !== '0') {
  const p = await phases();
  console.log('  in one process, modules loaded (wall / CPU):');
  for (const [name, v] of Object.entries(p)) console.log(`    ${name.padEnd(16)} ${ms(v.wall)} / ${ms(v.cpu)}`);
}
process.exit(0);
