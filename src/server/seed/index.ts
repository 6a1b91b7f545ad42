/**
 * First-start data. Always: the base (seed/base.ts: the resource tree, built-in roles, store documents, review
 * processes), already in a database copied from the image at this start. Demo mode: the demo accounts of
 * DESIGN.md section 4 and the demo's data (already there, to renew, in a copy of the demo image: seed/demo-image.ts).
 * Production: one admin account with the operator's ADMIN_PASSWORD, never demo data.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../context.ts';
import { hashPassword, md5Hex } from '../auth/passwords.ts';
import { builtInRoleIds, seedBase } from './base.ts';
import { seedDemoData } from '../demo/seed-data.ts';
import { seedDemoAnnouncements } from '../store/seed.ts';
import { seedCatalogDemo } from '../demo/catalog.ts';
import { sql } from 'kysely';
import { seedAppsDemo } from '../demo/apps.ts';
import { seedBillingDemo } from '../demo/billing.ts';
import { PERSONAL_NOTICE_TYPE } from '../notices/notify.ts';
import type { DemoImage } from '../db/image.ts';
import { renewDemo } from './demo-image.ts';

export const DEMO_PASSWORD = 'Demo@123456';

export const demoAccounts = [
  {
    user_name: 'admin',
    user_real_name: '平台管理员',
    user_type: 0,
    account_type: 0,
    role: 'super_admin',
    check_state: 2,
  },
  {
    user_name: 'provider',
    user_real_name: '能力提供方',
    user_type: 3,
    account_type: 0,
    role: 'provider',
    check_state: 2,
  },
  {
    user_name: 'developer',
    user_real_name: '开发者小王',
    user_type: 3,
    account_type: 0,
    role: 'developer',
    check_state: 2,
  },
  {
    user_name: 'enterprise',
    user_real_name: '企业管理员',
    user_type: 3,
    account_type: 2,
    role: 'enterprise_admin',
    check_state: 2,
  },
];

export interface SeedOptions {
  /**
   * The database was copied from the image of this code at this start (db/image.ts): its base is seeded, so the
   * base's idempotent checks (about half the seed's queries) are skipped
   */
  baseSeeded?: boolean;
  /**
   * The database was copied from the demo image at this start (db/image.ts): demo mode's whole first-start seed is
   * in it, and only its per-install parts are renewed (seed/demo-image.ts)
   */
  demoImage?: DemoImage;
}

export async function seed(deps: Deps, opts: SeedOptions = {}): Promise<void> {
  if (opts.demoImage) {
    if (deps.config.production) throw new Error('the demo image holds demo data: never for production');
    await renewDemo(deps, opts.demoImage, DEMO_PASSWORD);
  }
  const demoSeeded = await deps.db.transaction().execute(async (trx) => {
    const roles = opts.baseSeeded ? await builtInRoleIds(trx) : await seedBase(trx, deps.now());
    // dated news, in demo mode only
    if (!deps.config.production) await seedDemoAnnouncements(trx, { now: deps.now(), by: null });
    const anyUser = await trx.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
    if (anyUser) return false;
    if (deps.config.production) {
      const password_hash = await hashPassword(md5Hex(deps.config.adminPassword!));
      const admin = await trx
        .insertInto('users')
        .values({
          user_name: 'admin',
          uid: randomUUID(),
          user_type: 0,
          password_hash,
          init_pwd: 1,
          user_real_name: 'Administrator',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values({ user_id: admin.user_id, role_id: roles.get('super_admin')! })
        .execute();
      return false;
    }
    const password_hash = await hashPassword(md5Hex(DEMO_PASSWORD));
    const enterprise = await trx
      .insertInto('enterprises')
      .values({ enterprise_name: '演示科技有限公司', enterprise_code: '91310000DEMO00001X', enterprise_check_state: 2 })
      .returning('enterprise_id')
      .executeTakeFirstOrThrow();
    const userIds: Record<string, number> = {};
    for (const a of demoAccounts) {
      const user = await trx
        .insertInto('users')
        .values({
          user_name: a.user_name,
          user_real_name: a.user_real_name,
          uid: randomUUID(),
          user_type: a.user_type,
          account_type: a.account_type,
          check_state: a.check_state,
          password_hash,
          enterprise_id: a.account_type === 2 ? enterprise.enterprise_id : null,
          email: `${a.user_name}@demo.example`,
          pnick_name: a.user_real_name,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values({ user_id: user.user_id, role_id: roles.get(a.role)! })
        .execute();
      userIds[a.user_name] = user.user_id;
    }
    await seedDemoData(trx, {
      admin: userIds.admin,
      provider: userIds.provider,
      enterprise: userIds.enterprise,
      enterpriseId: enterprise.enterprise_id,
      passwordHash: password_hash,
    });
    await seedCatalogDemo(
      trx,
      { admin: userIds.admin, provider: userIds.provider, developer: userIds.developer },
      deps.config.demoUpstreamPort,
    );
    return true;
  });
  // after the accounts and the catalog are committed: made through the real flows (work orders), which open
  // transactions of their own
  if (demoSeeded) {
    await seedAppsDemo(deps);
    await seedBillingDemo(deps);
    // the demo's review history is history: its personal notices start read, so a demo account's bell shows
    // what happens from now on
    await sql`insert into notice_reads (groups_notice_id, user_id)
      select groups_notice_id, audience_user_id from notices where notice_type = ${PERSONAL_NOTICE_TYPE} and audience_user_id is not null
      on conflict do nothing`.execute(deps.db);
  }
}
