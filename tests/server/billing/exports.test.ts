/**
 * applicationList and capacityList export what they show through the export records (real HTTP, the real worker):
 * XLSX in the caller's language with the screen's columns, only the caller's rows; the screen's 导出 permission
 * is needed; unknown filters are refused. The billing reads carry a group's and a charge rule's English name beside
 * the Chinese one, and the English exports use them (issue 25 item 17).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { demoGroup, subscribe } from './fixtures.ts';
import { monthOf } from '../../../src/server/billing/months.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let dev: C, devEn: C, other: C, provider: C;
let appName: string;
let applyId: number;
let groupZh: string, groupEn: string;
const RULE_EN = 'Prepaid 300 calls';

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'dev_export_other');
  const ticket = await t.login('developer');
  dev = caller(t, ticket);
  devEn = caller(t, ticket, 'en');
  other = caller(t, await t.login('dev_export_other', md5Hex('Dev@123456')));
  provider = caller(t, await t.login('provider'));
  const g = await demoGroup(t);
  appName = '导出账单应用';
  const sub = await subscribe(
    t,
    g,
    { rule_type: 'package', price: null, bill_on: 'ok', package_calls: 300 },
    new Date(t.clock.now().getTime() - 3_600_000),
    { name: appName },
  );
  applyId = sub.apply_id;
  // the fixture's rule has no English name: give it one (the demo group has both of its names)
  await (t.deps.db as any)
    .updateTable('charge_rules')
    .set({ rule_name_en: RULE_EN })
    .where('charge_rule_id', '=', sub.charge_rule_id)
    .execute();
  const group = await (t.deps.db as any)
    .selectFrom('api_groups')
    .select(['group_name', 'group_name_en'])
    .where('group_id', '=', sub.group_id)
    .executeTakeFirstOrThrow();
  [groupZh, groupEn] = [group.group_name, group.group_name_en];
  const rec = await (t.deps.db as any)
    .selectFrom('apply_records')
    .select('r_apply_groups_record_id')
    .where('apply_id', '=', sub.apply_id)
    .executeTakeFirstOrThrow();
  const bought = await dev.post('/newopen/service/bill/package', {
    r_apply_groups_record_id: rec.r_apply_groups_record_id,
  });
  expect(bought.status, bought.raw).toBe(200);
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

async function exported(as: C, source: string, filter: Record<string, unknown> = {}) {
  const job = await as.post('/newopen/service/export/record', { source, format: 'xlsx', filter });
  expect(job.status, job.raw).toBe(200);
  for (;;) {
    const r = await as.get(`/newopen/service/export/record/${job.body.data.export_job_id}`);
    if (r.body.data.state === 'done' || r.body.data.state === 'failed') {
      expect(r.body.data.state, r.raw).toBe('done');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { job: job.body.data as { export_job_id: number; file_name: string } };
}

/** the sheet's rows as arrays of cell values */
async function sheet(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as any);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function download(ticket: string, id: number) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/newopen/service/export/record/${id}/download`,
    headers: { ticket },
  });
  expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
  return r.rawPayload;
}

describe('billing screens export', () => {
  it("applicationList: the application bills per month, in zh and en, the caller's own only", async () => {
    const ticket = await t.login('developer');
    const zh = caller(t, ticket);
    const { job } = await exported(zh, 'bill_app_months');
    expect(job.file_name).toMatch(/^应用账单_\d{8}-\d{6}\.xlsx$/);
    const rows = await sheet(await download(ticket, job.export_job_id));
    expect(rows[0]).toEqual(['账期', '应用', '账单数', '调用次数', '计费次数', '应付（元）', '状态']);
    expect(rows.slice(1)).toContainEqual([monthOf(t.clock.now()).slice(0, 7), appName, 1, 0, 0, '10.00', '预估']);

    const en = caller(t, ticket, 'en');
    const { job: enJob } = await exported(en, 'bill_app_months', { bill_month: monthOf(t.clock.now()).slice(0, 7) });
    expect(enJob.file_name).toMatch(/^Application_bills_\d{8}-\d{6}\.xlsx$/);
    const enRows = await sheet(await download(ticket, enJob.export_job_id));
    expect(enRows[0]).toEqual(['Month', 'Application', 'Bills', 'Calls', 'Billable', 'Total (CNY)', 'Status']);
    expect(enRows.slice(1)).toContainEqual([monthOf(t.clock.now()).slice(0, 7), appName, 1, 0, 0, '10.00', 'Estimate']);

    // another developer's file has none of it
    const otherTicket = await t.login('dev_export_other', md5Hex('Dev@123456'));
    const { job: otherJob } = await exported(caller(t, otherTicket), 'bill_app_months');
    const otherRows = await sheet(await download(otherTicket, otherJob.export_job_id));
    expect(otherRows).toHaveLength(1);
    // nor may they fetch the developer's file
    expect((await other.get(`/newopen/service/export/record/${job.export_job_id}`)).status).toBe(404);
  });

  it('capacityList: use per subscription against quota or package', async () => {
    const ticket = await t.login('developer');
    const { job } = await exported(caller(t, ticket), 'bill_capacity');
    const rows = await sheet(await download(ticket, job.export_job_id));
    expect(rows[0]).toEqual(['能力', '应用', '环境', '计费规则', '今日', '本月', '额度', '剩余', '到期时间']);
    const mine = rows.find((r) => r[1] === appName)!;
    expect(mine).toBeDefined();
    expect(mine.slice(2, 8)).toEqual(['生产', 'package-0-ok', 0, 0, '300', 300]);
    const screen = (await dev.get('/newopen/service/bill/capacity/page?page_size=100')).body.data;
    expect(rows).toHaveLength(screen.total + 1);

    const { job: enJob } = await exported(devEn, 'bill_capacity');
    const enRows = await sheet(await download(ticket, enJob.export_job_id));
    expect(enRows[0]).toEqual([
      'Capability',
      'Application',
      'Environment',
      'Charge rule',
      'Today',
      'This month',
      'Quota',
      'Remaining',
      'Expires',
    ]);
    expect(enRows.find((r) => r[1] === appName)!.slice(2, 3)).toEqual(['Production']);
  });

  it('bills, capacity and packages name the group and the rule in both languages; English files use English', async () => {
    expect(groupEn, 'the demo group has an English name').toBeTruthy();
    expect(groupEn).not.toBe(groupZh);
    const bills = (await dev.get(`/newopen/service/bill/page?apply_id=${applyId}`)).body.data.list;
    expect(bills.length).toBeGreaterThan(0);
    expect(bills[0]).toMatchObject({
      group_name: groupZh,
      group_name_en: groupEn,
      rule_name: 'package-0-ok',
      rule_name_en: RULE_EN,
    });
    const capacity = (await dev.get('/newopen/service/bill/capacity/page?page_size=100')).body.data.list;
    expect(capacity.find((c: any) => c.apply_id === applyId)).toMatchObject({
      group_name: groupZh,
      group_name_en: groupEn,
      rule_name: 'package-0-ok',
      rule_name_en: RULE_EN,
    });
    const packages = (await dev.get('/newopen/service/bill/package/page?page_size=100')).body.data.list;
    expect(packages.find((o: any) => o.apply_id === applyId)).toMatchObject({
      group_name: groupZh,
      group_name_en: groupEn,
    });

    const ticket = await t.login('developer');
    const enCapacity = await sheet(await download(ticket, (await exported(devEn, 'bill_capacity')).job.export_job_id));
    expect(enCapacity.find((r) => r[1] === appName)).toEqual(expect.arrayContaining([groupEn, 'Production', RULE_EN]));
    const zhCapacity = await sheet(await download(ticket, (await exported(dev, 'bill_capacity')).job.export_job_id));
    expect(zhCapacity.find((r) => r[1] === appName)).toEqual(expect.arrayContaining([groupZh, '生产', 'package-0-ok']));
    // the generated bill list's export reads the same rows: English names in the English file
    const enBills = await sheet(
      await download(ticket, (await exported(devEn, 'bills', { apply_id: applyId })).job.export_job_id),
    );
    expect(enBills.slice(1).flat()).toEqual(expect.arrayContaining([groupEn, RULE_EN]));
    expect(enBills.slice(1).flat()).not.toContain(groupZh);
  });

  it("needs the screen's export permission and known filters", async () => {
    // providers hold capacityList but not applicationList
    expect(
      (await provider.post('/newopen/service/export/record', { source: 'bill_app_months', format: 'xlsx', filter: {} }))
        .status,
    ).toBe(403);
    expect(
      (await provider.post('/newopen/service/export/record', { source: 'bill_capacity', format: 'csv', filter: {} }))
        .status,
    ).toBe(200);
    const bad = await dev.post('/newopen/service/export/record', {
      source: 'bill_app_months',
      format: 'xlsx',
      filter: { apply_id: 'x', owner: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: any) => e.field).sort()).toEqual(['filter.apply_id', 'filter.owner']);
    expect(
      (
        await dev.post('/newopen/service/export/record', {
          source: 'bill_capacity',
          format: 'xlsx',
          filter: { state: 1 },
        })
      ).status,
    ).toBe(400);
  });
});
