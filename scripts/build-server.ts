/**
 * Bundles the server into dist-server/ (issue 28, cold start): `npm run build` and `npm start` run it, and `npm start`
 * then runs dist-server/main.js with plain `node`. Under tsx every start compiled the server's TypeScript again (~5 s
 * of CPU in tsx's loader thread); the bundle is compiled once, here.
 *
 * Not under dist/: the console's static files are served from there (STATIC_DIR), and the server's code must not be.
 *
 * ESM, with the packages from node_modules bundled in too (but those of EXTERNAL): loading them one file at a time at
 * start (resolving, reading and compiling hundreds of files, Node's CommonJS export scan of each CommonJS package
 * imported from ESM) cost ≈0.6 s more CPU than loading them from a few chunks. Files the server reads at run
 * time next to its sources (resources/*.yaml, schemas/, migrations' hash, node_modules/.cache) are found through
 * `import.meta.dirname`: each source's own is written into the bundle as the source's directory, relative to the
 * checkout the bundle sits in, so the bundle reads exactly what the sources read (the database thread's worker,
 * src/server/db/pglite-worker.mjs, is plain JavaScript and runs from where it is). A bundled package's `__dirname`,
 * `__filename` and `import.meta` are made its own file's the same way (pino's and thread-stream's workers, ioredis's
 * package.json), and its `require` of what stays external works through a `require` made for each output file.
 *
 * The YAML files the server reads at start are parsed here too, into dist-server/parsed-yaml.json
 * (src/shared/parsed-yaml.ts), and the OpenAPI documents turned into routes' schemas, into
 * dist-server/loaded-specs.json (src/server/openapi/load.ts).
 *
 * The database image's key (src/server/db/image.ts, a hash of the sources) is computed here and written into the
 * bundle, which then looks for the image of the code it holds.
 *
 * Entries: main.js (`npm start`), gateway.js (`npm run start:gateway`), cluster.js (`npm run cluster`),
 * db-image.js (the database image, scripts/db-image.ts).
 *
 * `node --import tsx scripts/build-server.ts`
 */
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { PARSED_YAML_FILE, textHash, yamlKey, type ParsedYaml } from '../src/shared/parsed-yaml.ts';
import { imageKey } from '../src/server/db/image.ts';
import { LOADED_SPECS_FILE, loadSpecs, specSources, type SpecsCache } from '../src/server/openapi/load.ts';

const root = resolve(import.meta.dirname, '..');
export const SERVER_OUT = join(root, 'dist-server');

/**
 * `import.meta.dirname` and `import.meta.url` of each source become the source's own, resolved from the checkout's
 * root at run time: paths next to the sources, `new URL('./pglite-worker.mjs', import.meta.url)` and
 * `createRequire(import.meta.url)` resolve as they do under tsx
 */
const realModules = realpathSync(join(root, 'node_modules'));
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
      if (!text.includes('import.meta.')) return { contents: text, loader };
      const rel = (p: string) => JSON.stringify(relative(root, p).split('\\').join('/'));
      return {
        contents: text
          .replaceAll('import.meta.dirname', `__bundleRoot(${rel(dirname(args.path))})`)
          .replaceAll('import.meta.url', `__bundleUrl(${rel(args.path)})`),
        loader,
      };
    });
    // a bundled package's own file and directory, where it reads or starts files beside itself
    b.onLoad({ filter: /[\\/]node_modules[\\/].*\.(c|m)?js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!/\b__dirname\b|\b__filename\b|import\.meta\./.test(text)) return undefined;
      // esbuild gives real paths: a node_modules that is a link (a worktree's) is named as the checkout's own
      const rel = (p: string) => JSON.stringify(join('node_modules', relative(realModules, p)).split('\\').join('/'));
      return {
        contents: text
          .replace(/(?<![.\w$])__dirname\b/g, `__bundleRoot(${rel(dirname(args.path))})`)
          .replace(/(?<![.\w$])__filename\b/g, `__bundleRoot(${rel(args.path)})`)
          .replaceAll('import.meta.dirname', `__bundleRoot(${rel(dirname(args.path))})`)
          .replaceAll('import.meta.filename', `__bundleRoot(${rel(args.path)})`)
          .replaceAll('import.meta.url', `__bundleUrl(${rel(args.path)})`),
        loader: 'js',
      };
    });
  },
};

