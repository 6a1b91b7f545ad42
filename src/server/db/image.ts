/**
 * The prebuilt database image (issue 28, cold start): an embedded PGlite data directory that has run every migration
 * and the part of the seed that is the same for every install (seed/base.ts: the resource tree, the built-in roles,
 * the store's documents and pages, the review processes), with the audit triggers attached and without the template
 * databases (PGlite serves `postgres` only), built once per version of the code (`npm run build`, `npm start`:
 * scripts/db-image.ts). A first start on an empty DATA_DIR copies it instead of running PGlite's initdb (~8 s of CPU
 * in WebAssembly), the migrations (~1.5 s), that part of the seed (about half its queries) and the triggers;
 * reopening a copied directory costs what any restart costs.
 *
 * What differs per install is seeded at first start, never baked in as it is: accounts (uids, password hashes and
 * salts, ADMIN_PASSWORD), application secrets under the install's SECRET_KEY, the demo's upstream port, timestamps
 * of "now". The base rows carry the image's build time.
 *
 * Demo mode starts from a second image, the demo image (demoImageDir, seed/demo-image.ts), when one was baked in
 * the current business month: the base plus demo mode's whole first-start seed, whose per-install parts (uids,
 * password hash, app keys and secrets, the upstream's port, every time) a first start renews right after the copy.
 * Production (NODE_ENV=production) copies the base image and seeds its admin account.
 *
 * The image is keyed by a hash of the PGlite version and every file of the server's and the shared sources and of
 * resources/ (the seed reads the shared route table, and what the migrations and the seed import may change
 * anywhere there), and of scripts/db-image.ts, which builds them: coarse, but an image never holds what other code would have written. The bundle carries the key
 * of the sources it was built from (scripts/build-server.ts), so its start hashes nothing. An image of other code
 * is never used (its key differs, so it is not found), and without an image the start takes the normal path.
 *
 * A directory rather than PGlite's dumpDataDir tarball: loading the tarball (loadDataDir) unpacks it inside
 * WebAssembly, ~2.9 s of CPU measured against ~1.7 s for a plain copy and a reopen.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, cp, utimes } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { businessDay } from '../gateway/call-log/buckets.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/** the key of the sources a bundle was built from; undeclared (typeof 'undefined') when the sources run themselves */
declare const __DB_IMAGE_SOURCE_KEY__: string | undefined;

/**
 * what the images' content is made by: the migrations, the seed and all they import, the route table, descriptors,
 * and the script that builds them (what it drops, attaches and bakes)
 */
export const IMAGE_SOURCES = ['src/server', 'src/shared', 'resources', 'scripts/db-image.ts'].map((d) => join(ROOT, d));
const NODE_MODULES = join(ROOT, 'node_modules');
const CACHE_DIR = join(NODE_MODULES, '.cache/open-api-platform');
/** PostgreSQL's marker of an initialized data directory; PGlite runs initdb where it is absent */
export const PG_VERSION = 'PG_VERSION';

/**
 * The demo image's manifest (seed/demo-image.ts), a file beside its data directory's files, never copied: when it
 * was baked, and the timestamp columns that hold rows, by table
 */
export interface DemoImage {
  bakedAt: number;
  times: Record<string, string[]>;
}
export const DEMO_MANIFEST = 'demo-image.json';

