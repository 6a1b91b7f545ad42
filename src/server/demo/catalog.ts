/**
 * Demo catalog (demo mode only): four published groups owned by the demo provider, described by real OpenAPI
 * documents of the demo upstream, priced, rated and with their release history, so the store and the gateway have
 * something real from the first start.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { parseApiDocument } from '../catalog/openapi-document.ts';
import { FX, IDCHECK, SMS, WEATHER } from './documents.ts';
import { GROUP_ENGLISH, RULE_NAMES_EN } from './catalog-english.ts';

type Rule = {
  rule_name: string;
  rule_type: 'free' | 'per_call' | 'package';
  price_per_thousand?: number;
  package_calls?: number;
  package_price?: number;
  validity_days?: number;
  qps?: number;
  daily_quota?: number;
  monthly_quota?: number;
  is_default?: boolean;
};

const GROUPS: {
  doc: string;
  name_en: string;
  classify: string;
  tags: string;
  rules: Rule[];
  scores: [number, string][];
}[] = [
  {
    doc: WEATHER,
    name_en: 'Weather',
    classify: '气象数据',
    tags: '天气,气象,免费',
    scores: [
      [5, '数据稳定，接入十分钟搞定'],
      [4, '希望增加空气质量'],
    ],
    rules: [
      { rule_name: '免费版', rule_type: 'free', qps: 20, daily_quota: 10000, is_default: true },
      { rule_name: '专业版', rule_type: 'per_call', price_per_thousand: 2, qps: 200 },
    ],
  },
  {
    doc: FX,
    name_en: 'Exchange rates',
    classify: '汇率行情',
    tags: '汇率,金融',
    scores: [[5, '金额用字符串，很专业']],
    rules: [
      { rule_name: '按次计费', rule_type: 'per_call', price_per_thousand: 0.5, qps: 50, is_default: true },
      {
        rule_name: '年度套餐',
        rule_type: 'package',
        package_calls: 1000000,
        package_price: 300,
        validity_days: 365,
        qps: 100,
      },
    ],
  },
  {
    doc: IDCHECK,
    name_en: 'ID check',
    classify: '身份核验',
    tags: '实名,身份证',
    scores: [[4, '校验位提示清楚']],
    rules: [
      {
        rule_name: '标准版',
        rule_type: 'per_call',
        price_per_thousand: 50,
        qps: 10,
        daily_quota: 5000,
        is_default: true,
      },
    ],
  },
  {
    doc: SMS,
    name_en: 'SMS',
    classify: '短信服务',
    tags: '短信,通知',
    scores: [],
    rules: [
      {
        rule_name: '万条套餐',
        rule_type: 'package',
        package_calls: 10000,
        package_price: 400,
        validity_days: 365,
        qps: 20,
        is_default: true,
      },
      { rule_name: '按条计费', rule_type: 'per_call', price_per_thousand: 45, qps: 20, monthly_quota: 100000 },
    ],
  },
];

export async function seedCatalogDemo(
  trx: Transaction<Database>,
  ids: { admin: number; provider: number; developer: number },
  upstreamPort: number,
): Promise<void> {
  const now = new Date();
  const baseUrl = `http://127.0.0.1:${upstreamPort}`;
  for (const [i, g] of GROUPS.entries()) {
    const doc = await parseApiDocument(g.doc, { validate: false });
    const english = GROUP_ENGLISH[doc.title];
    const classify = await trx
      .selectFrom('classifies')
      .select('classify_id')
      .where('classify_name', '=', g.classify)
      .executeTakeFirst();
    const publishedAt = new Date(now.getTime() - (30 - i * 5) * 864e5);
    const group = await trx
      .insertInto('api_groups')
      .values({
        group_name: doc.title,
        group_name_en: g.name_en,
        classify_id: classify?.classify_id ?? null,
        description: doc.description?.split('\n')[0] ?? null,
        documentation: doc.description,
        description_en: english?.description_en ?? null,
        documentation_en: english?.documentation_en ?? null,
        tags: g.tags,
        group_state: 'published',
        check_state: 'approved',
        published_at: publishedAt,
        created_by: ids.provider,
        created_at: publishedAt,
        updated_at: publishedAt,
        // the weather group is served to AI agents out of the box (DESIGN section 10): Demo App can list and call its tools
        mcp_enabled: i === 0,
        score_avg: g.scores.length ? g.scores.reduce((s, [n]) => s + n, 0) / g.scores.length : 0,
        score_count: g.scores.length,
      })
      .returning('group_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('group_upstreams')
      .values(
        [1, 2, 3].map((env_type) => ({ group_id: group.group_id, env_type, base_url: baseUrl, timeout_ms: 10000 })),
      )
      .execute();
    for (const a of doc.apis) {
      const { pointer: _p, ...fields } = a;
      const en = english?.apis[a.api_name];
      // each parameter's English description beside its Chinese one
      const params = a.request_params?.map((p) => {
        const name = (p as { name?: string }).name ?? '';
        return en?.params?.[name] ? { ...(p as object), description_en: en.params[name] } : p;
      });
      await trx
        .insertInto('apis')
        .values({
          ...fields,
          group_id: group.group_id,
          created_by: ids.provider,
          api_name_en: en?.api_name_en ?? null,
          api_desc_en: en?.api_desc_en ?? null,
          request_params: params ? JSON.stringify(params) : null,
          request_body: a.request_body ? JSON.stringify(a.request_body) : null,
          response_schema: a.response_schema ? JSON.stringify(a.response_schema) : null,
          response_example:
            a.response_example === null || a.response_example === undefined ? null : JSON.stringify(a.response_example),
          error_codes: a.error_codes ? JSON.stringify(a.error_codes) : null,
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .execute();
    }
    await trx
      .insertInto('charge_rules')
      .values(
        g.rules.map((r) => ({
          group_id: group.group_id,
          enabled: true,
          is_default: !!r.is_default,
          created_by: ids.provider,
          ...r,
          rule_name_en: RULE_NAMES_EN[r.rule_name] ?? null,
          price_per_thousand: r.price_per_thousand ?? null,
          package_calls: r.package_calls ?? null,
          package_price: r.package_price ?? null,
          validity_days: r.validity_days ?? null,
        })),
      )
      .execute();
    if (g.scores.length) {
      await trx
        .insertInto('group_ratings')
        .values(
          g.scores.map(([score, comment], k) => ({
            group_id: group.group_id,
            user_id: k === 0 ? ids.developer : ids.admin,
            score,
            comment,
          })),
        )
        .execute();
    }
    const changes = JSON.stringify({
      added: doc.apis.map((a) => ({ api_name: a.api_name, method_type: a.method_type, listen_path: a.listen_path })),
      removed: [],
      changed: [],
    });
    await trx
      .insertInto('group_releases')
      .values([
        {
          group_id: group.group_id,
          group_name: doc.title,
          action: 'submit',
          from_state: 'draft',
          to_state: 'submitted',
          from_check: 'none',
          to_check: 'pending',
          version: 1,
          actor_id: ids.provider,
          created_by: ids.provider,
          created_at: new Date(publishedAt.getTime() - 36e5),
        },
        {
          group_id: group.group_id,
          group_name: doc.title,
          action: 'approve',
          from_state: 'submitted',
          to_state: 'published',
          from_check: 'pending',
          to_check: 'approved',
          version: 1,
          api_changes: changes,
          actor_id: ids.admin,
          created_by: ids.provider,
          created_at: publishedAt,
        },
      ])
      .execute();
  }
}
