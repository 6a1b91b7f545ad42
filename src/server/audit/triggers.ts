/**
 * Puts the audit_capture trigger (migration 1110_audit; deferred: it records at commit) on every table of the schema
 * except the ones below, at every start: tables other engineers add in later migrations are audited without anyone
 * listing them. A table's primary key names the changed object; its bytea columns (file contents) stay out.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Not changes anyone makes to the platform: the trail itself, sessions and login state, throttling counters,
 * one-time codes and their outbox, export jobs and their file chunks, read markers, the gateway's call logs and
 * rollups (every call_log… and call_rollup… table) and its configuration version (bumped by every change that is itself recorded).
 */
const NOT_AUDITED = new Set([
  'audit_log',
  'audit_chain',
  'kysely_migration',
  'kysely_migration_lock',
  'tickets',
  'sso_tokens',
  'login_guards',
  'captchas',
  'rate_limits',
  'verification_codes',
  'outbox_messages',
  'oidc_states',
  'oidc_pending_links',
  'export_jobs',
  'export_chunks',
  'notice_reads',
  'announcement_reads',
  'gateway_config',
  'call_logs',
  'call_rollups',
  // the authorization server's codes, tokens and sessions (like tickets) and its signing key; consents are audited
  'oauth_payloads',
  'oauth_keys',
]);

export const isAudited = (table: string) =>
  !NOT_AUDITED.has(table) && !table.startsWith('call_log') && !table.startsWith('call_rollup');

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

export async function attachAuditTriggers(db: Kysely<Database>): Promise<string[]> {
  // instances starting together take turns, so two never replace one trigger at once
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('audit_capture triggers'))`.execute(trx);
    return attach(trx);
  });
}

async function attach(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table: string; pk: string | null; blobs: string[] | null; def: string | null }>`
    select c.relname as table,
      (select string_agg(a.attname, ',' order by k.i) from unnest(i.indkey) with ordinality as k(attnum, i)
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as pk,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.atttypid = 'bytea'::regtype) as blobs,
      (select pg_get_triggerdef(t.oid) from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'audit_capture') as def
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition`.execute(db);
  const attached: string[] = [];
  for (const r of rows) {
    if (!isAudited(r.table)) continue;
    const args = [r.pk ?? '', ...(r.blobs ?? [])].map(quote).join(', ');
    if (r.def?.includes('CONSTRAINT TRIGGER') && r.def.includes(`audit_capture(${args})`)) continue;
    // a constraint trigger cannot be replaced in place: its arguments changed (a new bytea column), so anew
    await sql.raw(`drop trigger if exists audit_capture on "${r.table}"`).execute(db);
    await sql
      .raw(
        `create constraint trigger audit_capture after insert or update or delete on "${r.table}"
      deferrable initially deferred for each row
      -- without a context (jobs, sign-ups) the change is not queued for the trigger at all
      when (coalesce(current_setting('audit.ctx', true), '') <> '')
      execute function audit_capture(${args})`,
      )
      .execute(db);
    attached.push(r.table);
  }
  return attached;
}
