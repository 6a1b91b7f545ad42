/**
 * The store's public reads of the catalog: the home's figures and featured/newest groups, the market's pages and
 * a group's product page. Only published groups (not an upgrade draft of one) are visible; anything else is a 404,
 * the same answer as a group that does not exist, so a visitor cannot probe drafts.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Ctx, Handlers } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { containing } from '../db/like.ts';
import { notFound } from '../http/errors.ts';
import { optionalCaller } from './optional-caller.ts';
import { gatewayPublicUrl } from '../gateway/public-url.ts';
import { exampleToText } from '../../shared/examples.ts';
import { nextPrice } from '../billing/price-terms.ts';
import { pendingChanges } from '../billing/price-schedule.ts';
import { inLang, paramsInLang, ruleInLang } from '../http/in-lang.ts';

type Sort = 'newest' | 'rating' | 'popular';

const iso = (d: Date | string | null) => (d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString());
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));

/** published groups, with what a card shows; `calls` reads the day rollups (every call lands in one) */
export function visibleGroups(ctx: Ctx) {
  return ctx.deps.db
    .selectFrom('api_groups as g')
    .leftJoin('classifies as c', 'c.classify_id', 'g.classify_id')
    .leftJoin('users as u', 'u.user_id', 'g.created_by')
    .leftJoin('enterprises as e', 'e.enterprise_id', 'u.enterprise_id')
    .where('g.group_state', '=', 'published')
    .where('g.parent_group_id', 'is', null)
    .select([
      'g.group_id',
      'g.group_name',
      'g.group_name_en',
      // the summary in the reader's language (http/in-lang.ts): English where written
      ctx.lang === 'en'
        ? sql<string | null>`coalesce(nullif(trim(g.description_en), ''), g.description)`.as('description')
        : 'g.description',
      'g.tags',
      'g.classify_id',
      'c.classify_name',
      'c.classify_name_en',
      'g.score_avg',
      'g.score_count',
      'g.favourite_count',
      'g.published_at',
      'c.parent_id as parent_classify_id',
      sql<string | null>`coalesce(e.enterprise_name, u.user_real_name, u.user_name)`.as('provider_name'),
      sql<number>`(select count(*) from apis a where a.group_id = g.group_id)::int`.as('api_count'),
      sql<number>`(select coalesce(sum(r.calls), 0) from call_rollups r where r.granularity = 'd' and r.group_id = g.group_id)::float8`.as(
        'calls',
      ),
    ]);
}

/** what the store shows of a charge rule */
async function withPriceChanges<R extends { charge_rule_id: number }>(db: Kysely<Database>, rules: R[], now: Date) {
  const pending = await pendingChanges(
    db,
    rules.map((r) => r.charge_rule_id),
    now,
  );
  return rules.map((r) => ({ ...r, ...nextPrice(pending.get(r.charge_rule_id)) }));
}

export const RULE_COLUMNS = [
  'charge_rule_id',
  'rule_name',
  'rule_name_en',
  'rule_type',
  'price_per_thousand',
  'package_calls',
  'package_price',
  'validity_days',
  'qps',
  'daily_quota',
  'monthly_quota',
  'is_default',
] as const;

type CardQuery = ReturnType<typeof visibleGroups>;
type CardRow = Awaited<ReturnType<CardQuery['execute']>>[number];

export const toCard = ({ parent_classify_id: _p, ...r }: CardRow) => ({
  ...r,
  score_avg: Number(r.score_avg),
  calls: Number(r.calls),
  published_at: iso(r.published_at),
});

/** a sub-domain's groups, or a domain's (its own and its sub-domains'); no domain = every published group */
export function inDomain(q: CardQuery, id?: number, sonId?: number): CardQuery {
  if (sonId) return q.where('g.classify_id', '=', sonId);
  if (id) return q.where((eb) => eb.or([eb('g.classify_id', '=', id), eb('c.parent_id', '=', id)]));
  return q;
}

export const countOf = async (q: CardQuery) =>
  (
    await (
      q.clearSelect().select(sql<number>`count(*)::int`.as('n')) as unknown as SelectQueryBuilder<
        Database,
        never,
        { n: number }
      >
    ).executeTakeFirstOrThrow()
  ).n;

export function sorted(q: CardQuery, sort: Sort): CardQuery {
  if (sort === 'rating') q = q.orderBy('g.score_avg', 'desc').orderBy('g.score_count', 'desc');
  if (sort === 'popular')
    q = q
      .orderBy(sql`calls`, 'desc')
      .orderBy('g.favourite_count', 'desc')
      .orderBy('g.score_count', 'desc');
  return q.orderBy(sql`g.published_at desc nulls last`).orderBy('g.group_id', 'desc');
}

