/**
 * The audit trail in the browser (issue 23, item 11): a platform admin sees every change with its operation and
 * object, opens one to read its fields before and after, and checks the chain (intact, then, after a record is
 * edited in the database, broken at that record); a provider sees only its own group's changes and no check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let partnerSeq: number;

async function as(user: string, method: string, url: string, payload: object) {
  const session = await r.app.app.inject({
    method: 'POST',
    url: '/openauthor/v1/user/login',
    payload: { user_name: user, password: md5Hex(DEMO_PASSWORD) },
  });
  const res = await r.app.app.inject({
    method: method as 'POST',
    url,
    headers: { ticket: session.json().data.ticket },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  r = await startRunning();
  const p = await as('admin', 'POST', '/newopen/service/partner', {
    partner_name: '审计浏览器伙伴',
    partner_type: 'isv',
  });
  await as('admin', 'PUT', '/newopen/service/partner', {
    partner_id: p.partner_id,
    partner_name: '审计浏览器伙伴二',
    partner_type: 'isv',
  });
  const db = r.app.deps.db;
  partnerSeq = Number(
    (
      await db
        .selectFrom('audit_log')
        .select('seq')
        .where('operation_id', '=', 'partnerUpdate')
        .executeTakeFirstOrThrow()
    ).seq,
  );
  const provider = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'provider')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('api_groups')
    .select('group_id')
    .where('created_by', '=', provider.user_id)
    .orderBy('group_id')
    .executeTakeFirstOrThrow();
  await as('provider', 'POST', '/newopen/service/charge_rule', {
    group_id: group.group_id,
    rule_name: '审计规则',
    rule_type: 'free',
    enabled: true,
    is_default: false,
  });
});
afterAll(async () => {
  await r?.stop();
});

describe('the audit trail in the browser', () => {
  it('a platform admin reads every change, its fields before and after, and checks the chain', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'admin' });
    await page.goto('/openUser/auditLog');
    const update = page.getByRole('row').filter({ hasText: 'partnerUpdate' });
    await expect.poll(() => update.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: 'chargeRuleCreate' }).count()).toBeGreaterThan(0);
    expect(await update.textContent()).toContain('修改');

    await page.goto(`/openUser/auditLog/${partnerSeq}`);
    await expect.poll(() => page.getByText('审计浏览器伙伴二').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText('变更前').count()).toBeGreaterThan(0);
    await shot(page, 'audit-record');

    await page.goto('/openUser/auditLog');
    await page.getByTestId('audit-verify').click();
    await expect
      .poll(() => page.getByTestId('audit-verify-result').textContent(), { timeout: 10_000 })
      .toMatch(/^审计链完整：共校验 \d+ 条记录$/);

    const db = r.app.deps.db;
    await db.transaction().execute(async (trx) => {
      await sql`alter table audit_log disable trigger audit_guard`.execute(trx);
      await sql`update audit_log set actor_name = 'nobody' where seq = ${partnerSeq}`.execute(trx);
      await sql`alter table audit_log enable trigger audit_guard`.execute(trx);
    });
    await page.getByTestId('audit-verify').click();
    await expect
      .poll(() => page.getByTestId('audit-verify-result').textContent(), { timeout: 10_000 })
      .toBe(`审计链在第 ${partnerSeq} 条记录处断开：记录内容与其哈希不符（已被修改）`);
    await shot(page, 'audit-verify-broken');
    await context.close();
  });

  it("a provider sees its own group's changes, not the platform's, and no chain check", async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'provider' });
    await page.goto('/openUser/auditLog');
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'chargeRuleCreate' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.getByRole('row').filter({ hasText: 'partner' }).count()).toBe(0);
    expect(await page.getByTestId('audit-verify').count()).toBe(0);
    await context.close();
  });
});
