/**
 * Names beside ids in billing rows: application, group, charge rule, API, provider (one query per kind). A group's and
 * a charge rule's English name ride beside the Chinese one (`*_en`, null where none was written): the console's
 * reads return both and the screens and exports pick by language (issue 25 item 17, http/in-lang.ts).
 */
import type { Row } from '../resources/repository.ts';

export async function lookup(
  db: any,
  table: string,
  key: string,
  cols: string[],
  ids: unknown[],
): Promise<Map<unknown, Row>> {
  const list = [...new Set(ids.filter((v) => v !== null && v !== undefined && v !== 0))];
  if (!list.length) return new Map();
  const rows = await db
    .selectFrom(table)
    .select([key, ...cols])
    .where(key, 'in', list)
    .execute();
  return new Map(rows.map((r: Row) => [r[key], r]));
}

export async function nameBills(db: any, rows: Row[]): Promise<Row[]> {
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
