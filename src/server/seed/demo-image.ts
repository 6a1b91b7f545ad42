/**
 * The demo image (issue 28, cold start): the database image (db/image.ts) with demo mode's whole first-start seed
 * run on it as well (seed/index.ts: demo accounts, demo data, catalog, Demo App's access approved through the
 * work-order flow, its packages), baked once by scripts/db-image.ts. The demo's flows are most of a first start's
 * CPU (about 870 queries); a first start in demo mode copies this image instead and renews, in one transaction,
 * everything that must be the install's own or must read as "now" (renewDemo):
 *
 * - every account's uid, and the password hash (one new salt; the demo accounts share DEMO_PASSWORD, as seeded);
 * - every application's keys and secrets, new, sealed under the install's secret key (the bake's key was random
 *   and is gone);
 * - the demo upstream's address, the install's DEMO_UPSTREAM_PORT;
 * - every timestamp moved by the time between the bake and now, and the dates that follow from one (a bill line's
 *   business day) by as many business days: "published a day ago" stays a day ago. Dates the seed writes as
 *   literals (a partner's start) stay. A bill is for its business month, so an image baked in another business
 *   month than now is not used (openDb copies the base image and the demo is seeded as before).
 *
 * Two bakes differ only in uids, password hashes, app keys and sealed secrets (apart from timestamps): checked when
 * this was written by baking twice and comparing every column. The bake (describeBakedDemo) refuses what renewDemo
 * would not renew: another table with a secret-like column holding rows, a date column it does not know, the
 * upstream's placeholder anywhere but the upstreams.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DemoImage } from '../db/image.ts';
import type { Deps } from '../context.ts';
import { hashPassword, md5Hex } from '../auth/passwords.ts';
import { newAppKey, newAppSecret, sealSecret } from '../apps/secret-box.ts';
import { appSecretKey } from '../apps/secret-key.ts';
import { businessDay } from '../gateway/call-log/buckets.ts';

/** the demo upstream's port while baking: replaced by the install's (a real port; nothing listens there) */
export const BAKE_UPSTREAM_PORT = 1;
/** the environment the demo image is baked with: demo mode, a throwaway secret key, the placeholder port */
export function bakeEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_UPSTREAM_PORT: String(BAKE_UPSTREAM_PORT),
    SECRET_KEY: randomBytes(32).toString('hex'),
  };
}
export const upstreamUrl = (port: number) => `http://127.0.0.1:${port}`;

/** date columns the demo writes as literals (a partner's start, an evaluation's day): never moved */
const LITERAL_DATES = new Set(['partners.started_on', 'credits.evaluated_on']);
/** date columns that are the business day of an instant of the seed: moved by business days */
const RELATIVE_DATES = new Set(['bill_lines.line_date']);
/** the business month of the bake: the image is used in that month only (db/image.ts) */
const MONTH_DATES = new Set(['bills.bill_month']);
/** tables whose rows the bake may hold although a column's name says secret: renewDemo renews them */
const RENEWED = new Set(['users', 'app_credentials']);
const SECRET_LIKE = /secret|token|password|_hash$|^hash$|nonce|salt|^uid$|code_hash/;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * After the bake's seed: the image's manifest (the timestamp columns to move, by table), or an error naming what
 * renewDemo would leave as baked
 */