export const marketHandlers: Handlers = {
  async marketHome(ctx) {
    const db = ctx.deps.db;
    const published = db
      .selectFrom('api_groups')
      .where('group_state', '=', 'published')
      .where('parent_group_id', 'is', null);
    const counts = await published
      .select([
        sql<number>`count(*)::int`.as('groups'),
        sql<number>`count(distinct created_by)::int`.as('providers'),
        sql<number>`(select count(*) from apis a join api_groups p on p.group_id = a.group_id where p.group_state = 'published' and p.parent_group_id is null)::int`.as(
          'apis',
        ),
        sql<number>`(select coalesce(sum(calls), 0) from call_rollups where granularity = 'd')::float8`.as('calls'),
      ])
      .executeTakeFirstOrThrow();
    // featured: the best liked (rating, then favourites); newest: the latest published
    const featured = await sorted(visibleGroups(ctx), 'rating').limit(4).execute();
    const newest = await sorted(visibleGroups(ctx), 'newest').limit(4).execute();
    return {
      counts: { groups: counts.groups, apis: counts.apis, providers: counts.providers, calls: Number(counts.calls) },
      featured: featured.map(toCard),
      newest: newest.map(toCard),
    };
  },

  async marketGroupPage(ctx) {
    const { page_num = 1, page_size = 12, id, son_id, query_text, sort = 'newest' } = ctx.query;
    let q = inDomain(visibleGroups(ctx), id, son_id);
    const text = query_text?.trim();
    if (text) {
      const like = containing(text);
      q = q.where((eb) =>
        eb.or([
          eb('g.group_name', 'ilike', like),
          eb('g.group_name_en', 'ilike', like),
          eb('g.tags', 'ilike', like),
          eb('g.description', 'ilike', like),
        ]),
      );
    }
    const total = await countOf(q);
    const rows = await sorted(q, sort)
      .limit(page_size)
      .offset((page_num - 1) * page_size)
      .execute();
    return { list: rows.map(toCard), total, page_num, page_size };
  },

  async marketGroupDetail(ctx) {
    const { group_id } = ctx.query;
    const db = ctx.deps.db;
    const row = await visibleGroups(ctx)
      .where('g.group_id', '=', group_id)
      .select([
        ctx.lang === 'en'
          ? sql<string | null>`coalesce(nullif(trim(g.documentation_en), ''), g.documentation)`.as('documentation')
          : 'g.documentation',
        'g.version',
      ])
      .executeTakeFirst();
    if (!row) throw notFound();
    const parent =
      row.parent_classify_id != null
        ? await db
            .selectFrom('classifies')
            .select(['classify_id', 'classify_name', 'classify_name_en'])
            .where('classify_id', '=', row.parent_classify_id)
            .executeTakeFirst()
        : undefined;
    const apis = await db
      .selectFrom('apis')
      .select([
        'api_id',
        'api_name',
        'api_name_en',
        'api_desc',
        'api_desc_en',
        'method_type',
        'listen_path',
        'request_params',
        'request_body',
        'response_schema',
        'response_example',
        'error_codes',
      ])
      .where('group_id', '=', group_id)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    const rules = await db
      .selectFrom('charge_rules')
      .select(RULE_COLUMNS)
      .where('group_id', '=', group_id)
      .where('enabled', '=', true)
      .orderBy('is_default', 'desc')
      .orderBy('charge_rule_id')
      .execute();
    const releases = await db
      .selectFrom('group_releases')
      .select(['version', 'action', 'reason', 'created_at'])
      .where('group_id', '=', group_id)
      .where('action', 'in', ['approve', 'publish', 'republish', 'upgrade'])
      .orderBy('release_id', 'desc')
      .limit(10)
      .execute();
    const upstreams = await db
      .selectFrom('group_upstreams')
      .select('env_type')
      .where('group_id', '=', group_id)
      .orderBy('env_type')
      .execute();
    const caller = await optionalCaller(ctx);
    let collected: boolean | null = null;
    let my_score: number | null = null;
    if (caller) {
      collected = !!(await db
        .selectFrom('group_favourites')
        .select('group_id')
        .where('group_id', '=', group_id)
        .where('user_id', '=', caller.user_id)
        .executeTakeFirst());
      my_score =
        (
          await db
            .selectFrom('group_ratings')
            .select('score')
            .where('group_id', '=', group_id)
            .where('user_id', '=', caller.user_id)
            .executeTakeFirst()
        )?.score ?? null;
    }
    const { documentation, version, ...card } = row;
    return {
      ...toCard(card),
      documentation,
      version,
      parent_classify_id: parent?.classify_id ?? null,
      parent_classify_name: parent?.classify_name ?? null,
      parent_classify_name_en: parent?.classify_name_en ?? null,
      gateway_url: gatewayPublicUrl(ctx.deps.config, ctx.req),
      env_types: upstreams.map((u) => u.env_type),
      // names, descriptions and parameter descriptions in the reader's language (http/in-lang.ts)
      apis: apis.map(({ api_name_en, api_desc_en, ...a }) => ({
        ...a,
        api_name: inLang(ctx.lang, a.api_name, api_name_en) ?? a.api_name,
        api_desc: inLang(ctx.lang, a.api_desc, api_desc_en),
        request_params: paramsInLang(ctx.lang, json(a.request_params)),
        request_body: json(a.request_body),
        response_schema: json(a.response_schema),
        error_codes: json(a.error_codes),
        // the store shows the example as text (the catalog keeps the JSON value)
        response_example:
          exampleToText(
            a.response_example,
            (json(a.response_schema) as { content_type?: string } | null)?.content_type,
          ) || null,
      })),
      // "price changes on …": the next version of each rule not in force yet (billing/rule-versions.ts)
      charge_rules: await withPriceChanges(db, rules.map(ruleInLang(ctx.lang)), ctx.deps.now()),
      releases: releases.map((r) => ({ ...r, created_at: iso(r.created_at) })),
      collected,
      my_score,
    };
  },
};
