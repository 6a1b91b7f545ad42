/// <reference types="vitest/config" />
/**
 * One config for the console build, the dev server and the three test projects:
 * unit (jsdom components), server (API on PGlite or PostgreSQL through real HTTP/inject), e2e (real Chromium).
 */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { precompressDir } from './scripts/precompress.ts';
import { WalksSpread } from './tests/sequencer.ts';

/** Resource descriptors (resources/*.yaml) reach the console as plain JSON modules: no YAML parser in the bundle. */
const yamlModules = (): Plugin => ({
  name: 'yaml-modules',
  transform(code, id) {
    if (!id.endsWith('.yaml')) return null;
    return { code: `export default ${JSON.stringify(parse(code))};`, map: null };
  },
});

/**
 * `import { x } from './messages.ts?locale=zh'`: a message module whose exports are `{ zh, en }` tables (or lists
 * of them), evaluated at build time and reduced to one language, so a page load downloads only the language it
 * shows (the console's initial-JS budget, DESIGN.md section 7). Such modules must be plain data.
 */
const localeMessages = (): Plugin => ({
  name: 'locale-messages',
  enforce: 'pre',
  async resolveId(source, importer) {
    const m = /^(.*)\?locale=(zh|en)$/.exec(source);
    if (!m) return null;
    const resolved = await this.resolve(m[1], importer, { skipSelf: true });
    return resolved ? `${resolved.id}?locale=${m[2]}` : null;
  },
  async load(id) {
    const m = /^(.*\.ts)\?locale=(zh|en)$/.exec(id);
    if (!m) return null;
    this.addWatchFile(m[1]);
    const { tsImport } = await import('tsx/esm/api');
    const mod = (await tsImport(`${pathToFileURL(m[1]).href}?v=${Date.now()}`, import.meta.url)) as Record<
      string,
      unknown
    >;
    type Pair = { zh: unknown; en: unknown };
    const one = (v: unknown): unknown => (Array.isArray(v) ? v.map(one) : (v as Pair)[m[2] as 'zh' | 'en']);
    const code = Object.entries(mod)
      .filter(([k]) => k !== 'default' && k !== 'module.exports')
      .map(([k, v]) => `export const ${k} = ${JSON.stringify(one(v))};`)
      .join('\n');
    return { code, map: null };
  },
});

const API_PREFIXES = ['/openauthor', '/newopen', '/workorder', '/website', '/scmecology', '/apisix', '/healthz'];
const apiTarget = `http://localhost:${process.env.PORT || 8080}`;

/**
 * `vite build --mode store` (run after the console's build, `npm run build`): the store's visitor entry built on its
 * own into dist/store, with React's API served by preact/compat. The same components, a runtime of ~12 KB gzipped
 * instead of react-dom's ~65, which is what keeps a visitor's /home within DESIGN.md section 7's 150 KB. The entry
 * keeps a fixed name (served no-cache) so the console's chooser (main.tsx) can load it; its chunks are hashed.
 */
/** the modules main.tsx (the chooser every page load runs) imports statically, and the bundler's own (preload, runtime) */
const CHOOSER_MODULES =
  /src[\\/](api[\\/](session|early|headers)\.ts|shared[\\/]constants\.ts|store[\\/]app[\\/]paths\.ts)$|^\0vite[\\/]|^\0rolldown[\\/]runtime/;

/**
 * The MUI and react-admin modules the console's lazy screens share, in one chunk rather than ~80 of a few hundred
 * bytes each: over HTTP/1.1's six connections a list page's first load waited on them one batch after another,
 * with the session's calls queued behind (scripts/bench/console.ts). The sign-in page loads it too, and the console
 * page after it then finds it cached.
 */
const LAZY_PARTS =
  /node_modules[\\/](@mui[\\/](material|system|utils|icons-material)|ra-ui-materialui|ra-core|react-hook-form|@popperjs|react-transition-group)[\\/]/;

/**
 * The built chunks by name (console-parts, boot) and by the modules they hold, read before Vite writes each
 * dynamic import's preload list. main.tsx's import of the console entry then preloads console-parts too: every
 * console page needs it (the login form and every lazy screen use its MUI and react-admin modules), and fetched
 * beside the entry it is downloaded and compiled while the entry runs, instead of only once the entry's code has asked
 * for a page (scripts/bench/console.ts). So are the console's frame and the generated list (about 5 KB gzipped each),
 * which most console loads render first: preload.ts asks for them only once the entry's whole graph has run (on a
 * quiet machine that was 350 ms into a cold list page, and their answers came 100 ms later).
 */
const chunkFiles = new Map<string, string>();
const EARLY_MODULES = [
  /src[\\/]admin[\\/]layout[\\/]ConsoleLayout\.tsx$/,
  /src[\\/]admin[\\/]resources[\\/]generate[\\/]List\.tsx$/,
];
const earlyFiles = new Set<string>();
const chunkNames = (): Plugin => ({
  name: 'chunk-names',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    chunkFiles.clear();
    earlyFiles.clear();
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    // a chunk and what it imports statically: the browser asks for those only once the chunk runs
    const addEarly = (file: string) => {
      if (earlyFiles.has(file)) return;
      earlyFiles.add(file);
      byFile.get(file)?.imports.forEach(addEarly);
    };
    for (const chunk of chunks) {
      chunkFiles.set(chunk.name, chunk.fileName);
      // by the modules it holds: a chunk shared by several importers (the generated list) stands for none of them
      if (chunk.moduleIds.some((id) => EARLY_MODULES.some((m) => m.test(id)))) addEarly(chunk.fileName);
    }
  },
});
const preloadWithBoot = (filename: string, deps: string[], { hostType }: { hostType: string }) => {
  const parts = chunkFiles.get('console-parts');
  if (hostType !== 'js' || !parts || filename !== chunkFiles.get('boot')) return deps;
  return [...new Set([...deps, parts, ...earlyFiles])];
};

