/**
 * What every start does to its database before the platform serves: the seed (seed/index.ts) and the audit
 * triggers (audit/triggers.ts), idempotent on a database that has them (a copy of the image has them: not checked).
 * buildApp runs it; `npm start` (main.ts) runs it itself as soon as the database is open, while the app's modules
 * load and the app is built (issue 28, cold start: the database thread renews the demo image while the main thread
 * compiles), and builds the app with `preparing`.
 */
import type { Config } from '../config.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/index.ts';
import { attachAuditTriggers } from '../audit/triggers.ts';
import { seed } from './index.ts';

/** the dependencies the app's code gets (buildApp adds the caches and the shared limits) */
export function baseDeps(config: Config, db: Db, now: () => Date = () => new Date()): Deps {
  return { db: db.db, dbKind: db.kind, config, now, health: { db: db.health } };
}

export async function prepareDatabase(deps: Deps, db: Db): Promise<void> {
  await seed(deps, { baseSeeded: db.fromImage, demoImage: db.demoImage });
  // a copy of the image of this code, made at this open, has them: scripts/db-image.ts attached them after the same
  // migrations (the image's key covers these sources), and the demo's seed adds no table. Their check is a catalog
  // query over every table, on the way to the first /healthz (issue 28, cold start)
  if (!db.fromImage) await attachAuditTriggers(deps.db);
}
