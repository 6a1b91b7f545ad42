/**
 * Builds the prebuilt database image for the current code (src/server/db/image.ts) unless it exists: run by
 * `npm run build` and `npm start`, so a first start on an empty DATA_DIR copies it instead of running initdb, the
 * migrations and the base seed (src/server/seed/base.ts). Builds a new directory next to the image's place, then
 * renames it into place; a concurrent build that lost the rename removes its copy.
 *
 * Images of other code that nobody has built or started from for a day are removed: checkouts of other code may
 * share node_modules (worktrees), and one of them may be copying its image right now.
 *
 * `node --import tsx scripts/db-image.ts`
 */
import { appendFileSync, existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openDb } from '../src/server/db/index.ts';
import { imageDir, PG_VERSION } from '../src/server/db/image.ts';
import { seedBase } from '../src/server/seed/base.ts';

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

const dir = imageDir();
if (existsSync(join(dir, PG_VERSION))) {
  console.log(`database image up to date: ${dir}`);
} else {
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const db = await openDb({ dataDir: tmp, initDbArgs: INITDB_ARGS });
  // the same for every install: written once here, with this build's time as its rows' time
  await db.db.transaction().execute((trx) => seedBase(trx, new Date()));
  await db.close();
  appendFileSync(join(tmp, 'postgresql.conf'), AFTER_BUILD);
  try {
    renameSync(tmp, dir);
    const now = new Date();
    utimesSync(dir, now, now); // built now: the age the pruning below reads
    console.log(`database image built: ${dir}`);
    for (const name of readdirSync(dirname(dir))) {
      const other = join(dirname(dir), name);
      // a .tmp of a build that died is removed too: no build runs for a day
      if (!name.startsWith('pglite-') || name === basename(dir)) continue;
      if (Date.now() - statSync(other).mtimeMs > UNUSED_FOR_MS) rmSync(other, { recursive: true, force: true });
    }
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, PG_VERSION))) throw err;
  }
}