/** each build's text files compressed beside them once written (scripts/precompress.ts) */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotli } = await precompressDir(outDir);
      this.info(
        `${files} files precompressed: ${(bytes / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB (brotli)`,
      );
    },
  };
};

const storeBuild = {
  base: '/store/',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    ],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/store'),
    emptyOutDir: true,
    rollupOptions: {
      input: resolve(import.meta.dirname, 'src/store/app/main.tsx'),
      output: { entryFileNames: 'entry.js' },
      // react-router reads React 19's useOptimistic when the runtime has it and falls back when not (compat has not)
      onwarn(warning: { code?: string; id?: string }, warn: (w: never) => void) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('react-router')) return;
        warn(warning as never);
      },
    },
  },
};

export default defineConfig(({ mode }) => ({
  root: resolve(import.meta.dirname, 'src'),
  publicDir: false,
  // node-polyglot's only shim, replaced by the native function (src/admin/i18n/object-entries.cjs)
  resolve: { alias: { 'object.entries': resolve(import.meta.dirname, 'src/admin/i18n/object-entries.cjs') } },
  plugins: [localeMessages(), yamlModules(), react(), chunkNames(), precompress()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    modulePreload: { resolveDependencies: preloadWithBoot },
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // the console's entry is an entry of its own, so what it imports statically can be one chunk (below)
      input: {
        index: resolve(import.meta.dirname, 'src/index.html'),
        boot: resolve(import.meta.dirname, 'src/app/boot.tsx'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // what the chooser shares with the console (session, constants, Vite's preload helper): a chunk of its own,
              // so a store visit does not load the console's
              name: 'chooser',
              test: CHOOSER_MODULES,
              priority: 2,
            },
            {
              // everything the console renders its first page with, in one file rather than dozens of small ones
              // (each gzipped alone compresses worse); main.tsx's own few modules stay out: a store visit loads them
              name: 'console',
              tags: ['$initial'],
              test: (id: string) => !CHOOSER_MODULES.test(id) && !/src[\\/](index\.html|app[\\/]main\.tsx)/.test(id),
              priority: 1,
            },
            {
              // below the console's own group: a module of the first page stays in the initial chunk
              name: 'console-parts',
              test: LAZY_PARTS,
            },
          ],
        },
      },
    },
  },
  ...(mode === 'store' ? storeBuild : {}),
  server: {
    port: 5173,
    fs: { allow: [import.meta.dirname] },
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    root: import.meta.dirname,
    sequence: { sequencer: WalksSpread },
    projects: [
      {
        extends: true,
        // component tests render whole generated screens in jsdom: a loaded machine needs more than 5 s (not a speed check)
        test: {
          name: 'unit',
          // most unit files test plain functions: they run in Node, and only the files that render or use the
          // browser's APIs say `// @vitest-environment jsdom` on their first line (a jsdom per file costs ~1 s of CPU)
          environment: 'node',
          // two files at a time on two cores (vitest's default in a run is cores - 1: one)
          maxWorkers: 2,
          // a worker imports react-admin, MUI and the console's modules once, not once per file: the phase took 66 s
          // (40 s of it importing) and takes about 30 (2026-12-06). Each file still gets its own environment (vitest
          // sets jsdom up per file); the files pass in shuffled orders too (--sequence.shuffle.files)
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // seeds the demo once per run and environment; every file starts from that copy (seed-cache.ts)
          globalSetup: ['tests/server/global-setup.ts'],
          // generous: a loaded 2-core machine starts a database per file slowly; never a speed assertion
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // each file starts its own database, which waits on CPU or I/O in turns: two files at once on two cores
          // (vitest's default would be cores - 1, one file at a time here)
          maxWorkers: 2,
          // a worker imports the server's modules once, not once per file (~2 s of CPU a file): every file still starts
          // its own app on its own database, and the server's module-level registries are per process by design
          // (npm start runs the console API and the gateway in one)
          isolate: false,
          // the fault and cluster files start child processes and cut their connections under load: on CI a failed
          // test runs once more (as in e2e), and a test that fails twice fails the run
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // the demo seeded once per run, every file starting from that copy (as in the server project)
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // two files at a time (each file its own app and port): the phase takes a third less. Under two files' load
          // on two cores a poll can wait past its time: on CI a failed test runs once more, and a test that fails
          // twice fails the run
          maxWorkers: 2,
          // a worker imports the server's and the tests' modules once and keeps one browser for its files
          // (helpers.ts), as the server project does: per file that was ~4 s of CPU importing and a browser start
          isolate: false,
          retry: process.env.CI ? 1 : 0,
          // a page is given time to show what the poll waits for (a loaded CI machine); never a speed assertion
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
}));
