/**
 * The audit trail (issue 23): every change made through the platform API by a signed-in user, one row per changed
 * database row, chained by SHA-256 so that an edited, inserted or removed row shows.
 *
 * How a row gets here, all inside the transaction that makes the change (a rolled-back change leaves nothing, a
 * failed audit write fails the change):
 * 1. the request's audit context (who, from where, which operation) is set as `audit.ctx`, transaction-local, by
 *    the database driver (src/server/audit/driver.ts) for requests dispatched with one;
 * 2. `audit_capture`, a row trigger on every audited table (attached at start, src/server/audit/triggers.ts), reads
 *    it and stages the change in `audit_pending`, secrets masked by `audit_mask`;
 * 3. at commit, the deferred trigger `audit_seal` takes the chain head's row lock (so concurrent writers append one
 *    after another, on PGlite and PostgreSQL alike), numbers the staged rows, hashes each over its canonical text
 *    (`audit_canonical`, which includes the previous row's hash) and moves them to `audit_log`.
 * The head is locked only at commit, after the change's own row locks, so two transactions cannot deadlock on it.
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
  await sql`create index audit_log_enterprise_idx on audit_log (enterprise_id, seq) where enterprise_id is not null`.execute(db);
  await sql`create index audit_log_subject_enterprise_idx on audit_log (subject_enterprise_id, seq) where subject_enterprise_id is not null`.execute(db);
  await sql`create index audit_log_group_idx on audit_log (group_id, seq) where group_id is not null`.execute(db);

  await sql`create table audit_pending (
    pending_id bigserial primary key,
    ctx jsonb not null,
    object_type text not null,
    object_id text,
    action text not null,
    before jsonb,
    after jsonb,
    group_id integer,
    subject_enterprise_id integer
  )`.execute(db);

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
      o jsonb;
      n jsonb;
      full_row jsonb;
      changed_o jsonb;
      changed_n jsonb;
      object_id text;
      left_out text[] := '{}';
    begin
      if c is null or c = '' then return null; end if;
      if tg_nargs > 1 then left_out := tg_argv[1:tg_nargs - 1]; end if;
      if tg_op <> 'INSERT' then o := to_jsonb(old) - left_out; end if;
      if tg_op <> 'DELETE' then n := to_jsonb(new) - left_out; end if;
      full_row := coalesce(n, o);
      select string_agg(full_row ->> k.col, ',' order by k.i) into object_id
        from unnest(string_to_array(tg_argv[0], ',')) with ordinality as k(col, i);
      if tg_op = 'UPDATE' then
        -- an update records only the fields it changed
        select jsonb_object_agg(e.key, e.value), jsonb_object_agg(e.key, n -> e.key) into changed_o, changed_n
          from jsonb_each(o) as e where e.value is distinct from n -> e.key;
        if changed_o is null then return null; end if;
        o := changed_o;
        n := changed_n;
      end if;
      insert into audit_pending (ctx, object_type, object_id, action, before, after, group_id, subject_enterprise_id)
      values (c::jsonb, tg_table_name, object_id, lower(tg_op), audit_mask(o), audit_mask(n),
        case when jsonb_typeof(full_row -> 'group_id') = 'number' then (full_row ->> 'group_id')::integer end,
        case when jsonb_typeof(full_row -> 'enterprise_id') = 'number' then (full_row ->> 'enterprise_id')::integer end);
      return null;
    end $$`.execute(db);

  await sql`create function audit_seal() returns trigger language plpgsql as $$
    declare
      head audit_chain;
      p audit_pending;
      r audit_log;
    begin
      if not exists (select 1 from audit_pending) then return null; end if;
      select * into head from audit_chain where id = 1 for update;
      for p in select * from audit_pending order by pending_id loop
        r.seq := head.last_seq + 1;
        r.at := coalesce((p.ctx ->> 'at')::timestamptz, now());
        r.actor_user_id := (p.ctx ->> 'user_id')::integer;
        r.actor_name := p.ctx ->> 'user_name';
        r.actor_roles := p.ctx ->> 'roles';
        r.enterprise_id := (p.ctx ->> 'enterprise_id')::integer;
        r.via_agent := p.ctx ->> 'via_agent';
        r.client_ip := p.ctx ->> 'ip';
        r.request_id := p.ctx ->> 'request_id';
        r.operation_id := p.ctx ->> 'operation_id';
        r.object_type := p.object_type;
        r.object_id := p.object_id;
        r.action := p.action;
        r.before := p.before;
        r.after := p.after;
        r.group_id := p.group_id;
        r.subject_enterprise_id := p.subject_enterprise_id;
        r.prev_hash := head.last_hash;
        r.hash := encode(sha256(convert_to(audit_canonical(r), 'UTF8')), 'hex');
        insert into audit_log select r.*;
        head.last_seq := r.seq;
        head.last_hash := r.hash;
      end loop;
      delete from audit_pending;
      update audit_chain set last_seq = head.last_seq, last_hash = head.last_hash where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger audit_seal after insert on audit_pending
    deferrable initially deferred for each row execute function audit_seal()`.execute(db);

  // append-only: rows are neither changed nor removed, except by retention (which sets audit.prune for its transaction)
  await sql`create function audit_guard() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('audit.prune', true) = 'on' then return old; end if;
      raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_guard before update or delete on audit_log for each row execute function audit_guard()`.execute(db);
  await sql`create trigger audit_guard_truncate before truncate on audit_log for each statement execute function audit_guard()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = await sql<{ relname: string }>`select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = 'audit_capture'`.execute(db);
  for (const t of tables.rows) await sql`drop trigger if exists audit_capture on ${sql.id(t.relname)}`.execute(db);
  await sql`drop function if exists audit_canonical(audit_log)`.execute(db);
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop table if exists audit_pending`.execute(db);
  await sql`drop table if exists audit_chain`.execute(db);
  for (const f of ['audit_seal()', 'audit_capture()', 'audit_guard()', 'audit_mask(jsonb)']) {
    await sql.raw(`drop function if exists ${f}`).execute(db);
  }
}
