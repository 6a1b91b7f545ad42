/**
 * The part of the seed that is the same for every install and every mode: the resource tree, the built-in roles,
 * the store's guides, legal documents and page sections, the review processes. The database image (db/image.ts)
 * holds it, built by scripts/db-image.ts, so a first start from the image skips it (seed/index.ts); every other
 * start runs it, as each part is idempotent (a new route or process of a newer version appears on the next start).
 * Nothing here may differ per install: no secrets, no accounts, nothing dated from "now" that a reader sees as news.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedResources } from './resources.ts';
import { builtInRoles, seedRoles } from './roles.ts';
import { seedStoreContent } from '../store/seed.ts';
import { seedWorkOrderProcesses } from '../workorders/seed.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** seeds the base; answers the built-in roles' ids by code */
export async function seedBase(trx: Transaction<Database>, now: Date): Promise<Map<string, number>> {
  await seedResources(trx);
  const roles = await seedRoles(trx);
  // announcements are dated news, demo mode's only: seeded per install (seed/index.ts)
  await seedStoreContent(trx, { demo: false, now, by: null });
  await seedWorkOrderProcesses(trx, now);
  return roles;
}

/** the built-in roles' ids by code, as seedBase answers them, where the base is already seeded (the image's) */
export async function builtInRoleIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('roles')
    .select(['role_code', 'role_id'])
    .where(
      'role_code',
      'in',
      builtInRoles.map((r) => r.role_code),
    )
    .where('built_in', '=', 1)
    .execute();
  return new Map(rows.map((r) => [r.role_code, r.role_id]));
}
