import { performance } from 'node:perf_hooks';
let last = performance.now(); let lastCpu = process.cpuUsage();
const lap = (what: string) => { const n = performance.now(); const c = process.cpuUsage(lastCpu); console.log(`${what.padEnd(30)} wall ${(n - last).toFixed(0).padStart(6)} ms  cpu ${((c.user + c.system) / 1000).toFixed(0).padStart(6)} ms`); last = n; lastCpu = process.cpuUsage(); };
const { openDb } = await import('../src/server/db/index.ts');
const { buildApp } = await import('../src/server/app.ts');
const { loadConfig } = await import('../src/server/config.ts');
lap('import server modules');
const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', SECRET_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0' });
const db1 = await openDb({ dataDir: 'memory://' });
lap('fresh open+migrate');
const a1 = await buildApp({ config, db: db1, logger: false });
lap('seed+build');
const dump = await db1.dumpDataDir!();
await a1.close(); await db1.close();
lap('dump');
for (let i = 0; i < 3; i++) {
  const db2 = await openDb({ dataDir: 'memory://', loadDataDir: dump });
  lap('openDb from dump (incl migrate)');
  const a2 = await buildApp({ config, db: db2, logger: false });
  lap('buildApp (seed check+register)');
  await a2.app.ready();
  lap('ready');
  await a2.close(); await db2.close();
  lap('close');
}