export async function describeBakedDemo(db: Db, bakedAt: Date): Promise<DemoImage> {
  const columns = (
    await sql<{ t: string; c: string; ty: string }>`select table_name as t, column_name as c, data_type as ty
      from information_schema.columns c join information_schema.tables using (table_schema, table_name)
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name, ordinal_position`.execute(db)
  ).rows;
  const filled = async (table: string, where = 'true') =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(db))
      .rows[0].n > 0;
  const times: Record<string, string[]> = {};
  const problems: string[] = [];
  const placeholder = upstreamUrl(BAKE_UPSTREAM_PORT);
  for (const { t, c, ty } of columns) {
    const col = `"${c}"`;
    if (!(await filled(t, `${col} is not null`))) continue;
    const name = `${t}.${c}`;
    if (ty.startsWith('timestamp')) (times[t] ??= []).push(c);
    else if (ty === 'date') {
      if (!LITERAL_DATES.has(name) && !RELATIVE_DATES.has(name) && !MONTH_DATES.has(name))
        problems.push(`${name}: a date renewDemo does not know (literal, or the business day of an instant?)`);
    } else if (/text|char|json/.test(ty)) {
      if (SECRET_LIKE.test(c) && !RENEWED.has(t) && !(t === 'audit_chain' && !(await filled('audit_log'))))
        problems.push(`${name}: a secret-like column holds rows renewDemo does not renew`);
      if (name !== 'group_upstreams.base_url' && (await filled(t, `${col}::text like '%${placeholder}%'`)))
        problems.push(`${name}: holds the demo upstream's address, which renewDemo renews in group_upstreams only`);
    }
  }
  const hashes = await db.selectFrom('users').select('password_hash').distinct().execute();
  if (hashes.length > 1) problems.push('users: more than one password hash (renewDemo gives every account one)');
  if (problems.length) throw new Error(`the demo image would share or misdate data:\n${problems.join('\n')}`);
  return { bakedAt: bakedAt.getTime(), times };
}

const DAY_MS = 86_400_000;

/** at the first start from the demo image (db.demoImage), before the rest of the seed: see the file's comment */
export async function renewDemo(deps: Deps, image: DemoImage, password: string): Promise<void> {
  const now = deps.now();
  // argon2 works on libuv's threads: hashed while the database moves the times
  const hashing = hashPassword(md5Hex(password));
  hashing.catch(() => undefined); // awaited below
  const key = appSecretKey(deps.config);
  const shiftMs = now.getTime() - image.bakedAt;
  const shiftDays = Math.round(
    (Date.parse(businessDay(now)) - Date.parse(businessDay(new Date(image.bakedAt)))) / DAY_MS,
  );
  // every table's moved columns, timestamps and business days alike: a table is updated once per statement
  const by = sql`${`${shiftMs} milliseconds`}::interval`;
  const sets = new Map<string, RawBuilder<unknown>[]>();
  for (const [table, cols] of Object.entries(image.times))
    sets.set(
      table,
      cols.map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} + ${by}`),
    );
  for (const name of RELATIVE_DATES) {
    const [table, col] = name.split('.');
    sets.set(table, [...(sets.get(table) ?? []), sql`${sql.ref(col)} = ${sql.ref(col)} + ${shiftDays}::int`]);
  }
  await deps.db.transaction().execute(async (trx) => {
    // wo_history refuses edits (the record of a decision stays what it was): its times move with everything else
    await sql`set local session_replication_role = replica`.execute(trx);
    // the ~50 tables' updates as one statement (data-modifying CTEs): one message to the database instead of one
    // per table, each of which cost as much as its few rows
    const updates = [...sets].map(
      ([table, set], i) =>
        sql`${sql.ref(`moved${i}`)} as (update ${sql.table(table)} set ${sql.join(set)} returning 1)`,
    );
    await sql`with ${sql.join(updates)} select 1`.execute(trx);
    const users = await trx.selectFrom('users').select('user_id').execute();
    const passwordHash = await hashing;
    if (users.length)
      await sql`update users u set uid = v.uid, password_hash = ${passwordHash}
        from (values ${sql.join(users.map((u) => sql`(${u.user_id}::int, ${randomUUID()})`))}) as v(user_id, uid)
        where u.user_id = v.user_id`.execute(trx);
    const credentials = await trx.selectFrom('app_credentials').select(['apply_id', 'env_type']).execute();
    if (credentials.length) {
      const renewed = credentials.map((c) => {
        const appKey = newAppKey();
        return sql`(${c.apply_id}::int, ${c.env_type}::int, ${appKey}, ${sealSecret(key, appKey, newAppSecret())})`;
      });
      await sql`update app_credentials c set app_key = v.app_key, secret_enc = v.secret_enc,
          previous_secret_enc = null, previous_valid_until = null
        from (values ${sql.join(renewed)}) as v(apply_id, env_type, app_key, secret_enc)
        where c.apply_id = v.apply_id and c.env_type = v.env_type`.execute(trx);
    }
    await trx
      .updateTable('group_upstreams')
      .set({ base_url: upstreamUrl(deps.config.demoUpstreamPort) })
      .where('base_url', '=', upstreamUrl(BAKE_UPSTREAM_PORT))
      .execute();
  });
}
