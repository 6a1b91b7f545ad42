/**
 * COPY … FROM STDIN through Kysely, on whichever database the run uses (PGlite's thread or PostgreSQL's pool):
 * the statement's one Uint8Array parameter is its data; any other statement with bytes is an ordinary query.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('COPY FROM STDIN with its data as the one parameter', () => {
  it('stores the rows of a text COPY and of a binary one, inside the transaction that sent them', async () => {
    await sql`create table copy_probe (id int primary key, name text)`.execute(t.deps.db);
    try {
      await t.deps.db.transaction().execute(async (trx) => {
        await trx.executeQuery(
          CompiledQuery.raw('copy copy_probe (id, name) from stdin', [Buffer.from('1\t天气\n2\t\\N\n')]),
        );
        // binary: signature, flags, extension; one row of two fields (int4 3, text 'x'); trailer
        const bin = Buffer.concat([
          Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
          Buffer.alloc(8),
          Buffer.from([0, 2, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 1, 0x78]),
          Buffer.from([0xff, 0xff]),
        ]);
        await trx.executeQuery(CompiledQuery.raw('COPY copy_probe (id, name) FROM STDIN WITH (FORMAT binary)', [bin]));
      });
      const rows = await sql<{ id: number; name: string | null }>`select id, name from copy_probe order by id`.execute(
        t.deps.db,
      );
      expect(rows.rows).toEqual([
        { id: 1, name: '天气' },
        { id: 2, name: null },
        { id: 3, name: 'x' },
      ]);
      // a refused COPY rolls its transaction back, with the database's code on the error
      const failed = t.deps.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('copy copy_probe (id, name) from stdin', [Buffer.from('4\tok\n')]));
        await trx.executeQuery(CompiledQuery.raw('copy copy_probe (id, name) from stdin', [Buffer.from('1\tagain\n')]));
      });
      await expect(failed).rejects.toMatchObject({ code: '23505' });
      const {
        rows: [{ n }],
      } = await sql<{ n: number }>`select count(*)::int as n from copy_probe`.execute(t.deps.db);
      expect(n).toBe(3);
    } finally {
      await sql`drop table copy_probe`.execute(t.deps.db);
    }
  });

  it('leaves an ordinary statement with a bytes parameter alone', async () => {
    const { rows } = await sql<{ n: number }>`select length(${Buffer.from([1, 2, 3])}::bytea) as n`.execute(t.deps.db);
    expect(rows[0].n).toBe(3);
  });
});
