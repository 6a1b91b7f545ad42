/**
 * The migration set (src/server/db/migrations): one baseline per domain since the squash before 0.1.0. A migration
 * imports nothing but kysely (it is frozen: application code moves on, a migration must not); a database migrated
 * by the migrations from before the squash is refused with what to do, not with the migrator's "corrupted
 * migrations" or a baseline failing on its first table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Kysely, Migrator, sql } from 'kysely';
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

  it('1150 moves the calls already stored into chunks, one per minute and key, and reads them back unchanged', async () => {
    const pglite = new PGlite();
    const db = new Kysely<any>({ dialect: new PGliteDialect(pglite as never) });
    const provider = { getMigrations: async () => migrations };
    try {
      const before = await new Migrator({ db, provider }).migrateTo('1140_callbacks');
      expect(before.error).toBeUndefined();
      const call = (request_id: string, called_at: string, apply_id: number, error_code: string | null) => ({
        request_id,
        called_at: new Date(called_at),
        env_type: 3,
        group_id: 1,
        api_id: 2,
        apply_id,
        developer_id: 4,
        provider_id: 5,
        client_ip: null,
        method: 'GET',
        path: '/天气/now',
        status: error_code ? 502 : 200,
        error_code,
        upstream_latency_ms: error_code ? null : 7,
        latency_ms: 9,
        bytes_in: 0,
        bytes_out: 12,
      });
      const calls = [
        call('a', '2026-11-20T10:15:01Z', 1, null),
        call('b', '2026-11-20T10:15:59Z', 1, 'UPSTREAM_ERROR'),
        call('c', '2026-11-20T10:15:30Z', 2, null), // another application: another chunk
        call('d', '2026-11-20T10:16:00Z', 1, null), // another minute: another chunk
      ];
      await db.insertInto('call_logs').values(calls).execute();
      const after = await new Migrator({ db, provider }).migrateToLatest();
      expect(after.error).toBeUndefined();
      const { rows: chunks } = await sql<{
        request_id: string[];
      }>`select request_id from call_log_chunks order by bucket, apply_id`.execute(db);
      expect(chunks.map((c) => c.request_id)).toEqual([['a', 'b'], ['c'], ['d']]);
      const rows = await db.selectFrom('call_logs').selectAll().orderBy('request_id').execute();
      expect(
        rows.map(({ bucket, ...r }) => ({ ...r, bytes_in: Number(r.bytes_in), bytes_out: Number(r.bytes_out) })),
      ).toEqual(calls.map((c) => expect.objectContaining({ ...c, channel: null, tool_name: null })));
      expect(rows.map((r) => r.bucket.toISOString())).toEqual([
        '2026-11-20T10:15:00.000Z',
        '2026-11-20T10:15:00.000Z',
        '2026-11-20T10:15:00.000Z',
        '2026-11-20T10:16:00.000Z',
      ]);
    } finally {
      await db.destroy();
    }
  });
});
