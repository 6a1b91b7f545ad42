/** The demo's notices: published ones of each type, dated over the last days, and a draft. */
import type { DemoIds, DemoTrx } from './demo-types.ts';

export async function seedDemoNotices(trx: DemoTrx, ids: Pick<DemoIds, 'admin' | 'provider'>) {
  const now = Date.now();
  await trx
    .insertInto('notices')
    .values([
      {
        notice_title: '平台正式上线',
        notice_type: 1,
        env_type: 3,
        notice_content: '能力开放平台正式上线，欢迎申请使用。',
        notice_state: 1,
        published_at: new Date(now - 3 * 864e5),
        created_by: ids.admin,
        audience: 'platform',
      },
      {
        notice_title: '支付结算 API v2 发布',
        notice_type: 2,
        env_type: 3,
        notice_content: '新增退款查询接口，旧版本将于三个月后下线。',
        notice_state: 1,
        published_at: new Date(now - 864e5),
        created_by: ids.provider,
      },
      {
        notice_title: '周六凌晨例行维护',
        notice_type: 3,
        env_type: 3,
        notice_content: '周六 02:00–04:00 网关维护，期间调用可能短暂失败。',
        notice_state: 1,
        published_at: new Date(now - 36e5),
        created_by: ids.provider,
      },
      {
        notice_title: '测试环境证书更新',
        notice_type: 3,
        env_type: 1,
        notice_content: '测试环境 TLS 证书将于下周更新。',
        notice_state: 1,
        published_at: new Date(now - 2 * 36e5),
        created_by: ids.provider,
      },
      {
        notice_title: '（草稿）账户服务降级预案',
        notice_type: 4,
        env_type: 3,
        notice_content: '草稿内容。',
        notice_state: 0,
        created_by: ids.provider,
      },
    ])
    .execute();
}
