/**
 * Names beside ids in billing rows: application, group, charge rule, API, provider (one query per kind). A group's and
 * a charge rule's English name ride beside the Chinese one (`*_en`, null where none was written): the console's
 * reads return both and the screens and exports pick by language (issue 25 item 17, http/in-lang.ts).
 */
import { dynamic } from '../db/dynamic.ts';
import type { Database } from '../db/schema.ts';
import type { Row } from '../resources/repository.ts';
import type { Db } from './compute.ts';

type Table = keyof Database & string;
type Column<T extends Table> = keyof Database[T] & string;

/**
 * Rows of `table` by `key`, with `cols`, for the ids given. The names are checked against the database's types at
 * the call; the query itself goes through the dynamic view, since Kysely cannot type a table chosen by a parameter.
 */
export async function lookup<T extends Table>(
  db: Db,
  table: T,
  key: Column<T>,
  cols: Column<T>[],
  ids: unknown[],
): Promise<Map<unknown, Row>> {
  const list = [...new Set(ids.filter((v) => v !== null && v !== undefined && v !== 0))];
  if (!list.length) return new Map();
  // plain strings for the dynamic view: a generic table name would make Kysely's overloads unresolvable
  const from: string = table;
  const by: string = key;
  const columns: string[] = cols;
  const rows = await dynamic(db)
    .selectFrom(from)
    .select([by, ...columns])
    .where(by, 'in', list)
    .execute();
  return new Map(rows.map((r: Row) => [r[by], r]));
}

export async function nameBills(db: Db, rows: Row[]): Promise<Row[]> {
  const apps = await lookup(
    db,
    'apps',
    'apply_id',
    ['apply_name'],
    rows.map((r) => r.apply_id),
  );
  const groups = await lookup(
    db,
    'api_groups',
    'group_id',
    ['group_name', 'group_name_en'],
    rows.map((r) => r.group_id),
  );
  const rules = await lookup(
    db,
    'charge_rules',
    'charge_rule_id',
    ['rule_name', 'rule_name_en'],
    rows.map((r) => r.charge_rule_id),
  );
  return rows.map((r) => ({
    ...r,
    apply_name: apps.get(r.apply_id)?.apply_name ?? null,
    group_name: groups.get(r.group_id)?.group_name ?? null,
    group_name_en: groups.get(r.group_id)?.group_name_en ?? null,
    rule_name: rules.get(r.charge_rule_id)?.rule_name ?? null,
    rule_name_en: rules.get(r.charge_rule_id)?.rule_name_en ?? null,
  }));
}
