/**
 * Compares the schemas two migration sets make (e.g. a squashed baseline against the chain it replaces): migrates
 * a fresh database with each and diffs a description read from the catalogs, sorted: tables and partitions (with
 * their bounds), columns in order with types, defaults, nullability and identity, constraints, indexes, sequences,
 * functions, triggers, and every row the migrations wrote (columns of type timestamptz left out: they hold now()).
 * Prints the differences and exits 1 when there are any.
 *
 *   node --import tsx scripts/schema-diff.ts <migrations index A> <migrations index B>
 *
 * Each argument is a module exporting `migrations` (like src/server/db/migrations/index.ts), e.g. an older set
 * extracted with `git archive main src/server/db/migrations | tar -x -C .tmp/old`. Embedded PGlite by default;
 * with SCHEMA_DIFF_DATABASE_URL (a PostgreSQL server's admin URL), on two scratch databases created and dropped
 * there. SCHEMA_DIFF_OUT=<dir> keeps both descriptions as files.
 */
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: schema-diff.ts <migrations index A> <migrations index B>');
  process.exit(2);
}
const adminUrl = process.env.SCHEMA_DIFF_DATABASE_URL;

async function load(path: string): Promise<Record<string, Migration>> {
  const mod = (await import(pathToFileURL(resolve(path)).href)) as { migrations: Record<string, Migration> };
  return mod.migrations;
}

async function open(name: string): Promise<{ db: Kysely<any>; close: () => Promise<void> }> {
  if (!adminUrl) {
    const pglite = new PGlite();
    const db = new Kysely<any>({ dialect: new PGliteDialect(pglite as never) });
    return { db, close: () => db.destroy() };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href }) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** one line per catalog fact, sorted */
async function describe(db: Kysely<any>): Promise<string[]> {
  const lines: string[] = [];
  const q = async (label: string, query: ReturnType<typeof sql>) => {
    const { rows } = await query.execute(db);
    // (every column of a query has a name of its own: a row is an object)
    for (const r of rows as Record<string, unknown>[]) lines.push(`${label} ${JSON.stringify(Object.values(r))}`);
  };
  const ours = sql`n.nspname = 'public'`;
  await q(
    'relation',
    sql`select c.relname, c.relkind, c.relpersistence, c.relispartition, pg_get_expr(c.relpartbound, c.oid),
      case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end, c.relrowsecurity
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${ours} and c.relkind in ('r', 'p', 'v', 'm', 'f') and c.relname not like 'kysely_migration%'`,
  );
  // the column's position among the table's live columns: a column dropped and added again leaves a hole in attnum
  await q(
    'column',
    sql`select c.relname, row_number() over (partition by c.oid order by a.attnum), a.attname,
      format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid), a.attidentity,
      a.attgenerated, co.collname
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      left join pg_collation co on co.oid = a.attcollation and a.attcollation <> 100
      where ${ours} and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
        and c.relname not like 'kysely_migration%'`,
  );
  await q(
    'constraint',
    sql`select c.relname, k.conname, k.contype, pg_get_constraintdef(k.oid), k.condeferrable, k.condeferred,
      k.convalidated, k.conislocal
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where ${ours} and c.relname not like 'kysely_migration%'`,
  );
  await q(
    'index',
    sql`select t.relname as table_name, i.relname as index_name, pg_get_indexdef(i.oid), x.indisunique, x.indisprimary
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = i.relnamespace
      where ${ours} and t.relname not like 'kysely_migration%'`,
  );
  await q(
    'sequence',
    sql`select c.relname, format_type(s.seqtypid, null), s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcycle
      from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
      where ${ours} and c.relname not like 'kysely_migration%'`,
  );
  await q(
    'function',
    sql`select p.proname, pg_get_function_identity_arguments(p.oid), pg_get_functiondef(p.oid)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ours}`,
  );
  await q(
    'trigger',
    sql`select c.relname, t.tgname, pg_get_triggerdef(t.oid), t.tgenabled
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where ${ours} and not t.tgisinternal`,
  );
  await q(
    'type',
    sql`select t.typname, t.typtype from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where ${ours} and t.typtype in ('e', 'd', 'c') and t.typrelid = 0`,
  );
  await q('extension', sql`select extname from pg_extension`);
  // the rows the migrations wrote
  const tables = await sql<{ relname: string }>`select c.relname from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where ${ours} and c.relkind in ('r', 'p') and not c.relispartition and c.relname not like 'kysely_migration%'`.execute(
    db,
  );
  for (const { relname } of tables.rows) {
    const cols = await sql<{
      attname: string;
    }>`select a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where ${ours} and c.relname = ${relname} and a.attnum > 0 and not a.attisdropped
        and a.atttypid <> 'timestamptz'::regtype`.execute(db);
    const { rows } = await sql<{ r: unknown }>`select jsonb_build_object(${sql.join(
      cols.rows.flatMap((c) => [sql.lit(c.attname), sql.ref(`t.${c.attname}`)]),
    )}) as r from ${sql.table(relname)} as t`.execute(db);
    for (const { r } of rows) lines.push(`row ${relname} ${JSON.stringify(r)}`);
  }
  return lines.sort();
}

async function describeSet(path: string, name: string): Promise<string[]> {
  const { db, close } = await open(name);
  try {
    const migrations = await load(path);
    const { error, results } = await new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    if (error) throw new Error(`${path}: ${results?.find((r) => r.status === 'Error')?.migrationName}: ${error}`);
    return await describe(db);
  } finally {
    await close();
  }
}

const left = await describeSet(a, 'schema_diff_a');
const right = await describeSet(b, 'schema_diff_b');
const out = process.env.SCHEMA_DIFF_OUT;
if (out) {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'a.txt'), left.join('\n') + '\n');
  writeFileSync(join(out, 'b.txt'), right.join('\n') + '\n');
}
const inRight = new Set(right);
const inLeft = new Set(left);
const onlyLeft = left.filter((l) => !inRight.has(l));
const onlyRight = right.filter((l) => !inLeft.has(l));
for (const l of onlyLeft) console.log(`- ${l}`);
for (const l of onlyRight) console.log(`+ ${l}`);
console.log(
  `${adminUrl ? 'PostgreSQL' : 'PGlite'}: ${left.length} facts from ${a}, ${right.length} from ${b}; ` +
    `${onlyLeft.length} only in the first, ${onlyRight.length} only in the second`,
);
process.exit(onlyLeft.length || onlyRight.length ? 1 : 0);
