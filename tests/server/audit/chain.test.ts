/**
 * The audit trail is written in the change's own transaction and is tamper-evident (issue 23, item 11): a rolled-back
 * change leaves no record and a failed record fails the change; concurrent writers append one chain; a record
 * edited, re-hashed or deleted in the database breaks the chain at that record and verify (service, console
 * operation and `npm run audit:verify`) names it; retention cuts the chain's start and keeps it verifiable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { startTestApp, usePostgres, type TestApp } from '../helpers.ts';
import { withAuditContext, type AuditContext } from '../../../src/server/audit/context.ts';
import { verifyAuditChain } from '../../../src/server/audit/verify.ts';
import { pruneAuditTrail } from '../../../src/server/audit/retention.ts';

let t: TestApp;
let admin: string;
const call = (method: string, url: string, ticket: string, body?: unknown, lang = 'zh') =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket, language: lang } });
const db = () => t.deps.db;
/** partners has no typed table (generic resources are typed by their descriptors) */
const untyped = () => t.deps.db as unknown as Kysely<any>;
const context = (request_id: string): AuditContext => ({
  user_id: 1,
  user_name: 'admin',
  user_type: 0,
  ip: '10.0.0.1',
  request_id,
  operation_id: 'test',
  at: t.clock.now().toISOString(),
  via_agent: null,
});
const byRequest = (request_id: string) =>
  db().selectFrom('audit_log').selectAll().where('request_id', '=', request_id).execute();
const partner = (name: string) =>
  untyped().selectFrom('partners').select('partner_id').where('partner_name', '=', name).executeTakeFirst();
/** what someone with the database's keys could do: switch the append-only guard off around an edit */
async function behindTheGuard(statement: ReturnType<typeof sql>) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await sql`alter table audit_log disable trigger audit_guard`.execute(trx);
      await statement.execute(trx);
      await sql`alter table audit_log enable trigger audit_guard`.execute(trx);
    });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  for (let i = 0; i < 5; i++) {
    const r = await call('POST', '/newopen/service/partner', admin, {
      partner_name: `链伙伴${i}`,
      partner_type: 'isv',
    });
    expect(r.statusCode, r.body).toBe(200);
  }
});
afterAll(async () => {
  await t.dispose();
});

describe("in the change's own transaction", () => {
  it('a rolled-back change leaves no record; the same change committed leaves one', async () => {
    await expect(
      withAuditContext(context('rolled-back'), () =>
        db()
          .transaction()
          .execute(async (trx) => {
            await (trx as unknown as Kysely<any>)
              .insertInto('partners')
              .values({ partner_name: '回滚伙伴', partner_type: 'isv', cooperation_state: 1 })
              .execute();
            throw new Error('changed my mind');
          }),
      ),
    ).rejects.toThrow('changed my mind');
    expect(await partner('回滚伙伴')).toBeUndefined();
    expect(await byRequest('rolled-back')).toEqual([]);

    await withAuditContext(context('committed'), () =>
      db()
        .transaction()
        .execute(async (trx) => {
          await (trx as unknown as Kysely<any>)
            .insertInto('partners')
            .values({ partner_name: '回滚伙伴', partner_type: 'isv', cooperation_state: 1 })
            .execute();
        }),
    );
    expect((await byRequest('committed')).map((r) => [r.object_type, r.action, r.client_ip])).toEqual([
      ['partners', 'insert', '10.0.0.1'],
    ]);
  });

  it('a write outside a transaction is recorded too, and a record that cannot be written fails the change', async () => {
    await withAuditContext(context('autocommit'), () =>
      untyped().updateTable('partners').set({ remark: '直接写' }).where('partner_name', '=', '回滚伙伴').execute(),
    );
    expect((await byRequest('autocommit')).map((r) => [r.action, (r.after as any).remark])).toEqual([
      ['update', '直接写'],
    ]);

    const broken = { ...context('unrecordable'), at: 'not a time' };
    await expect(
      withAuditContext(broken, () =>
        untyped()
          .insertInto('partners')
          .values({ partner_name: '无记录伙伴', partner_type: 'isv', cooperation_state: 1 })
          .execute(),
      ),
    ).rejects.toThrow();
    expect(await partner('无记录伙伴')).toBeUndefined();
  });

  it("work left running after the request answered is not the request's change", async () => {
    let later: Promise<unknown> = Promise.resolve();
    await withAuditContext(context('leftover'), async () => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        untyped().updateTable('partners').set({ remark: '稍后' }).where('partner_name', '=', '回滚伙伴').execute(),
      );
    });
    await later;
    expect(await byRequest('leftover')).toEqual([]);
  });

  it('concurrent writers append one unbroken chain', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/newopen/service/partner', admin, { partner_name: `并发伙伴${i}`, partner_type: 'isv' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const seqs = (await db().selectFrom('audit_log').select('seq').orderBy('seq').execute()).map((r) => Number(r.seq));
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true, rows: seqs.length });
  });
});

