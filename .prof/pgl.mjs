import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
let last = performance.now(); let lastCpu = process.cpuUsage();
const lap = (what) => { const n = performance.now(); const c = process.cpuUsage(lastCpu); console.log(`${what.padEnd(34)} wall ${(n - last).toFixed(0).padStart(6)} cpu ${((c.user + c.system) / 1000).toFixed(0).padStart(6)}`); last = n; lastCpu = process.cpuUsage(); };
const a = await PGlite.create();
lap('fresh create (initdb)');
await a.exec('create table t(x int); insert into t select generate_series(1,1000)');
const dump = await a.dumpDataDir('gzip'); lap('dump gz ' + dump.size);
const dumpRaw = await a.dumpDataDir('none'); lap('dump raw ' + dumpRaw.size);
const dist = new URL('../node_modules/@electric-sql/pglite/dist/', import.meta.url);
const pgMod = await WebAssembly.compile(readFileSync(new URL('pglite.wasm', dist)));
lap('compile pglite.wasm');
const initMod = await WebAssembly.compile(readFileSync(new URL('initdb.wasm', dist)));
lap('compile initdb.wasm');
for (let i = 0; i < 2; i++) {
  const b = await PGlite.create({ loadDataDir: dump }); await b.query('select count(*) from t'); lap('create from gz dump'); await b.close();
  const c = await PGlite.create({ loadDataDir: dumpRaw }); await c.query('select count(*) from t'); lap('create from raw dump'); await c.close();
  const d = await PGlite.create({ loadDataDir: dump, pgliteWasmModule: pgMod, initdbWasmModule: initMod }); await d.query('select count(*) from t'); lap('create gz dump, precompiled'); await d.close();
  const e = await a.clone(); await e.query('select count(*) from t'); lap('clone'); await e.close();
}
