/**
 * Billing arithmetic as a property (issue 15): for generated calls across days, APIs, statuses (some refused by
 * the gateway) and charge rules (free, per call, package; each `bill_on`), the closed month's bill lines equal a
 * recount of the raw call logs per day and API, the bill's amount is R(raw billable × price) by the one rounding
 * rule (money.ts), the lines add up to it exactly, and closing the month again changes nothing.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { closeMonth, refreshMonth } from '../../../src/server/billing/close.ts';
import { allocate, amountFen, fenPerThousand } from '../../../src/server/billing/money.ts';
import { monthRange } from '../../../src/server/billing/months.ts';
import { dateText } from '../../../src/server/billing/months.ts';
import { demoGroup, subscribe, writeCalls, type Call } from './fixtures.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof demoGroup>>;
const MONTH = '2026-09-01';
const { start, end } = monthRange(MONTH);
const AFTER = new Date(end.getTime() + 3 * 86_400_000);

beforeAll(async () => {
  t = await startTestApp();
  g = await demoGroup(t);
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

describe('money', () => {
  it('prices in fen per thousand and rounds half up', () => {
    expect(fenPerThousand('1.50')).toBe(150);
    expect(fenPerThousand('0.01')).toBe(1);
    expect(fenPerThousand(12)).toBe(1200);
    expect(amountFen(1, 500)).toBe(1n); // 0.5 fen → 1
    expect(amountFen(1, 499)).toBe(0n);
    expect(amountFen(3, 1)).toBe(0n);
    expect(amountFen(1000, 150)).toBe(150n);
  });
  it('allocates lines that add up to the rounded total, each within a fen of its own amount', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5000), { maxLength: 40 }), fc.nat(100000), (bs, price) => {
        const lines = allocate(bs, price);
        const total = bs.reduce((s, b) => s + b, 0);
        expect(lines.reduce((s, l) => s + l, 0n)).toBe(amountFen(total, price));
        bs.forEach((b, i) => expect(Math.abs(Number(lines[i]) - (b * price) / 1000)).toBeLessThanOrEqual(1));
      }),
    );
  });
});

const rawBillable = (bill_on: string) =>
  bill_on === 'ok' ? sql`status < 400` : bill_on === 'answered' ? sql`error_code is null` : sql`true`;

async function snapshot(apply_id: number) {
  const bills = await sql`select * from bills where apply_id = ${apply_id} order by bill_id`.execute(t.deps.db);
  const lines =
    await sql`select l.* from bill_lines l join bills b using (bill_id) where b.apply_id = ${apply_id} order by bill_line_id`.execute(
      t.deps.db,
    );
  return JSON.parse(JSON.stringify({ bills: bills.rows, lines: lines.rows }));
}

describe('bills from rollups', () => {
  it('equal the raw recount × price with the stated rounding; closing twice gives the same bills', async () => {
    const callArb = fc.record({
      day: fc.integer({ min: 0, max: 29 }),
      second: fc.integer({ min: 0, max: 86_399 }),
      api: fc.nat(7),
      status: fc.constantFrom(200, 201, 304, 400, 404, 429, 500, 503),
      refused: fc.boolean(),
    });
    const ruleArb = fc.record({
      rule_type: fc.constantFrom('free', 'per_call', 'package'),
      price: fc.oneof(
        fc.constant(null),
        fc.integer({ min: 0, max: 999_999 }).map((f) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`),
      ),
      bill_on: fc.constantFrom('ok', 'answered', 'all'),
    });
    await fc.assert(
      fc.asyncProperty(ruleArb, fc.array(callArb, { minLength: 1, maxLength: 120 }), async (rule, raw) => {
        const sub = await subscribe(t, g, rule, new Date(start.getTime() - 86_400_000));
        const calls: Call[] = raw.map((c) => ({
          at: new Date(start.getTime() + c.day * 86_400_000 + c.second * 1000),
          api: c.api,
          status: c.refused ? 429 : c.status,
          refused: c.refused && c.status === 429,
        }));
        await writeCalls(t, sub, calls);
        // the estimate while the month runs, then the close
        await refreshMonth(t.deps.db, MONTH, new Date(start.getTime() + 10 * 86_400_000));
        await closeMonth(t.deps.db, MONTH, AFTER);
        const first = await snapshot(sub.apply_id);
        expect(first.bills).toHaveLength(1);
        const bill = first.bills[0];
        expect(bill.state).toBe('issued');

        const recount = await sql<{ day: string; api_id: number; calls: string; billable: string }>`
        select to_char(called_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, api_id, count(*) as calls,
          count(*) filter (where ${rawBillable(rule.bill_on)}) as billable
        from call_logs where apply_id = ${sub.apply_id} and called_at >= ${start} and called_at < ${end}
        group by 1, 2 order by 1, 2`.execute(t.deps.db);
        const usage = first.lines.filter((l: any) => l.line_kind === 'usage');
        expect(
          usage.map((l: any) => [dateText(l.line_date), l.api_id, Number(l.calls), Number(l.billable_calls)]),
        ).toEqual(recount.rows.map((r) => [r.day, r.api_id, Number(r.calls), Number(r.billable)]));
        const price = rule.rule_type === 'per_call' ? fenPerThousand(rule.price) : 0;
        const billable = recount.rows.reduce((s, r) => s + Number(r.billable), 0);
        expect(BigInt(bill.amount_fen)).toBe(amountFen(billable, price));
        expect(BigInt(bill.total_fen)).toBe(amountFen(billable, price));
        expect(usage.reduce((s: bigint, l: any) => s + BigInt(l.amount_fen), 0n)).toBe(BigInt(bill.amount_fen));
        if (rule.rule_type !== 'per_call') expect(Number(bill.total_fen)).toBe(0);

        // closing again (and a later call arriving for the closed month) changes nothing
        await closeMonth(t.deps.db, MONTH, new Date(AFTER.getTime() + 86_400_000));
        await writeCalls(t, sub, [{ at: new Date(start.getTime() + 5 * 86_400_000), api: 0, status: 200 }]);
        await closeMonth(t.deps.db, MONTH, new Date(AFTER.getTime() + 2 * 86_400_000));
        expect(await snapshot(sub.apply_id)).toEqual(first);
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});
