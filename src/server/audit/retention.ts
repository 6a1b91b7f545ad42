/**
 * Keeps the audit trail AUDIT_RETENTION_DAYS (default 400): once an hour, under an advisory lock so one instance
 * does it, the oldest rows are removed as one prefix of the chain, and the chain head remembers the last removed
 * row's number and hash, so the first kept row still links and verify checks from there. Only this may delete
 * (the audit_guard trigger refuses any other delete or update); the chain head lock keeps appends out meanwhile.
 */
import { sql } from 'kysely';
import type { Deps } from '../context.ts';

const HOUR_MS = 60 * 60_000;

/** answers how many rows were removed */
export async function pruneAuditTrail(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.config.auditRetentionDays * 24 * HOUR_MS);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('audit retention')) as ok`.execute(trx);
    if (!locked.rows[0].ok) return 0;
    await trx.selectFrom('audit_chain').select('id').where('id', '=', 1).forUpdate().execute();
    // the chain is cut at the newest row older than the cutoff: everything up to it goes
    const last = await trx
      .selectFrom('audit_log')
      .select(['seq', 'hash'])
      .where('at', '<', cutoff)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) return 0;
    await sql`select set_config('audit.prune', 'on', true)`.execute(trx);
    const gone = await trx.deleteFrom('audit_log').where('seq', '<=', last.seq).executeTakeFirst();
    await trx
      .updateTable('audit_chain')
      .set({ pruned_seq: last.seq, pruned_hash: last.hash })
      .where('id', '=', 1)
      .execute();
    return Number(gone.numDeletedRows);
  });
}

export function startAuditRetention(deps: Deps, log: (err: unknown) => void, everyMs = HOUR_MS): () => void {
  const timer = setInterval(() => {
    pruneAuditTrail(deps).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
