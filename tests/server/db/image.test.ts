/**
 * The prebuilt database image (src/server/db/image.ts, issue 28 cold start): a new data directory starts as a copy
 * of the image (migrated, with the base seed of seed/base.ts), then seeds what differs per install; the base it
 * copies is what a start without the image (DB_IMAGE=off) seeds itself; an image of other code is never found (its
 * key differs); a directory that holds a database is never overwritten. PGlite only: the image is an embedded data
 * directory.
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
import {
  DEMO_MANIFEST,
  demoImageDir,
  imageDir,
  imageKey,
  PG_VERSION,
  startFromImage,
  usableDemoImage,
  type DemoImage,
} from '../../../src/server/db/image.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import { openSecret } from '../../../src/server/apps/secret-box.ts';
import { md5Hex, verifyPassword } from '../../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../../src/server/seed/index.ts';
import { businessDay } from '../../../src/server/gateway/call-log/buckets.ts';
import { usePostgres } from '../helpers.ts';

const root = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'db-image-'));
/** what a start without the images seeded (base and demo), from the test that makes one */
let seededAtStart: Base | undefined;
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.skipIf(usePostgres())('the prebuilt database image (embedded PGlite only)', () => {
  it('is keyed by every source file: a changed migration or seed file, or an added one, gives another key', () => {
    const migrationsDir = join(scratch, 'migrations');
    const seedDir = join(scratch, 'seed');
    cpSync(resolve(root, 'src/server/db/migrations'), migrationsDir, { recursive: true });
    cpSync(resolve(root, 'src/server/seed'), seedDir, { recursive: true });
    const sources = [migrationsDir, seedDir];
    const key = imageKey(sources);
    expect(imageKey(sources)).toBe(key);
    expect(imageKey()).toBe(imageKey()); // the code's own
    const first = join(migrationsDir, '1010_accounts.ts');
    writeFileSync(first, readFileSync(first, 'utf8') + '\n// changed\n');
    const changed = imageKey(sources);
    expect(changed).not.toBe(key);
    writeFileSync(join(migrationsDir, '0999_added.ts'), 'export {};\n');
    const added = imageKey(sources);
    expect(added).not.toBe(changed);
    const roles = join(seedDir, 'roles.ts');
    writeFileSync(roles, readFileSync(roles, 'utf8') + '\n// changed\n');
    expect(imageKey(sources)).not.toBe(added);
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

  it('starts a new data directory migrated with the base seed, then seeds the demo with its own secrets', async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-image.ts'], { cwd: root, stdio: 'ignore' });
    expect(existsSync(join(imageDir(), PG_VERSION))).toBe(true);
    const starts = [];
    for (const name of ['install-1', 'install-2', 'no-image']) {
      const dataDir = join(scratch, name);
      if (name === 'no-image') process.env.DB_IMAGE = 'off';
      try {
        const db = await openDb({ dataDir });
        expect(db.fromImage).toBe(name !== 'no-image');
        // every migration of the code is recorded (copied from the image, or run here)
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.db);
        expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
        // the image holds the base and no account: accounts and their secrets are each install's own
        const users = await db.db.selectFrom('users').select('user_id').execute();
        expect(users).toHaveLength(0);
        // the image's WAL comes in 1 MB segments (a smaller copy); its checkpoints are spaced as without the image
        const wal = await sql<{ seg: string; max: string }>`select current_setting('wal_segment_size') as seg,
          current_setting('max_wal_size') as max`.execute(db.db);
        expect(wal.rows[0]).toEqual({ seg: name === 'no-image' ? '16MB' : '1MB', max: '1GB' });
        // the image holds no templates for CREATE DATABASE, which PGlite's one database never needs
        const dbs = await sql<{ datname: string }>`select datname from pg_database order by 1`.execute(db.db);
        expect(dbs.rows.map((r) => r.datname)).toEqual(
          name === 'no-image' ? ['postgres', 'template0', 'template1'] : ['postgres'],
        );
        const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
        const { close } = await buildApp({ config, db, logger: false });
        const admin = await db.db
          .selectFrom('users')
          .select(['uid', 'password_hash', 'created_at'])
          .where('user_name', '=', 'admin')
          .executeTakeFirstOrThrow();
        const secret = await db.db.selectFrom('app_credentials').select('secret_enc').limit(1).executeTakeFirst();
        starts.push({ admin, secret, key: readFileSync(join(dataDir, 'secret.key'), 'utf8'), base: await base(db) });
        await close();
        await db.close();
      } finally {
        delete process.env.DB_IMAGE;
      }
    }
    // the demo was seeded at first start: its accounts, its app's access approved through work orders, its news
    for (const s of starts) {
      expect(s.base.demoApps).toBe(1);
      expect(s.base.approvedOrders).toBeGreaterThan(0);
      expect(s.base.announcements).toBeGreaterThan(0);
    }
    // the base copied from the image is the base a start without it seeds
    const withoutCounts = ({ demoApps, approvedOrders, announcements, ...rest }: Base) => {
      void [demoApps, approvedOrders, announcements];
      return rest;
    };
    expect(withoutCounts(starts[0].base)).toEqual(withoutCounts(starts[2].base));
    seededAtStart = starts[2].base;
    expect(starts[0].base.resources.length).toBeGreaterThan(100);
    // nothing per install came from the image: each install has its own uid, salt, secret key and secrets
    expect(starts[0].admin.uid).not.toBe(starts[1].admin.uid);
    expect(starts[0].admin.password_hash).not.toBe(starts[1].admin.password_hash);
    expect(starts[0].key).not.toBe(starts[1].key);
    expect(starts[0].secret).toBeDefined();
    expect(starts[0].secret).not.toEqual(starts[1].secret);
  }, 600_000);

  it('is used for demo mode in the business month it was baked in only, and not with DB_IMAGE=base', () => {
    const fake = join(scratch, 'fake-demo');
    mkdirSync(fake, { recursive: true });
    writeFileSync(join(fake, PG_VERSION), '17');
    const now = new Date();
    const at = (bakedAt: number) => {
      writeFileSync(join(fake, DEMO_MANIFEST), JSON.stringify({ bakedAt, times: {} }));
      return usableDemoImage(now, fake);
    };
    expect(at(now.getTime() - 60_000)?.bakedAt).toBe(now.getTime() - 60_000);
    expect(at(now.getTime() - 40 * 864e5)).toBeUndefined(); // another month: its bill would be that month's
    expect(at(now.getTime() + 3_600_000)).toBeUndefined(); // baked in the future: a clock went wrong
    at(now.getTime() - 60_000);
    process.env.DB_IMAGE = 'base';
    try {
      expect(usableDemoImage(now, fake)).toBeUndefined();
    } finally {
      delete process.env.DB_IMAGE;
    }
    expect(usableDemoImage(now, join(scratch, 'no-demo-image'))).toBeUndefined();
  });

  it("starts demo mode from the demo image with the install's own uids, hash, app keys and secrets, port and times", async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-image.ts'], { cwd: root, stdio: 'ignore' });
    const demoDir = demoImageDir();
    expect(existsSync(join(demoDir, PG_VERSION))).toBe(true);
    expect(existsSync(join(demoDir, 'secret.key'))).toBe(false);
    const baked = JSON.parse(readFileSync(join(demoDir, DEMO_MANIFEST), 'utf8')) as DemoImage;
    // a copy of the image, to be made old: first, as baked, what no install may keep
    const old = join(scratch, 'old-demo-image');
    cpSync(demoDir, old, { recursive: true });
    const bakedRows = await withDb(old, async (db) => ({
      users: await db.selectFrom('users').select(['uid', 'password_hash']).execute(),
      credentials: await db.selectFrom('app_credentials').select(['app_key', 'secret_enc']).execute(),
    }));
    // then as if baked two days ago (two hours, early in a business month, to stay in it)
    const ageMs = Number(businessDay(new Date()).slice(8, 10)) > 3 ? 2 * 864e5 : 2 * 3_600_000;
    await withDb(old, (db) =>
      db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        for (const [table, cols] of Object.entries(baked.times))
          await sql`update ${sql.table(table)} set ${sql.join(
            cols.map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} - ${`${ageMs} milliseconds`}::interval`),
          )}`.execute(trx);
        const days = Math.round(ageMs / 864e5);
        await sql`update bill_lines set line_date = line_date - ${days}::int`.execute(trx);
      }),
    );
    writeFileSync(join(old, DEMO_MANIFEST), JSON.stringify({ ...baked, bakedAt: baked.bakedAt - ageMs }));

    const installs = [];
    for (const [name, port] of [
      ['demo-1', 18_631],
      ['demo-old', 18_632],
    ] as const) {
      const dataDir = join(scratch, name);
      let db;
      if (name === 'demo-1') {
        db = await openDb({ dataDir, image: 'demo' });
      } else {
        // the old image where the demo image lives: copied as openDb copies it
        expect(await startFromImage(dataDir, old)).toBe(true);
        db = await openDb({ dataDir, migrated: true });
        db.demoImage = usableDemoImage(new Date(), old);
      }
      expect(db.fromImage || name === 'demo-old').toBe(true);
      expect(db.demoImage).toBeDefined();
      expect(existsSync(join(dataDir, DEMO_MANIFEST))).toBe(false);
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_UPSTREAM_PORT: String(port) });
      const started = Date.now();
      const { close } = await buildApp({ config, db, logger: false });
      const key = Buffer.from(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim(), 'hex');
      const users = await db.db
        .selectFrom('users')
        .select(['user_name', 'uid', 'password_hash', 'created_at'])
        .execute();
      const credentials = await db.db.selectFrom('app_credentials').select(['app_key', 'secret_enc']).execute();
      const upstreams = await db.db.selectFrom('group_upstreams').select('base_url').distinct().execute();
      const times = (
        await sql<{ first: Date; last: Date; published: Date; line: string }>`select
          (select min(created_at) from users) as first, (select max(created_at) from wo_history) as last,
          (select max(published_at) from notices) as published, (select max(line_date)::text from bill_lines) as line`.execute(
          db.db,
        )
      ).rows[0];
      installs.push({ users, credentials, key, base: await base(db) });
      // every account signs in with the demo password, under a hash of its own (below)
      for (const u of users) expect(await verifyPassword(u.password_hash, md5Hex(DEMO_PASSWORD))).toBe(true);
      expect(users.map((u) => u.user_name)).toEqual(expect.arrayContaining(['admin', 'provider', 'developer']));
      // the app's secrets open under this install's key
      expect(credentials).toHaveLength(3);
      for (const c of credentials) expect(openSecret(key, c.app_key, c.secret_enc)).toBeTruthy();
      // the demo upstream is this install's
      expect(upstreams).toEqual([{ base_url: `http://127.0.0.1:${port}` }]);
      // what the seed dated "now" reads as now, however old the image
      for (const t of [times.first, times.last])
        expect(Math.abs(new Date(t).getTime() - started)).toBeLessThan(10 * 60_000);
      expect(new Date(times.published).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(times.published).getTime()).toBeGreaterThan(started - 2 * 864e5);
      expect(times.line).toBe(businessDay(new Date()));
      await close();
      await db.close();
    }
    // nothing per install is the image's or another install's
    const [a, b] = installs;
    const differ = (x: string[], y: string[]) => expect(x.filter((v) => y.includes(v))).toEqual([]);
    differ(
      a.users.map((u) => u.uid),
      [...b.users, ...bakedRows.users].map((u) => u.uid),
    );
    differ(
      a.users.map((u) => u.password_hash),
      [...b.users, ...bakedRows.users].map((u) => u.password_hash),
    );
    differ(
      [...a.credentials.map((c) => c.app_key), ...a.credentials.map((c) => c.secret_enc)],
      [...b.credentials, ...bakedRows.credentials].flatMap((c) => [c.app_key, c.secret_enc]),
    );
    expect(a.key.equals(b.key)).toBe(false);
    // the demo's data as the seed makes it at first start
    for (const i of installs) {
      expect(i.base.demoApps).toBe(1);
      expect(i.base.approvedOrders).toBeGreaterThan(0);
      expect(i.base.announcements).toBeGreaterThan(0);
    }
    expect(a.base).toEqual(b.base);
    // and as a start without the images seeds it (the test before)
    if (seededAtStart) expect(a.base).toEqual(seededAtStart);
  }, 600_000);
});

