/**
 * MCP tokens' last-used times, shown to their developer: a call only notes its token in memory; the latest time per
 * token is written every few seconds in one statement, so the call path never waits for the database.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const FLUSH_MS = 5_000;

export function tokenUseRecorder(db: Kysely<Database>, onError: (err: unknown) => void) {
  let pending = new Map<number, number>();
  const flush = async () => {
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([id, at]) => sql`(${id}::int, ${new Date(at).toISOString()}::timestamptz)`);
    await sql`update app_mcp_tokens t set last_used_at = greatest(coalesce(t.last_used_at, v.at), v.at)
      from (values ${sql.join(rows)}) as v(id, at) where t.mcp_token_id = v.id`.execute(db);
  };
  const timer = setInterval(() => {
    flush().catch(onError);
  }, FLUSH_MS);
  timer.unref();
  return {
    touch(id: number, at: number) {
      if ((pending.get(id) ?? 0) < at) pending.set(id, at);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush().catch(onError);
    },
  };
}
