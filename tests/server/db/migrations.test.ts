/**
 * The migration set (src/server/db/migrations): one baseline per domain since the squash before 0.1.0. A migration
 * imports nothing but kysely (it is frozen: application code moves on, a migration must not); a database migrated
 * by the migrations from before the squash is refused with what to do, not with the migrator's "corrupted
 * migrations" or a baseline failing on its first table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import { migrate, OldMigrationsError } from '../../../src/server/db/index.ts';
import { migrations } from '../../../src/server/db/migrations/index.ts';
import type { Database } from '../../../src/server/db/schema.ts';

const dir = resolve(import.meta.dirname, '../../../src/server/db/migrations');

describe('the migrations', () => {
  it('import nothing but kysely and each other, and index.ts lists every file', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    for (const f of files) {
      const from = [...readFileSync(join(dir, f), 'utf8').matchAll(/^\s*(?:import|export)[^;]*?from\s+'([^']+)'/gm)];
      expect(
        from.map((m) => m[1]).filter((m) => m !== 'kysely'),
        f,
      ).toEqual([]);
    }
    expect(Object.keys(migrations).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
  });

  it('refuse a database made by the migrations from before the squash, saying what to do', async () => {
    const pglite = new PGlite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite as never) });
    try {
      await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
        db,
      );
      await sql`insert into kysely_migration values ('0001_accounts', '2026-01-01T00:00:00.000Z'),
        ('0241_work_order_agent', '2026-01-01T00:00:00.000Z')`.execute(db);
      const err = await migrate(db).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OldMigrationsError);
      expect(String(err)).toMatch(/0001_accounts, 0241_work_order_agent.*DATA_DIR.*DATABASE_URL/s);
      // nothing was migrated
      const { rows } = await sql<{ t: string | null }>`select to_regclass('users')::text as t`.execute(db);
      expect(rows[0].t).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});