type Base = Awaited<ReturnType<typeof base>>;

/** opens a data directory (a scratch copy of an image), runs `f` on it, closes it */
async function withDb<T>(dataDir: string, f: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir, migrated: true });
  try {
    return await f(db.db);
  } finally {
    await db.close();
  }
}

/** what the base seed writes (seed/base.ts), without ids and times, and a few counts of the demo's data */
async function base({ db }: { db: Awaited<ReturnType<typeof openDb>>['db'] }) {
  const count = async (q: ReturnType<typeof sql<{ n: number }>>) => Number((await q.execute(db)).rows[0].n);
  return {
    resources: (await db.selectFrom('resources').select(['code', 'type']).orderBy('code').execute()).map(
      (r) => `${r.type} ${r.code}`,
    ),
    roles: (
      await sql<{ grant: string }>`select r.role_code || ' ' || s.code as grant from role_resources rr
        join roles r using (role_id) join resources s using (resource_id) order by 1`.execute(db)
    ).rows.map((r) => r.grant),
    documents: (await db.selectFrom('documents').select(['show_name', 'type']).orderBy('doc_id').execute()).map(
      (d) => `${d.type} ${d.show_name}`,
    ),
    sitePages: await count(sql`select count(*)::int as n from site_pages`),
    processes: (await db.selectFrom('wo_processes').select('process_name').orderBy('process_id').execute()).map(
      (p) => p.process_name,
    ),
    templates: await count(sql`select count(*)::int as n from wo_templates`),
    demoApps: await count(sql`select count(*)::int as n from apps where apply_name = 'Demo App'`),
    approvedOrders: await count(sql`select count(*)::int as n from work_orders where state = 'approved'`),
    announcements: await count(sql`select count(*)::int as n from announcements`),
  };
}
