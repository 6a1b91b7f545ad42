/**
 * A server test file's database costs ~4 s of CPU on PGlite (the WebAssembly database loading the run's seeded
 * dump) and a `CREATE DATABASE … TEMPLATE` copy of ~2.5 s on PostgreSQL. A worker of the server project runs its
 * files one after another (isolate: false), so when a file is done with its database it is kept as the worker's
 * spare, and the worker's next file gets it back reset to the seeded data: every table emptied and refilled from a
 * snapshot taken when it was first opened, sequences set back (~0.5 s). A file that changed the schema (a column,
 * a table, a new call-log partition) leaves a spare that cannot be reset: it is closed and a fresh copy opened.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../src/server/db/index.ts';

/** where the snapshot lives, beside public in the same database */
const SNAPSHOT = 'seed_snapshot';

export interface Spare {
  key: string;
  db: Db;
  /** puts the seeded data back; false when it cannot (the schema changed) */
  restore: () => Promise<boolean>;
  /** closes the database for good (and drops it, on PostgreSQL) */
  discard: () => Promise<void>;
}

let spare: Spare | undefined;

/** the worker's spare for `key`, reset to its seeded data; undefined when there is none or it could not be reset */
export async function takeSpare(key: string): Promise<Spare | undefined> {
  const s = spare;
  spare = undefined;
  if (!s) return undefined;
  if (s.key === key && (await s.restore().catch(() => false))) return s;
  await s.discard();
  return undefined;
}

/** a taken spare as a file's database: already seeded, and handed back to the worker when the file drops it */
export function asTestDb(s: Spare) {
  return { db: s.db, seeded: true, keep: async () => undefined, drop: () => keepSpare(s) };
}

/** keeps a database the file is done with for the worker's next file */
export async function keepSpare(s: Spare): Promise<void> {
  const old = spare;
  spare = s;
  if (old) await old.discard();
}

/** the ordinary tables (partitions included, partitioned parents not: their rows are their partitions') */
async function tables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/** tables, columns and their types: a file that altered any of them leaves a database no reset can restore */
async function schemaPrint(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ p: string }>`
    select string_agg(c.relname || '.' || a.attname || ':' || a.atttypid, ',' order by c.relname, a.attnum) as p
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped`.execute(db);
  return rows[0]?.p ?? '';
}

/**
 * Copies every table's rows and every sequence's position into a schema of their own; answers the function that
 * puts them back. Triggers stay quiet while it does (the audit log and the work-order history refuse deletes, on
 * purpose, to everyone else); all of it on one connection, which is where `session_replication_role` holds.
 */
export async function snapshot(kdb: Kysely<any>): Promise<() => Promise<boolean>> {
  const names = await tables(kdb);
  const print = await schemaPrint(kdb);
  const { rows: seqs } = await sql<{ name: string; last: string | null }>`
    select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`.execute(kdb);
  await sql.raw(`create schema ${SNAPSHOT}`).execute(kdb);
  for (const t of names) await sql.raw(`create table ${SNAPSHOT}."${t}" as table public."${t}"`).execute(kdb);
  const statements = [
    'set session_replication_role = replica',
    `truncate ${names.map((t) => `public."${t}"`).join(', ')}`,
    ...names.map((t) => `insert into public."${t}" table ${SNAPSHOT}."${t}"`),
    ...seqs.map((s) =>
      s.last === null
        ? `select setval('public."${s.name}"', 1, false)`
        : `select setval('public."${s.name}"', ${s.last}, true)`,
    ),
    'set session_replication_role = origin',
  ];
  return async () => {
    if ((await schemaPrint(kdb)) !== print) return false;
    // one statement at a time (PGlite's extended protocol takes one per query), on one connection
    await kdb.connection().execute(async (c) => {
      for (const statement of statements) await sql.raw(statement).execute(c);
    });
    return true;
  };
}
