/**
 * The audit trail (issue 23): every change made through the platform API by a signed-in user, one row per changed
 * database row, chained by SHA-256 so that an edited, inserted or removed row shows.
 *
 * How a row gets here, all inside the transaction that makes the change (a rolled-back change leaves nothing, a
 * failed audit write fails the change):
 * 1. the request's audit context (who, from where, which operation) is set as `audit.ctx`, transaction-local, by
 *    the database driver (src/server/audit/driver.ts) for requests dispatched with one;
 * 2. `audit_capture`, a deferred row trigger on every audited table (attached at start, src/server/audit/triggers.ts),
 *    fires at commit for each change the transaction made, in order, with the row as it was before and after that
 *    change: it reads the context, masks secrets (`audit_mask`), takes the chain head's row lock (so concurrent
 *    writers append one after another, on PGlite and PostgreSQL alike), numbers the record, hashes it over its
 *    canonical text (`audit_canonical`, which includes the previous record's hash) and appends it to `audit_log`.
 * The head is locked only at commit, after the change's own row locks, so two transactions cannot deadlock on it;
 * and nothing is staged in a table (rows inserted and deleted by every change would pile up where no autovacuum
 * runs, as in PGlite).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table audit_log (
    seq bigint primary key,
    at timestamptz not null,
    actor_user_id integer,
    actor_name text,
    actor_roles text,
    enterprise_id integer,
    -- reserved for actions taken by an agent on a user's behalf ("by agent <client> for <user>"); null until then
    via_agent text,
    client_ip text,
    request_id text,
    operation_id text,
    object_type text not null,
    object_id text,
    action text not null check (action in ('insert', 'update', 'delete')),
    before jsonb,
    after jsonb,
    group_id integer,
    subject_enterprise_id integer,
    prev_hash text not null,
    hash text not null
  )`.execute(db);
  await sql`create index audit_log_at_idx on audit_log (at)`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_user_id, seq)`.execute(db);
  await sql`create index audit_log_object_idx on audit_log (object_type, object_id)`.execute(db);
  await sql`create index audit_log_enterprise_idx on audit_log (enterprise_id, seq) where enterprise_id is not null`.execute(
    db,
  );
  await sql`create index audit_log_subject_enterprise_idx on audit_log (subject_enterprise_id, seq) where subject_enterprise_id is not null`.execute(
    db,
  );
  await sql`create index audit_log_group_idx on audit_log (group_id, seq) where group_id is not null`.execute(db);

  // the chain head: the last row's number and hash, and where retention cut the chain (its first kept row links there)
  await sql`create table audit_chain (
    id smallint primary key check (id = 1),
    last_seq bigint not null,
    last_hash text not null,
    pruned_seq bigint not null,
    pruned_hash text not null
  )`.execute(db);
  await sql`insert into audit_chain values (1, 0, repeat('0', 64), 0, repeat('0', 64))`.execute(db);

  // secrets never reach the trail: values under such keys (at any depth) become "***", so a change still shows
  await sql`create function audit_mask(v jsonb) returns jsonb language plpgsql immutable as $$
    declare
      secret constant text := '(secret|passw|^pwd$|token|hash|credential|private_key|cipher|salt|_enc$|^authorization$|^cookie$|api_key|access_key)';
    begin
      if jsonb_typeof(v) = 'object' then
        -- most rows have nothing to mask: answer them as they are
        if not exists (select 1 from jsonb_each(v) as e(k, x)
            where (k ~* secret and k !~* '_at$') or jsonb_typeof(x) in ('object', 'array')) then
          return v;
        end if;
        return (select jsonb_object_agg(k, case
            when k ~* secret and k !~* '_at$' and jsonb_typeof(x) <> 'null' then '"***"'::jsonb
            when jsonb_typeof(x) in ('object', 'array') then audit_mask(x)
            else x end)
          from jsonb_each(v) as e(k, x));
      elsif jsonb_typeof(v) = 'array' then
        return coalesce((select jsonb_agg(case when jsonb_typeof(x) in ('object', 'array') then audit_mask(x) else x end order by i)
          from jsonb_array_elements(v) with ordinality as a(x, i)), '[]'::jsonb);
      end if;
      return v;
    end $$`.execute(db);

  // the text a row's hash covers: every column but the hash itself, the previous hash included; times in UTC
  await sql`create function audit_canonical(r audit_log) returns text language sql stable as $$
    select jsonb_build_array(r.seq, to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      r.actor_user_id, r.actor_name, r.actor_roles, r.enterprise_id, r.via_agent, r.client_ip, r.request_id,
      r.operation_id, r.object_type, r.object_id, r.action, r.before, r.after, r.group_id, r.subject_enterprise_id,
      r.prev_hash)::text
  $$`.execute(db);

  // tg_argv[0]: the primary key's columns (comma-separated); the rest: columns left out (file contents)
  await sql`create function audit_capture() returns trigger language plpgsql as $$
    declare
      c text := current_setting('audit.ctx', true);
      ctx jsonb;
      o jsonb;
      n jsonb;
      full_row jsonb;
      changed_o jsonb;
      changed_n jsonb;
      left_out text[] := '{}';
      head audit_chain;
      r audit_log;
    begin
      if c is null or c = '' then return null; end if;
      ctx := c::jsonb;
      if tg_nargs > 1 then left_out := tg_argv[1:tg_nargs - 1]; end if;
      if tg_op <> 'INSERT' then o := to_jsonb(old) - left_out; end if;
      if tg_op <> 'DELETE' then n := to_jsonb(new) - left_out; end if;
      full_row := coalesce(n, o);
      if tg_op = 'UPDATE' then
        -- an update records only the fields it changed
        select jsonb_object_agg(e.key, e.value), jsonb_object_agg(e.key, n -> e.key) into changed_o, changed_n
          from jsonb_each(o) as e where e.value is distinct from n -> e.key;
        if changed_o is null then return null; end if;
        o := changed_o;
        n := changed_n;
      end if;
      select string_agg(full_row ->> k.col, ',' order by k.i) into r.object_id
        from unnest(string_to_array(tg_argv[0], ',')) with ordinality as k(col, i);
      r.at := coalesce((ctx ->> 'at')::timestamptz, now());
      r.actor_user_id := (ctx ->> 'user_id')::integer;
      r.actor_name := ctx ->> 'user_name';
      r.actor_roles := ctx ->> 'roles';
      r.enterprise_id := (ctx ->> 'enterprise_id')::integer;
      r.via_agent := ctx ->> 'via_agent';
      r.client_ip := ctx ->> 'ip';
      r.request_id := ctx ->> 'request_id';
      r.operation_id := ctx ->> 'operation_id';
      r.object_type := tg_table_name;
      r.action := lower(tg_op);
      r.before := audit_mask(o);
      r.after := audit_mask(n);
      r.group_id := case when jsonb_typeof(full_row -> 'group_id') = 'number' then (full_row ->> 'group_id')::integer end;
      r.subject_enterprise_id := case when jsonb_typeof(full_row -> 'enterprise_id') = 'number' then (full_row ->> 'enterprise_id')::integer end;
      select * into head from audit_chain where id = 1 for update;
      r.seq := head.last_seq + 1;
      r.prev_hash := head.last_hash;
      r.hash := encode(sha256(convert_to(audit_canonical(r), 'UTF8')), 'hex');
      insert into audit_log select r.*;
      update audit_chain set last_seq = r.seq, last_hash = r.hash where id = 1;
      return null;
    end $$`.execute(db);

  // append-only: rows are neither changed nor removed, except by retention (which sets audit.prune for its transaction)
  await sql`create function audit_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('audit.prune', true) = 'on' then return old; end if;
      raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_guard before update or delete on audit_log for each row execute function audit_guard()`.execute(
    db,
  );
  await sql`create trigger audit_guard_truncate before truncate on audit_log for each statement execute function audit_guard()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = await sql<{ relname: string }>`select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = 'audit_capture'`.execute(db);
  for (const t of tables.rows) await sql`drop trigger if exists audit_capture on ${sql.id(t.relname)}`.execute(db);
  await sql`drop function if exists audit_canonical(audit_log)`.execute(db);
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop table if exists audit_chain`.execute(db);
  for (const f of ['audit_capture()', 'audit_guard()', 'audit_mask(jsonb)']) {
    await sql.raw(`drop function if exists ${f}`).execute(db);
  }
}
