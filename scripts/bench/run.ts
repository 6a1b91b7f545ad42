/**
 * `npm run bench`: HTTP throughput of the real app (buildApp, silent logs) on loopback, once on embedded PGlite
 * (a temporary DATA_DIR) and once on PostgreSQL (a fresh database created under BENCH_DATABASE_URL and dropped
 * afterwards). Per database it logs in as admin, then drives GET /healthz (no auth, no database) and
 * GET /openauthor/v1/user/detail (the ticket from the session cache + one query for the user's detail) and
 * GET /openauthor/v1/is_resource_check as the developer (an authenticated call that needs no other query: the
 * ticket and the grants both come from the session cache, auth/cache) with autocannon, and prints requests/s, p99
 * and the ratio to /healthz. Figures, not a pass/fail test (DESIGN.md section 7).
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DB (pglite, postgres
 * or both; default both), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const WHICH = process.env.BENCH_DB || 'both';
// a hard stop, so a hung server or database never keeps the run going
const DEADLINE_MS = (SECONDS * 3 * 1.2 + 120) * 2 * 1000;

interface Row {
  db: string;
  endpoint: string;
  rps: number;
  p99: number;
  ratio: number;
  errors: number;
}

const deadline = setTimeout(() => {
  console.error(`bench: still running after ${Math.round(DEADLINE_MS / 1000)} s, giving up`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

/** A database for one run: a temporary PGlite directory, or a fresh PostgreSQL database. */
async function makeDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
}

async function fire(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const db = await makeDatabase(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    PORT: '0',
    GATEWAY_PORT: '0',
    ...db.env,
  });
  const app = await buildApp({ config, logger: false });
  try {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/openauthor/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: md5Hex(DEMO_PASSWORD) }),
    });
    const body = await login.json();
    if (!body.success) throw new Error(`admin login failed: ${JSON.stringify(body)}`);
    const dev = await (
      await fetch(`${base}/openauthor/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_name: 'developer', password: md5Hex(DEMO_PASSWORD) }),
      })
    ).json();
    if (!dev.success) throw new Error(`developer login failed: ${JSON.stringify(dev)}`);
    const targets: { endpoint: string; url: string; headers: Record<string, string> }[] = [
      { endpoint: 'GET /healthz', url: `${base}/healthz`, headers: {} },
      {
        endpoint: 'GET /openauthor/v1/user/detail',
        url: `${base}/openauthor/v1/user/detail`,
        headers: { ticket: body.data.ticket },
      },
      {
        endpoint: 'GET is_resource_check (developer)',
        url: `${base}/openauthor/v1/is_resource_check?menu_code=appmanage`,
        headers: { ticket: dev.data.ticket },
      },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      await fire(target.url, target.headers, 1); // warm-up: JIT, connection pool, caches
      const r = await fire(target.url, target.headers, SECONDS);
      const rps = r.requests.average;
      rows.push({
        db: kind,
        endpoint: target.endpoint,
        rps,
        p99: r.latency.p99,
        ratio: rows.length ? rps / rows[0].rps : 1,
        errors: r.errors + r.timeouts + r.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
    await db.drop();
  }
}

function printTable(rows: Row[]) {
  const head = ['db', 'endpoint', 'requests/s', 'p99 ms', 'ratio to /healthz', 'errors'];
  const cells = rows.map((r) => [
    r.db,
    r.endpoint,
    r.rps.toFixed(0),
    r.p99.toFixed(1),
    r.ratio.toFixed(2),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

const kinds = (WHICH === 'both' ? ['pglite', 'postgres'] : [WHICH]) as ('pglite' | 'postgres')[];
console.log(
  `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint (after 1 s warm-up), loopback, Node ${process.version}\n`,
);
const rows: Row[] = [];
for (const kind of kinds) {
  try {
    rows.push(...(await benchDatabase(kind)));
  } catch (err) {
    console.error(`${kind}: skipped (${(err as Error).message})`);
  }
}
printTable(rows);
if (rows.some((r) => r.errors > 0)) {
  console.error('\nsome requests failed: the figures above are not trustworthy');
  process.exitCode = 1;
}
