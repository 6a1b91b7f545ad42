/**
 * The billing job, on the app's injected clock: every minute it recomputes the current month's estimates (open
 * bills) from the rollups and closes every earlier month that still has open bills (recomputed one last time,
 * then issued). Closing is idempotent: issued bills are frozen, so a second run finds nothing open and changes
 * nothing. One transaction per month under an advisory lock, so two instances never close the same month twice.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { writeMonth } from './write-month.ts';
import { addMonths, monthOf } from './months.ts';
import { transitionAll } from './states.ts';
import { checkBudgets } from './cost-centers.ts';
import { refreshSettlements } from './settlements.ts';
import { applyDueVersions } from './price-schedule.ts';

const LOCK_KEY = 15_0000_01;

/** holds billing's lock until the transaction ends: whoever writes bills (the job, a purchase) takes it first */
export async function lockBilling(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
}

async function locked<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockBilling(trx);
    return fn(trx);
  });
}

/** Recomputes the open bills of `month` (the estimate) without issuing them. */
export async function refreshMonth(db: Kysely<Database>, month: string, now: Date): Promise<number> {
  return locked(db, async (trx) => {
    const n = await writeMonth(trx, month, now);
    await checkBudgets(trx, now);
    return n;
  });
}

/** Closes a month that has ended: last recompute of its open bills, then open → issued. Answers the bills issued. */
export async function closeMonth(db: Kysely<Database>, month: string, now: Date): Promise<number> {
  if (month >= monthOf(now)) throw new Error(`month ${month} has not ended at ${now.toISOString()}`);
  return locked(db, async (trx) => {
    await writeMonth(trx, month, now);
    const issued = await transitionAll(trx, { bill_month: month }, 'close', null, now);
    await checkBudgets(trx, now);
    return issued;
  });
}

/** One round of the job: close ended months with open bills (and the previous month even if it has none yet), refresh this one. */
export async function runBillingJob(
  db: Kysely<Database>,
  now: Date,
): Promise<{ closed: Record<string, number>; estimated: number }> {
  const current = monthOf(now);
  const openMonths = await db
    .selectFrom('bills')
    .select(sql<string>`to_char(bill_month, 'YYYY-MM-DD')`.as('m'))
    .where('state', '=', 'open')
    .where('bill_month', '<', current)
    .groupBy('bill_month')
    .execute();
  // the previous month is closed once (any of its bills issued and none open means it was); later months with open bills always
  const previous = addMonths(current, -1);
  const closedBefore = await db
    .selectFrom('bills')
    .select('bill_id')
    .where('bill_month', '=', previous)
    .where('state', '!=', 'open')
    .limit(1)
    .executeTakeFirst();
  const months = new Set<string>([...(closedBefore ? [] : [previous]), ...openMonths.map((r: any) => r.m as string)]);
  const closed: Record<string, number> = {};
  for (const m of [...months].sort()) closed[m] = await closeMonth(db, m, now);
  // a price version that has taken effect shows on its rule's row (bills read the versions themselves)
  await applyDueVersions(db, now);
  const estimated = await refreshMonth(db, current, now);
  await locked(db, (trx) => refreshSettlements(trx, now));
  return { closed, estimated };
}

export function startBillingJob(
  deps: { db: Kysely<Database>; now: () => Date },
  onError: (err: unknown) => void,
  everyMs = 60_000,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runBillingJob(deps.db, deps.now())
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
