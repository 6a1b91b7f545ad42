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

async function upsertMenu(
  db: Db,
  code: string,
  parent: number | null,
  route: string | null,
  sort: number,
): Promise<number> {
  const [name, name_en] = title(code);
  const found = await db
    .selectFrom('resources')
    .select('resource_id')
    .where('type', '=', 1)
    .where('code', '=', code)
    .executeTakeFirst();
  if (found) {
    await db
      .updateTable('resources')
      .set({ name, name_en, parent_id: parent, route, sort })
      .where('resource_id', '=', found.resource_id)
      .execute();
    return found.resource_id;
  }
  const row = await db
    .insertInto('resources')
    .values({ type: 1, code, name, name_en, parent_id: parent, route, sort })
    .returning('resource_id')
    .executeTakeFirstOrThrow();
  return row.resource_id;
}

export async function seedResources(db: Db): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const [i, group] of consoleGroups.entries()) groupIds.set(group, await upsertMenu(db, group, null, null, i));
  let sort = 0;
  for (const r of consoleRoutes) {
    const menuId = await upsertMenu(db, r.name, groupIds.get(r.group!)!, r.path, sort++);
    for (const [j, action] of (r.actions ?? []).entries()) {
      const [name, name_en] = actionTitles[action];
      await db
        .insertInto('resources')
        .values({ type: 2, code: action, name, name_en, parent_id: menuId, route: null, sort: j })
        .onConflict((oc) => oc.columns(['parent_id', 'code']).where('type', '=', 2).doNothing())
        .execute();
    }
  }
}