describe('tamper-evident', () => {
  const target = async () =>
    await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('object_type', '=', 'partners')
      .where('action', '=', 'insert')
      .orderBy('seq')
      .limit(1)
      .offset(2)
      .executeTakeFirstOrThrow();

  it('refuses updates and deletes through the database (append-only)', async () => {
    const row = await target();
    await expect(sql`update audit_log set actor_name = 'someone' where seq = ${row.seq}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log where seq = ${row.seq}`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('a record edited in the database breaks the chain at that record, and verify names it', async () => {
    const row = await target();
    await behindTheGuard(
      sql`update audit_log set after = jsonb_set(after, '{partner_name}', '"改过的名字"') where seq = ${row.seq}`,
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, seq: Number(row.seq), reason: 'content' });

    const zh = await call('POST', '/newopen/service/audit/verify', admin);
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.json().data).toMatchObject({ ok: false, seq: Number(row.seq), reason: 'content' });
    expect(zh.json().data.message).toBe(`审计链在第 ${row.seq} 条记录处断开：记录内容与其哈希不符（已被修改）`);
    const en = await call('POST', '/newopen/service/audit/verify', admin, undefined, 'en');
    expect(en.json().data.message).toBe(
      `The audit chain breaks at record ${row.seq}: its content does not match its hash (it was changed)`,
    );

    await behindTheGuard(sql`update audit_log set after = ${JSON.stringify(row.after)}::jsonb where seq = ${row.seq}`);
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });
  });

  it('a record edited and re-hashed breaks the link to the next record', async () => {
    const row = await target();
    await behindTheGuard(sql`update audit_log set actor_name = 'someone else' where seq = ${row.seq}`);
    await behindTheGuard(
      sql`update audit_log a set hash = encode(sha256(convert_to(audit_canonical(a), 'UTF8')), 'hex') where seq = ${row.seq}`,
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, seq: Number(row.seq) + 1, reason: 'link' });
    await behindTheGuard(
      sql`update audit_log set actor_name = ${row.actor_name}, hash = ${row.hash} where seq = ${row.seq}`,
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });
  });

  it('a deleted record, or the newest ones, are named as missing', async () => {
    const row = await target();
    await behindTheGuard(sql`delete from audit_log where seq = ${row.seq}`);
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, seq: Number(row.seq), reason: 'missing' });
    await sql`insert into audit_log select * from jsonb_populate_record(null::audit_log, ${JSON.stringify({ ...row, at: new Date(row.at).toISOString() })}::jsonb)`.execute(
      db(),
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });

    const last = await db()
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await behindTheGuard(sql`delete from audit_log where seq = ${last.seq}`);
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, seq: Number(last.seq), reason: 'tail' });
    await sql`insert into audit_log select * from jsonb_populate_record(null::audit_log, ${JSON.stringify({ ...last, at: new Date(last.at).toISOString() })}::jsonb)`.execute(
      db(),
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });
  });

  it.runIf(usePostgres())(
    'npm run audit:verify checks the database DATABASE_URL names and exits 1 naming the broken record',
    async () => {
      const url = (await sql<{ db: string }>`select current_database() as db`.execute(db())).rows[0].db;
      const databaseUrl = `${process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, '')}/${url}`;
      const run = (env: Record<string, string>) =>
        promisify(execFile)('node', ['--import', 'tsx', 'scripts/audit-verify.ts'], {
          env: { ...process.env, ...env },
        }).then(
          (r) => ({ code: 0, out: r.stdout }),
          (e) => ({ code: e.code as number, out: e.stdout as string }),
        );
      const row = await target();
      await behindTheGuard(sql`update audit_log set client_ip = '6.6.6.6' where seq = ${row.seq}`);
      expect(await run({ DATABASE_URL: databaseUrl })).toEqual({
        code: 1,
        out: `audit chain broken at record #${row.seq}: its content does not match its hash (it was changed)\n`,
      });
      await behindTheGuard(sql`update audit_log set client_ip = ${row.client_ip} where seq = ${row.seq}`);
    },
  );

  it('only platform admins may verify', async () => {
    const enterprise = await t.login('enterprise');
    const r = await call('POST', '/newopen/service/audit/verify', enterprise);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('只有平台管理员可以校验审计链');
  });
});

describe('export and retention', () => {
  it('exports the filtered trail as XLSX through the export records', async () => {
    const r = await call('POST', '/newopen/service/export/record', admin, {
      source: 'audit_log',
      format: 'xlsx',
      filter: { operation_id: 'partnerCreate' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.export_job_id;
    let job: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await call('GET', `/newopen/service/export/record/${id}`, admin)).json().data;
    } while (job.state !== 'done' && job.state !== 'failed');
    expect(job.state).toBe('done');
    const file = await call('GET', `/newopen/service/export/record/${id}/download`, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['序号', '用户', '操作', '对象类型', '变更前', '变更后']));
    const expected = await db()
      .selectFrom('audit_log')
      .select(sql<number>`count(*)`.as('n'))
      .where('operation_id', '=', 'partnerCreate')
      .executeTakeFirstOrThrow();
    expect(sheet.actualRowCount - 1).toBe(Number(expected.n));
    const afterColumn = header.indexOf('变更后') + 1;
    const afters = sheet
      .getColumn(afterColumn)
      .values.slice(2)
      .map((v) => JSON.parse(String(v)));
    expect(afters.map((a) => a.partner_name)).toContain('链伙伴0');
  });

  it('removes records older than the retention period and keeps the chain verifiable from where it was cut', async () => {
    const before = await db().selectFrom('audit_chain').selectAll().executeTakeFirstOrThrow();
    t.clock.advance(401 * 24 * 3_600_000);
    const removed = await pruneAuditTrail(t.deps);
    expect(removed).toBeGreaterThan(0);
    expect(await db().selectFrom('audit_log').select('seq').execute()).toEqual([]);
    expect(await db().selectFrom('audit_chain').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      pruned_hash: before.last_hash,
    });

    const later = await t.login('admin');
    expect(
      (await call('POST', '/newopen/service/partner', later, { partner_name: '保留期后', partner_type: 'isv' }))
        .statusCode,
    ).toBe(200);
    const kept = await db().selectFrom('audit_log').selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(Number(kept[0].seq)).toBe(Number(before.last_seq) + 1);
    expect(kept[0].prev_hash).toBe(before.last_hash);
    expect(await verifyAuditChain(db())).toEqual({ ok: true, rows: 1, last_seq: Number(kept[0].seq) });
    expect(await pruneAuditTrail(t.deps)).toBe(0);
  });
});
