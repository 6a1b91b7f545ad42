/**
 * Seeds the resource tree from the shared route table: a menu per console group, a menu per console route
 * (its permission code) and a button per declared action. Idempotent: entries are matched by code, so a
 * new route or action appears on the next start without touching existing grants.
 */
import type { Kysely, Transaction } from 'kysely';
import { actionTitles, routeTitles } from '../../shared/route-titles.ts';
import { consoleGroups, consoleRoutes } from '../../shared/routes.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const title = (code: string) => routeTitles[code] ?? [code, code];

interface Menu {
  code: string;
  parent: number | null;
  route: string | null;
  sort: number;
}

/**
 * Upserts menus by code in a few statements (one read, one insert for the new ones, an update per changed one):
 * a first start writes some 500 rows here, and on the embedded database each statement is a trip to its thread.
 */
async function upsertMenus(db: Db, menus: Menu[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!menus.length) return ids;
  const found = await db
    .selectFrom('resources')
    .select(['resource_id', 'code', 'name', 'name_en', 'parent_id', 'route', 'sort'])
    .where('type', '=', 1)
    .where(
      'code',
      'in',
      menus.map((m) => m.code),
    )
    .execute();
  const byCode = new Map(found.map((f) => [f.code, f]));
  const fresh = [];
  for (const m of menus) {
    const [name, name_en] = title(m.code);
    const row = { name, name_en, parent_id: m.parent, route: m.route, sort: m.sort };
    const f = byCode.get(m.code);
    if (!f) {
      fresh.push({ type: 1, code: m.code, ...row });
      continue;
    }
    ids.set(m.code, f.resource_id);
    const same =
      f.name === name && f.name_en === name_en && f.parent_id === m.parent && f.route === m.route && f.sort === m.sort;
    if (!same) await db.updateTable('resources').set(row).where('resource_id', '=', f.resource_id).execute();
  }
  if (fresh.length) {
    const made = await db.insertInto('resources').values(fresh).returning(['resource_id', 'code']).execute();
    for (const r of made) ids.set(r.code, r.resource_id);
  }
  return ids;
}

export async function seedResources(db: Db): Promise<void> {
  const groupIds = await upsertMenus(
    db,
    consoleGroups.map((code, sort) => ({ code, parent: null, route: null, sort })),
  );
  const menuIds = await upsertMenus(
    db,
    consoleRoutes.map((r, sort) => ({ code: r.name, parent: groupIds.get(r.group!)!, route: r.path, sort })),
  );
  const buttons = consoleRoutes.flatMap((r) =>
    (r.actions ?? []).map((action, j) => {
      const [name, name_en] = actionTitles[action];
      return { type: 2, code: action, name, name_en, parent_id: menuIds.get(r.name)!, route: null, sort: j };
    }),
  );
  if (buttons.length)
    await db
      .insertInto('resources')
      .values(buttons)
      .onConflict((oc) => oc.columns(['parent_id', 'code']).where('type', '=', 2).doNothing())
      .execute();
}
