/**
 * The worker thread that owns the embedded PGlite database (see pglite-thread.ts): it opens the data directory,
 * answers the main thread's queries one message at a time, and dumps or closes the database when asked.
 * Errors go back as plain objects with their fields (code, constraint, detail, column, …): an Error crossing
 * threads keeps only its message, and the repository maps constraint failures by those fields.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader its parent runs under (tsx
 * in production, Vite in tests). The messages are typed in pglite-thread.ts.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// PGlite's WebAssembly compiled and its file bundle read at once, before the data directory is ready: at a first
// start the main thread copies the database image meanwhile (db/image.ts), on libuv's threads, so the compile's CPU
// and the copy's disk overlap instead of following each other. PGlite would read and compile the same files itself.
const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
const prepared = Promise.all([
  readFile(new URL('pglite.wasm', dist)).then((bytes) => WebAssembly.compile(bytes)),
  readFile(new URL('pglite.data', dist)).then((bytes) => new Blob([bytes])),
]);
// the main thread's 'start' once the data directory is ready, when it was not at the worker's start
let start;
const started = new Promise((resolve) => (start = resolve));
if (!workerData.deferred) start();

const ready = (async () => {
  const [pgliteWasmModule, fsBundle] = await prepared;
  await started;
  return PGlite.create(workerData.dataDir, {
    // int8 (count(*), sums) as a number and `date` as 'YYYY-MM-DD', as the PostgreSQL driver is told (db/index.ts)
    parsers: { 20: (v) => Number(v), 1082: (v) => v },
    pgliteWasmModule,
    fsBundle,
    ...(workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {}),
    ...(workerData.initDbArgs ? { initDbStartParams: workerData.initDbArgs } : {}),
  });
})();
// message 0 says whether the database opened
ready.then(
  () => parentPort.postMessage({ id: 0, ok: true, value: null }),
  (err) => parentPort.postMessage({ id: 0, ok: false, error: plain(err) }),
);

const COPY_FROM_STDIN = /^\s*copy\s[^;]*\sfrom\s+stdin\b/i;

parentPort.on('message', async (req) => {
  if (req.op === 'start') return start();
  try {
    const pglite = await ready;
    let value = null;
    if (req.op === 'query') {
      // a COPY … FROM STDIN's data comes as its one parameter (db/copy-from-stdin.ts); PGlite reads it as '/dev/blob'
      const copy = COPY_FROM_STDIN.test(req.sql) && req.params.length === 1 && req.params[0] instanceof Uint8Array;
      const { rows, affectedRows } = copy
        ? await pglite.query(
            req.sql.replace(COPY_FROM_STDIN, (m) => m.replace(/stdin$/i, "'/dev/blob'")),
            [],
            { blob: new Blob([req.params[0]]) },
          )
        : await pglite.query(req.sql, req.params);
      value = { rows, affectedRows };
    } else if (req.op === 'dump') {
      // uncompressed: the one reader (tests, which load it once per file) would spend more unzipping than it saves
      value = await (await pglite.dumpDataDir('none')).arrayBuffer();
    } else if (req.op === 'close') {
      await pglite.close();
    }
    parentPort.postMessage({ id: req.id, ok: true, value });
  } catch (err) {
    parentPort.postMessage({ id: req.id, ok: false, error: plain(err) });
  }
});

function plain(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const out = { message: err.message, name: err.name };
  for (const [k, v] of Object.entries(err)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  }
  return out;
}
