/**
 * Exports through real HTTP and the real worker: any list, at any size, as CSV or XLSX, in the caller's
 * scope and language, with formula-looking text escaped; export records and files belong to their owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers.ts';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { resources } from '../../../src/server/handlers.ts';

let t: TestApp;
let admin: string;
let enterprise: string;
let developer: string;

const call = (method: string, url: string, ticket: string, body?: unknown, lang = 'zh') =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket, language: lang } });

async function exportOf(ticket: string, body: Record<string, unknown>, lang = 'zh') {
  const r = await call('POST', '/newopen/service/export/record', ticket, body, lang);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { export_job_id: number; state: string; file_name: string };
}

/** waits for the background worker (no timing asserted: it only needs to finish) */
async function finished(ticket: string, id: number) {
  for (;;) {
    const r = await call('GET', `/newopen/service/export/record/${id}`, ticket);
    expect(r.statusCode, r.body).toBe(200);
    const job = r.json().data;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function download(ticket: string, id: number) {
  const r = await call('GET', `/newopen/service/export/record/${id}/download`, ticket);
  expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
  return r;
}

const csvRows = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  enterprise = await t.login('enterprise');
  developer = await t.login('developer');
});
afterAll(async () => {
  await t.dispose();
});

describe('exporting a list', () => {
  it("writes the filtered, sorted list as CSV with labels and choices in the caller's language and formulas escaped", async () => {
    for (const name of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', 'Plain, "quoted"']) {
      const r = await call('POST', '/newopen/service/partner', admin, {
        partner_name: name,
        partner_type: 'isv',
        remark: '=HYPERLINK("x")',
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const job = await exportOf(admin, {
      source: 'partners',
      format: 'csv',
      filter: { partner_type: 'isv' },
      sort_field: 'partner_name',
      sort_order: 'ASC',
    });
    expect(job.state).toBe('queued');
    expect(job.file_name).toMatch(/^合作伙伴_\d{8}-\d{6}\.csv$/);
    const done = await finished(admin, job.export_job_id);
    expect(done).toMatchObject({ state: 'done', processed_rows: 6, total_rows: 6 });
    const file = await download(admin, job.export_job_id);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(done.file_name)}`);
    expect(file.body.startsWith('\ufeff')).toBe(true);
    const lines = csvRows(file.body);
    expect(lines[0]).toBe('伙伴名称,伙伴类型,联系人,联系电话,合作状态,合作开始日期,创建时间');
    const names = lines.slice(1).map((l) => l.split(',')[0]);
    // every text cell a spreadsheet would evaluate starts with an apostrophe
    expect(names).toEqual(["'+SUM(A1)", "'-2+3", "'=1+1", "'@cmd", '"Plain', '云启软件']);
    expect(lines.slice(1).every((l) => l.includes(',独立软件开发商,'))).toBe(true);
    expect(lines).toContain(
      '"Plain, ""quoted""",独立软件开发商,,,合作中,,' +
        lines
          .find((l) => l.startsWith('"Plain'))!
          .split(',')
          .pop(),
    );
  });

  it('writes 5,000 rows as XLSX in English, streamed in batches, with the right header and escaped formulas', async () => {
    const now = new Date();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      partner_name: i % 1000 === 0 ? `=cmd|' /C calc'!A${i}` : `Bulk ${String(i).padStart(5, '0')}`,
      partner_type: 'supplier',
      cooperation_state: i % 3,
      created_at: now,
      updated_at: now,
      created_by: 1,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.deps.db
        .insertInto('partners' as never)
        .values(rows.slice(i, i + 1000) as never)
        .execute();
    const job = await exportOf(
      admin,
      { source: 'partners', format: 'xlsx', filter: { partner_type: 'supplier' } },
      'en',
    );
    expect(job.file_name).toMatch(/^Partner_\d{8}-\d{6}\.xlsx$/);
    const done = await finished(admin, job.export_job_id);
    expect(done).toMatchObject({ state: 'done', processed_rows: 5000, total_rows: 5000 });
    // stored in several chunks: no instance needed the whole file in one piece
    const chunks = await t.deps.db
      .selectFrom('export_chunks')
      .select(sql<number>`count(*)`.as('n'))
      .where('export_job_id', '=', job.export_job_id)
      .executeTakeFirstOrThrow();
    expect(Number(chunks.n)).toBeGreaterThanOrEqual(1);
    const file = await download(admin, job.export_job_id);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Partner');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Partner name',
      'Type',
      'Contact',
      'Phone',
      'Status',
      'Since',
      'Created',
    ]);
    expect(sheet.rowCount).toBe(5001);
    const names = Array.from({ length: 5000 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
    expect(names.filter((n) => n.startsWith("'=cmd"))).toHaveLength(5);
    expect(names.some((n) => n.startsWith('='))).toBe(false);
    expect(new Set(Array.from({ length: 5000 }, (_, i) => sheet.getRow(i + 2).getCell(5).value))).toEqual(
      new Set(['Active', 'Paused', 'Ended']),
    );
    // newest first, as the list shows them
    expect(names[0]).not.toBe(names[4999]);
  });

  it("exports exactly what the caller's scope shows on the list", async () => {
    const own = await call('POST', '/openauthor/v1/account/role', enterprise, {
      role_name: '导出测试角色',
      role_code: 'export_probe',
    });
    expect(own.statusCode, own.body).toBe(200);
    const list = (await call('GET', '/openauthor/v1/account/role/page?page_size=100', enterprise)).json().data;
    const job = await exportOf(enterprise, { source: 'roles', format: 'csv', filter: {} });
    await finished(enterprise, job.export_job_id);
    const lines = csvRows((await download(enterprise, job.export_job_id)).body);
    expect(lines).toHaveLength(list.total + 1);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(list.list.map((r: any) => r.role_name).sort());
    const all = (await call('GET', '/openauthor/v1/account/role/page?page_size=100', admin)).json().data;
    expect(all.total).toBeGreaterThan(list.total);
  });

  it('writes the English names data carries for English readers (roles of sub-accounts)', async () => {
    const list = (await call('GET', '/openauthor/v1/sub/user/page', enterprise, undefined, 'en')).json().data;
    expect(list.list[0]).toMatchObject({ role_names: ['企业运营'], role_names_en: ['Enterprise operator'] });
    const job = await exportOf(enterprise, { source: 'sub_users', format: 'csv', filter: {} }, 'en');
    await finished(enterprise, job.export_job_id);
    const lines = csvRows((await download(enterprise, job.export_job_id)).body);
    expect(lines[0]).toBe('Account,Name,Email,Phone,Roles,Status,Created');
    expect(lines[1]).toContain(',Enterprise operator,');
  });

  it('refuses what the caller may not read, unknown sources and bad filters', async () => {
    expect(
      (await call('POST', '/newopen/service/export/record', admin, { source: 'export_records', format: 'csv' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/newopen/service/export/record', developer, {
          source: 'partners',
          format: 'csv',
          filter: {},
        })
      ).statusCode,
    ).toBe(403);
    const unknown = await call('POST', '/newopen/service/export/record', admin, {
      source: 'nothing_here',
      format: 'csv',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.errors[0].field).toBe('source');
    const bad = await call('POST', '/newopen/service/export/record', admin, {
      source: 'partners',
      format: 'csv',
      filter: { cooperation_state: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0].field).toBe('filter.cooperation_state');
    const extra = await call('POST', '/newopen/service/export/record', admin, {
      source: 'partners',
      format: 'csv',
      filter: { password_hash: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    // the notice center's list is not the repository's: it has no export source
    expect(
      (await call('POST', '/newopen/service/export/record', developer, { source: 'user_notices', format: 'csv' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/newopen/service/export/record', admin, { source: 'partners', format: 'pdf' })).statusCode,
    ).toBe(400);
  });
});

describe('export records', () => {
  it('belong to their owner: listed, polled, downloaded and deleted by nobody else, not even an admin', async () => {
    const job = await exportOf(enterprise, { source: 'cost_centers', format: 'csv', filter: {} });
    await finished(enterprise, job.export_job_id);
    const mine = (await call('GET', '/newopen/service/export/record/page', enterprise)).json().data;
    expect(mine.list.every((r: any) => r.source_label)).toBe(true);
    expect(mine.list.map((r: any) => r.export_job_id)).toContain(job.export_job_id);
    const theirs = (await call('GET', '/newopen/service/export/record/page?page_size=100', admin)).json().data;
    expect(theirs.list.map((r: any) => r.export_job_id)).not.toContain(job.export_job_id);
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/download'],
      ['DELETE', ''],
    ]) {
      expect(
        (await call(method, `/newopen/service/export/record/${job.export_job_id}${url}`, admin)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect((await call('DELETE', `/newopen/service/export/record/${job.export_job_id}`, enterprise)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/newopen/service/export/record/${job.export_job_id}`, enterprise)).statusCode).toBe(404);
    const left = await t.deps.db
      .selectFrom('export_chunks')
      .select('seq')
      .where('export_job_id', '=', job.export_job_id)
      .execute();
    expect(left).toEqual([]);
  });

  it('offers the file only once it is written', async () => {
    const now = t.deps.now();
    const row = await t.deps.db
      .insertInto('export_jobs')
      .values({
        source: 'partners',
        source_label: '合作伙伴',
        file_name: 'x.csv',
        format: 'csv',
        lang: 'zh',
        params: JSON.stringify({ filter: {} }),
        state: 'failed',
        created_by: (
          await t.deps.db
            .selectFrom('users')
            .select('user_id')
            .where('user_name', '=', 'admin')
            .executeTakeFirstOrThrow()
        ).user_id,
        created_at: now,
        updated_at: now,
        total_rows: null,
        file_size: null,
        error_message: null,
        claimed_by: null,
        heartbeat_at: null,
        started_at: null,
        finished_at: null,
      })
      .returning('export_job_id')
      .executeTakeFirstOrThrow();
    const r = await call('GET', `/newopen/service/export/record/${row.export_job_id}/download`, admin);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('失败');
  });

  it('keeps at most three exports of one user open at once', async () => {
    // queued as if other instances were still running them
    const userId = (
      await t.deps.db
        .selectFrom('users')
        .select('user_id')
        .where('user_name', '=', 'provider')
        .executeTakeFirstOrThrow()
    ).user_id;
    const now = t.deps.now();
    const busy = await t.deps.db
      .insertInto('export_jobs')
      .values(
        [1, 2, 3].map(() => ({
          source: 'teams',
          source_label: '团队',
          file_name: 'y.csv',
          format: 'csv' as const,
          lang: 'zh' as const,
          params: '{"filter":{}}',
          state: 'running' as const,
          claimed_by: 'elsewhere',
          heartbeat_at: now,
          created_by: userId,
          created_at: now,
          updated_at: now,
          total_rows: null,
          file_size: null,
          error_message: null,
          started_at: now,
          finished_at: null,
        })),
      )
      .returning('export_job_id')
      .execute();
    const provider = await t.login('provider');
    const r = await call('POST', '/newopen/service/export/record', provider, { source: 'teams', format: 'csv' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('已有 3 个导出正在进行，请等待完成后再导出');
    await t.deps.db
      .deleteFrom('export_jobs')
      .where(
        'export_job_id',
        'in',
        busy.map((b) => b.export_job_id),
      )
      .execute();
    expect(
      (await call('POST', '/newopen/service/export/record', provider, { source: 'teams', format: 'csv' })).statusCode,
    ).toBe(200);
  });
});

describe('reading a list in batches', () => {
  it("yields the list's rows in the list's order, NULLs and ties included, whatever the batch size", async () => {
    const dates = ['2025-01-02', null, '2025-01-01', null, '2025-01-02', '2024-12-31', null, '2025-01-01'];
    for (const [i, started_on] of dates.entries()) {
      await call('POST', '/newopen/service/partner', admin, {
        partner_name: `Keyset ${i}`,
        partner_type: 'channel',
        started_on,
      });
    }
    const repo = resources.repos.get('partners')!;
    for (const order of ['ASC', 'DESC']) {
      const query = { partner_name: 'Keyset', sort_field: 'started_on', sort_order: order };
      const page = await repo.list(t.deps, undefined, { ...query, page_size: 100 });
      for (const size of [1, 3, 8, 50]) {
        const seen: unknown[] = [];
        for await (const batch of repo.batches(t.deps, undefined, query, size))
          seen.push(...batch.map((r) => r.partner_id));
        expect(seen, `${order} by ${size}`).toEqual(page.list.map((r) => r.partner_id));
      }
    }
  });
});

describe('the job queue', () => {
  it('lets several instances share one queue, each job run by exactly one, and takes over jobs of a stopped instance', async () => {
    const second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' }),
      db: { db: t.deps.db, kind: t.deps.dbKind, close: async () => undefined },
      now: t.deps.now,
      logger: false,
    });
    try {
      const adminId = (
        await t.deps.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
      ).user_id;
      const long = t.deps.now().getTime() - 10 * 60_000;
      // left "running" by an instance that stopped beating ten minutes ago
      const orphan = await t.deps.db
        .insertInto('export_jobs')
        .values({
          source: 'partners',
          source_label: '合作伙伴',
          file_name: 'orphan.csv',
          format: 'csv',
          lang: 'zh',
          params: '{"filter":{"partner_type":"channel"}}',
          state: 'running',
          claimed_by: 'gone-instance',
          heartbeat_at: new Date(long),
          created_by: adminId,
          created_at: new Date(long),
          updated_at: new Date(long),
          total_rows: null,
          file_size: null,
          error_message: null,
          started_at: new Date(long),
          finished_at: null,
        })
        .returning('export_job_id')
        .executeTakeFirstOrThrow();
      const jobs: { export_job_id: number; type: string }[] = [
        { export_job_id: orphan.export_job_id, type: 'channel' },
      ];
      // queued straight into the table (one user may only start three at a time through the API)
      for (const type of ['isv', 'channel', 'integrator', 'isv', 'channel', 'integrator']) {
        const queued = await t.deps.db
          .insertInto('export_jobs')
          .values({
            source: 'partners',
            source_label: '合作伙伴',
            file_name: `${type}.csv`,
            format: jobs.length % 2 ? 'csv' : 'xlsx',
            lang: 'zh',
            params: JSON.stringify({ filter: { partner_type: type } }),
            created_by: adminId,
            created_at: t.deps.now(),
            updated_at: t.deps.now(),
            total_rows: null,
            file_size: null,
            error_message: null,
            claimed_by: null,
            heartbeat_at: null,
            started_at: null,
            finished_at: null,
          })
          .returning('export_job_id')
          .executeTakeFirstOrThrow();
        jobs.push({ export_job_id: queued.export_job_id, type });
      }
      for (const job of jobs) {
        const done = await finished(admin, job.export_job_id);
        const list = (
          await call('GET', `/newopen/service/partner/page?page_size=1&partner_type=${job.type}`, admin)
        ).json().data;
        expect(done, `job ${job.export_job_id}`).toMatchObject({
          state: 'done',
          total_rows: list.total,
          processed_rows: list.total,
        });
      }
      const rows = await t.deps.db
        .selectFrom('export_jobs')
        .select(['export_job_id', 'claimed_by', 'processed_rows', 'total_rows'])
        .where(
          'export_job_id',
          'in',
          jobs.map((j) => j.export_job_id),
        )
        .execute();
      expect(rows.every((r) => r.processed_rows === r.total_rows)).toBe(true);
      expect(rows.find((r) => r.export_job_id === orphan.export_job_id)!.claimed_by).not.toBe('gone-instance');
    } finally {
      await second.close();
    }
    // seven exports run through two instances by polling: long on a loaded machine, never a speed check
  }, 180_000);
});
