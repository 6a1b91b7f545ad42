/**
 * The prebuilt database image (issue 28, cold start): an embedded PGlite data directory that has run every migration
 * and nothing else, built once per set of migrations (`npm run build`, `npm start`: scripts/db-image.ts). A first
 * start on an empty DATA_DIR copies it instead of running PGlite's initdb (~8 s of CPU in WebAssembly) and the
 * migrations (~1.5 s); reopening a copied directory costs what any restart costs.
 *
 * Only the schema is baked in. The seed still runs at first start, as before: what it writes differs per install
 * (application secrets under the install's SECRET_KEY, password hashes and salts, uids, ADMIN_PASSWORD, the demo
 * upstream's port, timestamps of "now").
 *
 * The image is keyed by a hash of the migration files and the PGlite version. An image for other migrations is never
 * used (its key differs, so it is not found), and without an image the start takes the normal path.
 *
 * A directory rather than PGlite's dumpDataDir tarball: loading the tarball (loadDataDir) unpacks it inside
 * WebAssembly, ~2.9 s of CPU measured against ~1.7 s for a plain copy and a reopen.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');
const NODE_MODULES = resolve(import.meta.dirname, '../../../node_modules');
const CACHE_DIR = join(NODE_MODULES, '.cache/open-api-platform');
/** PostgreSQL's marker of an initialized data directory; PGlite runs initdb where it is absent */
export const PG_VERSION = 'PG_VERSION';

/** the hash of what decides the image's content: every migration file (and their list) and the PGlite version */
export function imageKey(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  // its package does not export package.json: read from where it is installed
  hash.update(readFileSync(join(NODE_MODULES, '@electric-sql/pglite/package.json')));
  for (const name of readdirSync(migrationsDir).sort()) {
    hash.update(`${name}\n`);
    hash.update(readFileSync(join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** where the image for `key` lives (node_modules/.cache: rebuilt with the install, never served, never committed) */
export function imageDir(key = imageKey()): string {
  return join(CACHE_DIR, `pglite-${key}`);
}

/**
 * When `dataDir` holds no database yet and an image of the current migrations exists, copies it there and answers
 * true: the database is migrated. PG_VERSION is copied last, so a start that dies mid-copy leaves a directory that
 * the next start still sees as empty and copies over again. Asynchronous: the copy (43 MB, ~1,500 files) runs on
 * libuv's threads while the main thread loads the server's modules (main.ts).
 */
export async function startFromImage(dataDir: string, image = imageDir()): Promise<boolean> {
  if (process.env.DB_IMAGE === 'off') return false; // the cold-start bench's "before"
  if (existsSync(join(dataDir, PG_VERSION))) return false;
  if (!existsSync(join(image, PG_VERSION))) return false;
  await cp(image, dataDir, { recursive: true, force: true, filter: (src) => src !== join(image, PG_VERSION) });
  await copyFile(join(image, PG_VERSION), join(dataDir, PG_VERSION));
  return true;
}
