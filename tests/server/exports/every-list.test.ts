/**
 * Every list the console shows 导出 on exports: the source the button posts (the descriptor's name) is known to
 * the server, and the job ends with a readable XLSX whose header is the list's columns. Lists whose reads check
 * their parent group first (API 管理, 计费规则/能力规格, 发布历史) once answered 400 "source的值不正确".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { descriptors } from '../../../src/server/handlers.ts';

let t: TestApp;
let admin: string;
let provider: string;
let intruder: string;

const call = (method: string, url: string, ticket: string, body?: unknown, lang = 'zh') =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket, language: lang } });

async function exported(ticket: string, body: Record<string, unknown>, lang = 'zh') {
  const r = await call('POST', '/newopen/service/export/record', ticket, body, lang);
  expect(r.statusCode, `${body.source}: ${r.body}`).toBe(200);
  const id = r.json().data.export_job_id as number;
  for (;;) {
    const s = await call('GET', `/newopen/service/export/record/${id}`, ticket);
    const job = s.json().data;
    if (job.state === 'done' || job.state === 'failed') {
      expect(job.state, `${body.source}: ${job.error_message}`).toBe('done');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const file = await t.app.inject({
    method: 'GET',
    url: `/newopen/service/export/record/${id}/download`,
    headers: { ticket },
  });
  expect(file.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as never);
  return book.worksheets[0];
}

/** the lists with an export button: a list operation, a console route, not opted out */
const exportable = descriptors.filter((d) => d.operations.list && d.routes?.list && d.export !== false);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  provider = await t.login('provider');
  // another provider holding the demo provider's very roles, owning nothing of theirs
  const { db } = t.deps;
  const provider0 = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'provider')
    .executeTakeFirstOrThrow();
  const u = await db
    .insertInto('users')
    .values({
      user_name: 'export_intruder',
      uid: randomUUID(),
      password_hash: await hashPassword(md5Hex('Intrude@1234')),
      user_type: 3,
      account_type: 0,
      user_real_name: 'intruder',
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression(
      db
        .selectFrom('user_roles')
        .select([sql<number>`${u.user_id}`.as('user_id'), 'role_id'])
        .where('user_id', '=', provider0.user_id),
    )
    .execute();
  intruder = await t.login('export_intruder', md5Hex('Intrude@1234'));
});
afterAll(async () => {
  await t.dispose();
});

describe('exporting every list that shows 导出', () => {
  it('covers the lists the issue named', () => {
    expect(exportable.map((d) => d.name)).toEqual(expect.arrayContaining(['apis', 'charge_rules', 'group_releases']));
  });

  it.each(exportable.map((d) => [d.name, d] as const))('%s exports as XLSX for the platform admin', async (name, d) => {
    // the rows of the processed export count as a lock on the user; one at a time keeps below the limit
    const sheet = await exported(admin, { source: name, format: 'xlsx', filter: {} });
    const header = (sheet.getRow(1).values as unknown[]).filter((v) => v !== undefined && v !== null);
    expect(header.length, name).toBeGreaterThan(0);
    expect(header).toContain(Object.values(d.fields).find((f) => header.includes(f.label.zh))?.label.zh);
  });

  it("exports a provider's APIs, pricing and releases of their own group, in English too", async () => {
    const groups = await call('GET', '/newopen/service/group/page?page_num=1&page_size=1', provider);
    const group = groups.json().data.list[0];
    expect(group).toBeTruthy();
    const apis = await exported(
      provider,
      { source: 'apis', format: 'xlsx', filter: { group_id: group.group_id } },
      'en',
    );
    expect(apis.getRow(1).values).toContain('API name');
    expect(apis.rowCount).toBeGreaterThan(1);
    const rules = await exported(provider, {
      source: 'charge_rules',
      format: 'xlsx',
      filter: { group_id: group.group_id },
    });
    expect(rules.rowCount).toBeGreaterThan(1);
    await exported(provider, { source: 'group_releases', format: 'xlsx', filter: { group_id: group.group_id } });
  });

  it("answers 404 to another provider for a group not theirs's group and writes no export", async () => {
    const groups = await call('GET', '/newopen/service/group/page?page_num=1&page_size=1', provider);
    const group = groups.json().data.list[0];
    for (const source of ['apis', 'charge_rules', 'group_releases']) {
      const r = await call('POST', '/newopen/service/export/record', intruder, {
        source,
        format: 'csv',
        filter: { group_id: group.group_id },
      });
      expect(r.statusCode, `${source}: ${r.body}`).toBe(404);
    }
    const mine = await call('GET', '/newopen/service/export/record/page?page_num=1&page_size=10', intruder);
    expect(mine.json().data.total).toBe(0);
  });
});
