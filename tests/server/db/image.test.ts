/**
 * The prebuilt database image (src/server/db/image.ts, issue 28 cold start): a new data directory starts as a copy
 * of the migrated image, is then migrated to the code's latest and seeded per install; an image of other
 * migrations is never found (its key differs); a directory that holds a database is never overwritten.
 * PGlite only: the image is an embedded data directory.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDb } from '../../../src/server/db/index.ts';
import { imageDir, imageKey, PG_VERSION, startFromImage } from '../../../src/server/db/image.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import { usePostgres } from '../helpers.ts';

const root = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'db-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.skipIf(usePostgres())('the prebuilt database image (embedded PGlite only)', () => {
  it('is keyed by every migration file: a changed or an added migration gives another key', () => {
    const dir = join(scratch, 'migrations');
    cpSync(resolve(root, 'src/server/db/migrations'), dir, { recursive: true });
    const key = imageKey(dir);
    expect(imageKey(dir)).toBe(key);
    expect(imageKey()).toBe(key); // the copy has the same content as the code's own
    const first = join(dir, '0001_accounts.ts');
    writeFileSync(first, readFileSync(first, 'utf8') + '\n// changed\n');
    const changed = imageKey(dir);
    expect(changed).not.toBe(key);
    writeFileSync(join(dir, '0999_added.ts'), 'export {};\n');
    expect(imageKey(dir)).not.toBe(changed);
    expect(imageDir(changed)).not.toBe(imageDir(key));
  });

  it('is copied into an empty directory only, PG_VERSION last, and not at all when turned off', async () => {
    const image = join(scratch, 'fake-image');
    mkdirSync(join(image, 'base'), { recursive: true });
    writeFileSync(join(image, 'base', 'table'), 'image');
    writeFileSync(join(image, PG_VERSION), '17');
    // absent image: the normal path
    expect(await startFromImage(join(scratch, 'a'), join(scratch, 'no-image'))).toBe(false);
    // an empty directory (the secret key may be there already) gets the image
    const fresh = join(scratch, 'fresh');
    mkdirSync(fresh);
    writeFileSync(join(fresh, 'secret.key'), 'k');
    expect(await startFromImage(fresh, image)).toBe(true);
    expect(readFileSync(join(fresh, 'base', 'table'), 'utf8')).toBe('image');
    expect(readFileSync(join(fresh, 'secret.key'), 'utf8')).toBe('k');
    // a directory holding a database is left alone
    const existing = join(scratch, 'existing');
    mkdirSync(join(existing, 'base'), { recursive: true });
    writeFileSync(join(existing, PG_VERSION), '17');
    writeFileSync(join(existing, 'base', 'table'), 'mine');
    expect(await startFromImage(existing, image)).toBe(false);
    expect(readFileSync(join(existing, 'base', 'table'), 'utf8')).toBe('mine');
    // a copy that died before PG_VERSION is copied again
    const half = join(scratch, 'half');
    mkdirSync(join(half, 'base'), { recursive: true });
    writeFileSync(join(half, 'base', 'table'), 'partial');
    expect(await startFromImage(half, image)).toBe(true);
    expect(readFileSync(join(half, 'base', 'table'), 'utf8')).toBe('image');
    process.env.DB_IMAGE = 'off';
    try {
      expect(await startFromImage(join(scratch, 'off'), image)).toBe(false);
    } finally {
      delete process.env.DB_IMAGE;
    }
  });

  it('starts a new data directory migrated, then seeds what differs per install at its first start', async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-image.ts'], { cwd: root, stdio: 'ignore' });
    expect(existsSync(join(imageDir(), PG_VERSION))).toBe(true);
    const starts = [];
    for (const name of ['install-1', 'install-2']) {
      const dataDir = join(scratch, name);
      const db = await openDb({ dataDir });
      // copied from the image: every migration of the code is recorded, none ran here
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.db);
      expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const { close } = await buildApp({ config, db, logger: false });
      const admin = await db.db
        .selectFrom('users')
        .select(['uid', 'password_hash', 'created_at'])
        .where('user_name', '=', 'admin')
        .executeTakeFirstOrThrow();
      const secret = await db.db.selectFrom('app_credentials').select('secret_enc').limit(1).executeTakeFirst();
      starts.push({ admin, secret });
      await close();
      await db.close();
    }
    // nothing of the seed came from the image: each install has its own uid, salt and secrets
    expect(starts[0].admin.uid).not.toBe(starts[1].admin.uid);
    expect(starts[0].admin.password_hash).not.toBe(starts[1].admin.password_hash);
    expect(starts[0].secret).toBeDefined();
    expect(starts[0].secret).not.toEqual(starts[1].secret);
  }, 600_000);
});
