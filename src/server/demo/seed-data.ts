/**
 * Demo content so a new user sees a living console and public site: environments, domains, navigation,
 * banners, footer, partners, credit, groups, cost centers, invite codes, a team, published notices.
 * Seeded once, with the demo accounts, in demo mode only; in this order, as later parts name earlier rows
 * (the sync between environments names the first two).
 */
import type { DemoIds, DemoTrx } from './demo-types.ts';
import { seedDemoSite } from './site.ts';
import { seedDemoOperations } from './operations.ts';
import { seedDemoEnterprise } from './enterprise.ts';
import { seedDemoNotices } from './notices.ts';

export async function seedDemoData(trx: DemoTrx, ids: DemoIds) {
  await seedDemoSite(trx, ids);
  await seedDemoOperations(trx, ids);
  await seedDemoEnterprise(trx, ids);
  await seedDemoNotices(trx, ids);
}
