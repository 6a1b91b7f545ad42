/**
 * Checks the audit chain: row by row in `seq` order, each row's hash must be the SHA-256 of its canonical text
 * (`audit_canonical`, migration 1110_audit: every column, the previous hash included, as the database renders them) and
 * its `prev_hash` the previous row's hash; numbers run without gaps from where retention cut the chain, and the
 * last row is the chain head's. The hash is recomputed here (node:crypto), not trusted from the database.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type BreakReason = 'content' | 'link' | 'missing' | 'tail';

export type VerifyResult =
  { ok: true; rows: number; last_seq: number } | { ok: false; rows: number; seq: number; reason: BreakReason };

const BATCH = 2000;

export async function verifyAuditChain(db: Kysely<Database>): Promise<VerifyResult> {
  // one snapshot: rows appended while this runs are neither half seen nor taken for a break
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const head = await trx.selectFrom('audit_chain').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      let expectedSeq = Number(head.pruned_seq) + 1;
      let prev = head.pruned_hash;
      let rows = 0;
      for (;;) {
        const batch = await sql<{ seq: string | number; prev_hash: string; hash: string; canonical: string }>`
        select a.seq, a.prev_hash, a.hash, audit_canonical(a) as canonical from audit_log a
        where a.seq >= ${expectedSeq} order by a.seq limit ${BATCH}`.execute(trx);
        for (const r of batch.rows) {
          const seq = Number(r.seq);
          if (seq !== expectedSeq) return { ok: false as const, rows, seq: expectedSeq, reason: 'missing' as const };
          if (r.prev_hash !== prev) return { ok: false as const, rows, seq, reason: 'link' as const };
          if (createHash('sha256').update(r.canonical, 'utf8').digest('hex') !== r.hash) {
            return { ok: false as const, rows, seq, reason: 'content' as const };
          }
          prev = r.hash;
          expectedSeq = seq + 1;
          rows++;
        }
        if (batch.rows.length < BATCH) break;
      }
      const lastSeq = expectedSeq - 1;
      // rows removed from the end leave the head pointing past them
      if (lastSeq !== Number(head.last_seq) || prev !== head.last_hash) {
        return { ok: false as const, rows, seq: lastSeq + 1, reason: 'tail' as const };
      }
      return { ok: true as const, rows, last_seq: lastSeq };
    });
}

const REASONS: Record<BreakReason, string> = {
  content: 'its content does not match its hash (it was changed)',
  link: 'its previous hash does not match the record before it',
  missing: 'the record is missing (it was deleted)',
  tail: 'records at the end of the chain are missing (deleted)',
};

/** one line for the command line (the console has its own, localized: messages.ts) */
export function describeVerify(result: VerifyResult): string {
  return result.ok
    ? `audit chain intact: ${result.rows} records checked (last #${result.last_seq})`
    : `audit chain broken at record #${result.seq}: ${REASONS[result.reason]}`;
}