/** every file under `dir`, recursively, in a stable order (`dir` itself when it is a file) */
function filesUnder(dir: string): string[] {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * The hash of what decides the image's content: the PGlite version and every file (its path and content) under
 * `sources`. The bundle was given the key of its sources when it was built (__DB_IMAGE_SOURCE_KEY__, written in by
 * scripts/build-server.ts): it runs that code, whatever the checkout holds now, and hashes nothing at start.
 */
export function imageKey(sources = IMAGE_SOURCES): string {
  if (typeof __DB_IMAGE_SOURCE_KEY__ === 'string' && sources === IMAGE_SOURCES) return __DB_IMAGE_SOURCE_KEY__;
  const hash = createHash('sha256');
  // its package does not export package.json: read from where it is installed
  hash.update(readFileSync(join(NODE_MODULES, '@electric-sql/pglite/package.json')));
  for (const dir of sources)
    for (const file of filesUnder(dir)) {
      hash.update(`${relative(ROOT, file).split('\\').join('/')}\n`);
      hash.update(readFileSync(file));
    }
  return hash.digest('hex').slice(0, 16);
}

/** where the image for `key` lives (node_modules/.cache: rebuilt with the install, never served, never committed) */
export function imageDir(key = imageKey()): string {
  return join(CACHE_DIR, `pglite-${key}`);
}

/**
 * Where the demo image for `key` lives: the image with demo mode's first-start seed baked in (seed/demo-image.ts),
 * built by scripts/db-image.ts beside the image
 */
export function demoImageDir(key = imageKey()): string {
  return `${imageDir(key)}-demo`;
}

/**
 * The demo image's manifest, when the demo image exists and may be used `now`: baked in the same business month
 * (a bill is for its month: seed/demo-image.ts), not in the future; not with DB_IMAGE=base
 */
export function usableDemoImage(now: Date, dir = demoImageDir()): DemoImage | undefined {
  // DB_IMAGE=base: the base image only, the demo seeded at first start (the cold-start bench's comparison)
  if (process.env.DB_IMAGE === 'base' || !existsSync(join(dir, PG_VERSION))) return undefined;
  let manifest: DemoImage;
  try {
    manifest = JSON.parse(readFileSync(join(dir, DEMO_MANIFEST), 'utf8')) as DemoImage;
  } catch {
    return undefined;
  }
  const month = (t: Date) => businessDay(t).slice(0, 7);
  if (manifest.bakedAt > now.getTime() || month(new Date(manifest.bakedAt)) !== month(now)) return undefined;
  return manifest;
}

/**
 * When `dataDir` holds no database yet and an image of the current code exists, copies it there and answers true:
 * the database is migrated and holds the base seed (seed/base.ts). PG_VERSION is copied last, so a start that dies
 * mid-copy leaves a directory that the next start still sees as empty and copies over again. Asynchronous: the copy
 * (22 MB, ~900 files) runs in `cp` (or on libuv's threads) while the main thread loads the server's modules
 * (main.ts).
 */
export async function startFromImage(dataDir: string, image = imageDir()): Promise<boolean> {
  if (process.env.DB_IMAGE === 'off') return false; // the cold-start bench's "before"
  if (existsSync(join(dataDir, PG_VERSION))) return false;
  if (!existsSync(join(image, PG_VERSION))) return false;
  await copyTree(
    image,
    dataDir,
    readdirSync(image).filter((name) => name !== PG_VERSION && name !== DEMO_MANIFEST),
  );
  await copyFile(join(image, PG_VERSION), join(dataDir, PG_VERSION));
  // marks the image as in use: scripts/db-image.ts removes only images nobody has built or used for a day (worktrees
  // of other code share node_modules/.cache)
  const now = new Date();
  await utimes(image, now, now).catch(() => undefined);
  return true;
}

const execFileAsync = promisify(execFile);

/**
 * Copies `names` of `from` into `to`, over what is there. The system's `cp` where there is one: Node's own copy
 * costs ~0.8 s of the main thread's CPU for the image's files (a stat, an open and a copy per file, each a promise),
 * `cp` ~0.1 s in a process of its own
 */
async function copyTree(from: string, to: string, names: string[]): Promise<void> {
  if (process.platform !== 'win32') {
    try {
      await execFileAsync('cp', ['-R', ...names.map((n) => join(from, n)), to]);
      return;
    } catch {
      // no cp, or it failed: Node's copy says why, if it fails too
    }
  }
  for (const name of names) await cp(join(from, name), join(to, name), { recursive: true, force: true });
}
