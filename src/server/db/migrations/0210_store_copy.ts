/**
 * The public store without test copy or stand-in pictures (issue 25 item 18), for databases seeded before: the demo
 * capabilities' descriptions no longer tell visitors about deliberate failures or demo data, and the content pages'
 * seeded placeholder pictures (a grey card on a tinted ground, the same on every page) give way to each page's own
 * drawing in the store. Only the exact seeded texts and pictures are touched; an operator's own are kept.
 */
import { type Kysely, sql } from 'kysely';

const REPLACED: [old: string, now: string][] = [
  [
    '姓名与 18 位居民身份证号的格式、校验位与出生日期核验（演示数据，不连接真实库）。',
    '姓名与 18 位居民身份证号的格式、校验位与出生日期核验，并返回出生日期与性别。',
  ],
  [
    '按模板向中国大陆手机号发送短信。模板编码 FAIL 会故意返回通道故障，便于联调错误处理。',
    '按模板向中国大陆手机号发送验证码与通知短信，返回消息编号与受理状态。',
  ],
];

/** how every seeded placeholder picture began (seed-pages.ts before this change) */
const SEEDED_PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 480 300'%3E%3Crect width='480' height='300' fill='%23";

export async function up(db: Kysely<any>): Promise<void> {
  for (const [old, now] of REPLACED) {
    await sql`update api_groups set description = replace(description, ${old}, ${now}),
      documentation = replace(documentation, ${old}, ${now}) where description like ${'%' + old + '%'} or documentation like ${'%' + old + '%'}`.execute(
      db,
    );
  }
  await sql`update site_pages set image = null where starts_with(image, ${SEEDED_PICTURE})`.execute(db);
}

export async function down(): Promise<void> {
  // the old copy is not put back
}
