/**
 * Daily partitions of the call-log chunks (UTC days of their minute, call_log_chunks.bucket). `preparePartitions`
 * makes sure the days around now have their own partition; a row that arrived in the default partition for such a
 * day (clock skew, a long outage) is moved into it first, so attaching never fails and nothing is lost.
 * `dropExpiredCallLogs` drops whole days past the retention and deletes what the default partition holds from
 * before it. Several instances may run both at once: each step takes a transaction-scoped advisory lock.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
const LOCK_KEY = 7_012_001;

const dayStart = (t: number) => t - (t % DAY_MS);
export const partitionName = (start: number) =>
  `call_log_chunks_${new Date(start).toISOString().slice(0, 10).replace(/-/g, '')}`;

async function existing(db: Kysely<Database> | Transaction<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'call_log_chunks'`.execute(
    db,
  );
  return new Set(rows.map((r) => r.name));
}

export async function preparePartitions(
  db: Kysely<Database>,
  now: Date,
  daysBack = 1,
  daysAhead = 3,
): Promise<string[]> {
  const have = await existing(db);
  const made: string[] = [];
  const today = dayStart(now.getTime());
  for (let d = -daysBack; d <= daysAhead; d++) {
    const start = today + d * DAY_MS;
    const name = partitionName(start);
    if (have.has(name)) continue;
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      if ((await existing(trx)).has(name)) return;
      const from = new Date(start),
        to = new Date(start + DAY_MS);
      await sql`create table ${sql.table(name)} (like call_log_chunks including defaults including constraints)`.execute(
        trx,
      );
      await sql`with moved as (delete from call_log_chunks_default where bucket >= ${from} and bucket < ${to} returning *)
        insert into ${sql.table(name)} select * from moved`.execute(trx);
      await sql`alter table call_log_chunks attach partition ${sql.table(name)} for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(
        trx,
      );
    });
    made.push(name);
  }
  return made;
}

export async function dropExpiredCallLogs(db: Kysely<Database>, now: Date, retentionDays: number): Promise<string[]> {
  const cutoff = dayStart(now.getTime()) - retentionDays * DAY_MS;
  const dropped: string[] = [];
  for (const name of await existing(db)) {
    const m = /^call_log_chunks_(\d{4})(\d{2})(\d{2})$/.exec(name);
    if (!m) continue;
    const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (start + DAY_MS > cutoff) continue;
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
      await sql`drop table if exists ${sql.table(name)}`.execute(trx);
    });
    dropped.push(name);
  }
  await db.deleteFrom('call_log_chunks').where('bucket', '<', new Date(cutoff)).execute();
  return dropped;
}
