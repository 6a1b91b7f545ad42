/**
 * Builds the prebuilt database image for the current migrations (src/server/db/image.ts) unless it exists: run by
 * `npm run build` and `npm start`, so a first start on an empty DATA_DIR copies it instead of running initdb and the
 * migrations. Migrates a new directory next to the image's place, then renames it into place; a concurrent build
 * that lost the rename removes its copy. Images of earlier migrations are removed.
 *
 * `node --import tsx scripts/db-image.ts`
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openDb } from '../src/server/db/index.ts';
import { imageDir, PG_VERSION } from '../src/server/db/image.ts';

const dir = imageDir();
if (existsSync(join(dir, PG_VERSION))) {
  console.log(`database image up to date: ${dir}`);
} else {
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const db = await openDb({ dataDir: tmp });
  await db.close();
  try {
    renameSync(tmp, dir);
    console.log(`database image built: ${dir}`);
    // images of earlier migrations are never used again (their key is not the code's)
    for (const name of readdirSync(dirname(dir)))
      if (name.startsWith('pglite-') && name !== basename(dir) && !name.endsWith('.tmp'))
        rmSync(join(dirname(dir), name), { recursive: true, force: true });
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, PG_VERSION))) throw err;
  }
}
