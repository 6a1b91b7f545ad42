/**
 * Domains appear once (issue 25 item 7): the demo seeded the domain tree once per environment, so the navigation
 * panel, the market and the provider's domain picker listed every domain three times. The copies are merged into
 * one tree: per parent and name the production row (else the oldest) is kept, capabilities and sub-domains filed
 * under a copy move to it, and the kept row holds for every environment (env_type null). A domain that exists in one
 * environment only keeps its environment.
 */
import { type Kysely, sql } from 'kysely';

interface Row {
  classify_id: number;
  classify_name: string;
  parent_id: number | null;
  env_type: number | null;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table classifies alter column env_type drop not null`.execute(db);
  const rows = (await db
    .selectFrom('classifies')
    .select(['classify_id', 'classify_name', 'parent_id', 'env_type'])
    .execute()) as Row[];
  // production first, then the oldest: the first row of a (parent, name) key is the one kept
  rows.sort((a, b) => Number(b.env_type === 3) - Number(a.env_type === 3) || a.classify_id - b.classify_id);
  const byId = new Map(rows.map((r) => [r.classify_id, r]));
  const canon = new Map<number, number>();
  const keptByKey = new Map<string, number>();
  const merged = new Set<number>();
  const canonOf = (r: Row, seen = new Set<number>()): number => {
    const known = canon.get(r.classify_id);
    if (known !== undefined) return known;
    seen.add(r.classify_id);
    const parent = r.parent_id !== null ? byId.get(r.parent_id) : undefined;
    const parentKey = parent && !seen.has(parent.classify_id) ? canonOf(parent, seen) : (r.parent_id ?? '');
    const key = `${parentKey}|${r.classify_name}`;
    const kept = keptByKey.get(key);
    if (kept === undefined) keptByKey.set(key, r.classify_id);
    else merged.add(kept);
    const id = kept ?? r.classify_id;
    canon.set(r.classify_id, id);
    return id;
  };
  // canonOf in the kept-first order, so a key's first row is its production row
  for (const r of rows) canonOf(r);
  const copies = rows.filter((r) => canon.get(r.classify_id) !== r.classify_id);
  for (const r of copies) {
    const to = canon.get(r.classify_id)!;
    await db.updateTable('api_groups').set({ classify_id: to }).where('classify_id', '=', r.classify_id).execute();
    await db.updateTable('classifies').set({ parent_id: to }).where('parent_id', '=', r.classify_id).execute();
  }
  if (copies.length)
    await db
      .deleteFrom('classifies')
      .where(
        'classify_id',
        'in',
        copies.map((r) => r.classify_id),
      )
      .execute();
  if (merged.size)
    await db
      .updateTable('classifies')
      .set({ env_type: null })
      .where('classify_id', 'in', [...merged])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // the merged copies are not brought back: a domain for every environment is filed as production
  await sql`update classifies set env_type = 3 where env_type is null`.execute(db);
  await sql`alter table classifies alter column env_type set not null`.execute(db);
}