/**
 * Packages left to load from node_modules at run time: native addons (their .node file is found from the package),
 * PGlite (only the database thread's worker loads it, from node_modules), the OAuth provider (imported on first use
 * only, oauth/provider.ts), and optional peers that are not installed (pg's native driver)
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', '@napi-rs/canvas', 'oidc-provider', 'pg-native'];

// built beside, then swapped in: a process started from the previous bundle has loaded all of its chunks at start
// (main.ts's lazy imports resolve before it listens), so replacing the directory under it is safe
const tmp = `${SERVER_OUT}.${process.pid}.tmp`;
rmSync(tmp, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    gateway: 'src/server/gateway/main.ts',
    cluster: 'scripts/cluster.ts',
    'db-image': 'scripts/db-image.ts',
  },
  outdir: tmp,
  bundle: true,
  // the lazy imports (main.ts loads the app while the database opens) stay lazy: chunks beside the entries
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: true,
  // names of functions and classes stay as written (error messages, logs)
  keepNames: true,
  logLevel: 'warning',
  define: {
    'process.env.SERVER_BUNDLE': '"1"',
    // the database image's key of the sources bundled here (src/server/db/image.ts): the bundle's start hashes nothing
    __DB_IMAGE_SOURCE_KEY__: JSON.stringify(imageKey()),
  },
  // every output file (entries and chunks) finds the checkout's root from where it sits: dist-server/ or its chunks/
  banner: {
    js: [
      "import { basename as __bundleBasename, dirname as __bundleDirname, join as __bundleJoin } from 'node:path';",
      "import { fileURLToPath as __bundlePath, pathToFileURL as __bundleFileUrl } from 'node:url';",
      // bundled CommonJS requires what stays external (node: modules, EXTERNAL) through esbuild's shim, which calls
      // a `require` in scope: one resolving from here, as the packages' own would from node_modules
      "import { createRequire as __bundleCreateRequire } from 'node:module';",
      'const require = __bundleCreateRequire(import.meta.url);',
      'const __bundleRoot = (rel) => {',
      '  const here = __bundleDirname(__bundlePath(import.meta.url));',
      "  const out = __bundleBasename(here) === 'chunks' ? __bundleDirname(here) : here;",
      '  return __bundleJoin(out, "..", rel);',
      '};',
      'const __bundleUrl = (rel) => __bundleFileUrl(__bundleRoot(rel)).href;',
    ].join('\n'),
  },
  plugins: [sourceDirname],
});

// the YAML files the server parses at start, parsed now (src/shared/parsed-yaml.ts); a file whose content JSON
// cannot hold exactly is left to be parsed at start
const parsedYaml: ParsedYaml = {};
for (const dir of ['resources', 'schemas'])
  for (const name of readdirSync(join(root, dir)).filter((f) => f.endsWith('.yaml'))) {
    const file = join(root, dir, name);
    const text = readFileSync(file, 'utf8');
    const value = parse(text);
    const json = JSON.stringify(value);
    if (isDeepStrictEqual(JSON.parse(json), value)) parsedYaml[yamlKey(file)] = { sha256: textHash(text), json };
  }
writeFileSync(join(tmp, relative(SERVER_OUT, PARSED_YAML_FILE)), JSON.stringify(parsedYaml));
// the operations and shared schemas made of schemas/ (src/server/openapi/load.ts), when JSON holds them exactly
const schemasDir = join(root, 'schemas');
const specs = loadSpecs(schemasDir);
if (isDeepStrictEqual(JSON.parse(JSON.stringify(specs)), specs)) {
  const cache: SpecsCache = { dir: yamlKey(schemasDir), sources: specSources(schemasDir), specs };
  writeFileSync(join(tmp, relative(SERVER_OUT, LOADED_SPECS_FILE)), JSON.stringify(cache));
}
const old = `${SERVER_OUT}.${process.pid}.old`;
if (existsSync(SERVER_OUT)) renameSync(SERVER_OUT, old);
renameSync(tmp, SERVER_OUT);
rmSync(old, { recursive: true, force: true });
console.log(`server bundled: ${relative(process.cwd(), SERVER_OUT) || '.'}`);
