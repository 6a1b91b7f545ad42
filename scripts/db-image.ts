/**
 * Builds the prebuilt database image for the current code (src/server/db/image.ts) unless it exists: run by
 * `npm run build` and `npm start`, so a first start on an empty DATA_DIR copies it instead of running initdb, the
 * migrations and the base seed (src/server/seed/base.ts); and the demo image beside it (src/server/seed/demo-image.ts:
 * the demo's first-start seed baked in; demo mode's first start copies it and renews its per-install parts). Each is
 * built in a new directory next to its place, then renamed into place; a concurrent build that lost the rename
 * removes its copy.
 *
 * Images of other code that nobody has built or started from for a day are removed: checkouts of other code may
 * share node_modules (worktrees), and one of them may be copying its image right now.
 *
 * `node --import tsx scripts/db-image.ts`
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../src/server/db/index.ts';
import {
  DEMO_MANIFEST,
  demoImageDir,
  imageDir,
  imageKey,
  PG_VERSION,
  usableDemoImage,
} from '../src/server/db/image.ts';
import { seedBase } from '../src/server/seed/base.ts';
import { attachAuditTriggers } from '../src/server/audit/triggers.ts';
import { seed } from '../src/server/seed/index.ts';
import { bakeEnv, describeBakedDemo } from '../src/server/seed/demo-image.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Deps } from '../src/server/context.ts';

const UNUSED_FOR_MS = 24 * 3600 * 1000;

/**
 * WAL segments of 1 MB instead of 16: the image then holds a few MB of WAL instead of one 16 MB segment, which every
 * first start copies (the copy is most of a start from the image on a busy disk). initdb sizes min_wal_size and
 * max_wal_size to the segment (5 MB, 64 MB); the small minimum is kept while building, so the shutdown's checkpoint
 * leaves little WAL, and PostgreSQL's defaults are written back afterwards (AFTER_BUILD): checkpoints of an
 * install from the image come as often as those of a data directory made at first start.
 */
const INITDB_ARGS = ['--wal-segsize=1'];
const AFTER_BUILD = [
  '',
  '# scripts/db-image.ts: as in a data directory made at first start (initdb sized these to 1 MB WAL segments)',
  'min_wal_size = 80MB',
  'max_wal_size = 1GB',
  '',
].join('\n');

/** the WAL segment the database writes now (its file's name), asked just before it is closed */
async function walSegment(db: Awaited<ReturnType<typeof openDb>>): Promise<string> {
  const { rows } = await sql<{ f: string }>`select pg_walfile_name(pg_current_wal_insert_lsn()) as f`.execute(db.db);
  return rows[0].f;
}

/**
 * Removes, from a closed database's pg_wal, the segments after `current` and the one following it: the
 * checkpoints recycle old segments under the names of segments to come (min_wal_size; 6 of the image's 7 MB of
 * WAL), which hold nothing a start reads (the close's shutdown checkpoint is the last record, in `current` or, at
 * its end, the next), and every first start would copy them. PostgreSQL makes segments as it needs them.
 */
function dropRecycledWal(dataDir: string, current: string) {
  const wal = join(dataDir, 'pg_wal');
  const segments = readdirSync(wal)
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .sort();
  const next = segments.find((name) => name > current);
  for (const name of segments) if (next && name > next) rmSync(join(wal, name));
}

/**
 * Builds `target` in a directory beside it (`make` fills it), then renames it into place; a concurrent build that lost
 * the rename removes its copy
 */
async function build(target: string, make: (tmp: string) => Promise<void>) {
  if (existsSync(join(target, PG_VERSION))) return console.log(`database image up to date: ${target}`);
  const tmp = `${target}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  await make(tmp);
  try {
    renameSync(tmp, target);
    const now = new Date();
    utimesSync(target, now, now); // built now: the age the pruning below reads
    console.log(`database image built: ${target}`);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(target, PG_VERSION))) throw err;
  }
}

const key = imageKey();
const dir = imageDir(key);
const demoDir = demoImageDir(key);
await build(dir, async (tmp) => {
  const db = await openDb({ dataDir: tmp, initDbArgs: INITDB_ARGS });
  // the same for every install: written once here, with this build's time as its rows' time
  await db.db.transaction().execute((trx) => seedBase(trx, new Date()));
  // the audit triggers as every start attaches them (app.ts; they record nothing without a request's context, so a
  // first start's seed writes the same with them attached): the start's check finds them in place, instead of
  // attaching ~100 of them
  await attachAuditTriggers(db.db);
  // PGlite serves the database `postgres` only, and the server never creates one: the templates initdb makes for
  // CREATE DATABASE (14 MB, 600 of the image's 1,500 files) would only be copied at every first start
  for (const template of ['template0', 'template1']) {
    await sql`alter database ${sql.id(template)} is_template false`.execute(db.db);
    await sql`drop database ${sql.id(template)}`.execute(db.db);
  }
  const current = await walSegment(db);
  await db.close();
  dropRecycledWal(tmp, current);
  appendFileSync(join(tmp, 'postgresql.conf'), AFTER_BUILD);
});
// the demo image (seed/demo-image.ts): the image with demo mode's first-start seed, baked with a throwaway secret
// key and a placeholder upstream port; a first start renews what is the install's own, and rebakes nothing. An image
// baked in an earlier business month is not used (its bill is that month's): baked again here
if (existsSync(join(demoDir, PG_VERSION)) && !usableDemoImage(new Date(), demoDir)) {
  rmSync(demoDir, { recursive: true, force: true });
}
await build(demoDir, async (tmp) => {
  cpSync(dir, tmp, { recursive: true });
  const db = await openDb({ dataDir: tmp, migrated: true });
  const config = loadConfig(bakeEnv(tmp));
  const deps = { db: db.db, dbKind: db.kind, config, now: () => new Date(), health: { db: db.health } } as Deps;
  await seed(deps, { baseSeeded: true });
  // its end: what the seed wrote then is "now" at an install's first start, nothing it wrote lies in the future
  const manifest = await describeBakedDemo(db.db, new Date());
  const current = await walSegment(db);
  await db.close();
  dropRecycledWal(tmp, current);
  if (existsSync(join(tmp, 'secret.key'))) throw new Error('the demo image must hold no secret key');
  writeFileSync(join(tmp, DEMO_MANIFEST), JSON.stringify(manifest));
});
// images of other code nobody has built or used for a day; a .tmp of a build that died is removed too: no build runs
// for a day
for (const name of readdirSync(dirname(dir))) {
  const other = join(dirname(dir), name);
  if (!name.startsWith('pglite-') || name === basename(dir) || name === basename(demoDir)) continue;
  if (Date.now() - statSync(other).mtimeMs > UNUSED_FOR_MS) rmSync(other, { recursive: true, force: true });
}
