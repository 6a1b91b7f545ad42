/**
 * Migration 0240: a database seeded before the MCP guide (doc 8) and the agent guide (doc 9) gets both when it is
 * migrated, in zh and en, under the developer guide folder, exactly as a new database is seeded with them; a
 * document already holding the index number (an operator's copy) is left alone; running it again adds nothing;
 * an empty documents table (a new database, which the seed fills after the migrations) gets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers.ts';
import { migrate } from '../../../src/server/db/index.ts';
import { up } from '../../../src/server/db/migrations/0240_agent_guides.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
});

const GUIDES = [8, 9];
const guides = () =>
  t.deps.db
    .selectFrom('documents')
    .select(['index_doc_id', 'show_name', 'show_name_en', 'parent_id', 'type', 'content', 'content_en'])
    .where('index_doc_id', 'in', GUIDES)
    .orderBy('index_doc_id')
    .execute();
const count = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a database seeded before the agent guides', () => {
  it('gets both guides in zh and en as a new database has them, once, and keeps an operator copy', async () => {
    const { db } = t.deps;
    const seeded = await guides();
    expect(seeded.map((g) => g.index_doc_id)).toEqual(GUIDES);
    expect(seeded[1]).toMatchObject({
      show_name: '让智能体替你接入（OAuth 与商城 MCP）',
      show_name_en: 'Let an agent onboard for you (OAuth and the store MCP)',
      type: 2,
    });
    expect(seeded[1].content_en).toContain('{{platform_url}}/mcp');
    const folder = await db
      .selectFrom('documents')
      .select('parent_id')
      .where('index_doc_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(seeded.every((g) => g.parent_id === folder.parent_id)).toBe(true);

    // as it was before: neither guide, the migration not recorded
    await db.deleteFrom('documents').where('index_doc_id', 'in', GUIDES).execute();
    await sql`delete from kysely_migration where name = '0240_agent_guides'`.execute(db);
    const before = await count();

    await migrate(db);
    const done = await sql<{ name: string }>`select name from kysely_migration
      where name = '0240_agent_guides'`.execute(db);
    expect(done.rows).toHaveLength(1);
    expect(await guides()).toEqual(seeded);
    expect(await count()).toBe(before + 2);
    // after the folder's other documents
    const siblings = await db
      .selectFrom('documents')
      .select(['index_doc_id', 'sort'])
      .where('parent_id', '=', folder.parent_id)
      .orderBy('sort')
      .orderBy('doc_id')
      .execute();
    expect(siblings.slice(-2).map((s) => s.index_doc_id)).toEqual(GUIDES);

    // the public doc center reads it in both languages
    for (const [language, title] of [
      ['zh', '让智能体替你接入'],
      ['en', 'Let an agent onboard for you'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/doccenter/details.md?id=9&lang=${language}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(title);
    }

    // again: nothing doubles
    await up(db);
    expect(await count()).toBe(before + 2);

    // an operator's own document at index 9 stays as it is
    await db.deleteFrom('documents').where('index_doc_id', 'in', GUIDES).execute();
    await db
      .insertInto('documents')
      .values({ show_name: '我们的智能体说明', type: 2, index_doc_id: 9, content: 'ours', sort: 0 })
      .execute();
    await up(db);
    const after = await guides();
    expect(after.map((g) => [g.index_doc_id, g.show_name, g.content])).toEqual([
      [8, seeded[0].show_name, seeded[0].content],
      [9, '我们的智能体说明', 'ours'],
    ]);
  });

  it('adds nothing to an empty documents table (the seed writes a new database after the migrations)', async () => {
    const { db } = t.deps;
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from documents where parent_id is not null`.execute(trx);
        await sql`delete from documents`.execute(trx);
        await up(trx);
        expect(Number((await sql<{ n: number }>`select count(*) as n from documents`.execute(trx)).rows[0].n)).toBe(0);
        // leave the shared test database as it was
        throw Object.assign(new Error('rollback'), { rollback: true });
      })
      .catch((err: { rollback?: boolean }) => {
        if (!err.rollback) throw err;
      });
  });
});
