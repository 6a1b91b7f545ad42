/**
 * The developer's view of what they may call (/developers interfaceList, interfaceDetails, abilityDetails,
 * territoryList): the APIs of groups on which one of the caller's applications holds a subscription that is
 * active, enabled and not expired, narrowed by its data authority (apply_record_apis when restricted) - the same
 * rule the gateway enforces through gateway-feed.ts. Everything is the caller's own: another developer's
 * subscriptions never widen it, and an API or group the caller cannot call answers 404 like any row out of scope.
 */
import { sql, type Kysely } from 'kysely';
import { requireCaller, type Handlers } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { containing } from '../db/like.ts';
import { notFound } from '../http/errors.ts';
import { exampleToText } from '../../shared/examples.ts';

type Db = Kysely<Database>;

/** Subscriptions of `userId` that let calls through at `now` (state, switch, period). */
function liveGrants(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('apply_records as r')
    .innerJoin('apps as a', 'a.apply_id', 'r.apply_id')
    .where('r.created_by', '=', userId)
    .where('a.created_by', '=', userId)
    .where('r.state', '=', 'active')
    .where('r.enabled', '=', 1)
    .where('a.enabled', '=', 1)
    .where((eb) => eb.or([eb('r.end_time', 'is', null), eb('r.end_time', '>', now)]));
}

/** The (api, subscription) pairs the caller may use: every API of the group unless the subscription is restricted. */
function callablePairs(db: Db, userId: number, now: Date) {
  return liveGrants(db, userId, now)
    .innerJoin('apis as p', 'p.group_id', 'r.group_id')
    .where((eb) =>
      eb.or([
        eb('r.apis_restricted', '=', 0),
        eb.exists(
          eb
            .selectFrom('apply_record_apis as x')
            .select('x.api_id')
            .whereRef('x.r_apply_groups_record_id', '=', 'r.r_apply_groups_record_id')
            .whereRef('x.api_id', '=', 'p.api_id'),
        ),
      ]),
    );
}

const API_COLUMNS = [
  'p.api_id',
  'p.api_name',
  'p.api_desc',
  'p.method_type',
  'p.listen_path',
  'g.group_id',
  'g.group_name',
  'g.group_name_en',
  'g.classify_id',
  'c.classify_name',
] as const;

async function envsOf(db: Db, userId: number, now: Date, apiIds: number[]) {
  if (!apiIds.length) return new Map<number, number[]>();
  const rows = await callablePairs(db, userId, now)
    .select(['p.api_id', 'r.env_type'])
    .distinct()
    .where('p.api_id', 'in', apiIds)
    .orderBy('r.env_type')
    .execute();
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.api_id, [...(out.get(r.api_id) ?? []), Number(r.env_type)]);
  return out;
}

const grantColumns = [
  'r.r_apply_groups_record_id',
  'r.apply_id',
  'a.apply_name',
  'r.env_type',
  'r.state',
  'r.enabled',
  'cr.rule_name',
  'r.start_time',
  'r.end_time',
  'r.reject_reason',
] as const;

export const developerCatalogHandlers: Handlers = {
  async developerApiPage(ctx) {
    const caller = requireCaller(ctx);
    const db = ctx.deps.db;
    const now = ctx.deps.now();
    const q = ctx.query;
    const pageNum = q.page_num ?? 1;
    const pageSize = q.page_size ?? 10;
    let ids = callablePairs(db, caller.user_id, now).innerJoin('api_groups as g', 'g.group_id', 'p.group_id');
    const name = q.api_name?.trim();
    if (name) ids = ids.where(sql`p.api_name`, 'ilike', containing(name));
    if (q.group_id !== undefined) ids = ids.where('p.group_id', '=', q.group_id);
    if (q.classify_id === 0) ids = ids.where('g.classify_id', 'is', null);
    else if (q.classify_id !== undefined) ids = ids.where('g.classify_id', '=', q.classify_id);
    const callable = ids.select('p.api_id').distinct();
    const total = Number(
      (
        await db
          .selectFrom(callable.as('t'))
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const rows = await db
      .selectFrom('apis as p')
      .innerJoin('api_groups as g', 'g.group_id', 'p.group_id')
      .leftJoin('classifies as c', 'c.classify_id', 'g.classify_id')
      .select([...API_COLUMNS])
      .where('p.api_id', 'in', callable)
      .orderBy('g.group_name')
      .orderBy('p.sort')
      .orderBy('p.api_id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    const envs = await envsOf(
      db,
      caller.user_id,
      now,
      rows.map((r) => r.api_id),
    );
    return {
      list: rows.map((r) => ({ ...r, envs: envs.get(r.api_id) ?? [] })),
      total,
      page_num: pageNum,
      page_size: pageSize,
    };
  },

  async developerApiDetail(ctx) {
    const caller = requireCaller(ctx);
    const db = ctx.deps.db;
    const now = ctx.deps.now();
    const apiId = Number(ctx.params.api_id);
    const grants = await callablePairs(db, caller.user_id, now)
      .leftJoin('charge_rules as cr', 'cr.charge_rule_id', 'r.charge_rule_id')
      .select([...grantColumns])
      .where('p.api_id', '=', apiId)
      .orderBy('a.apply_name')
      .orderBy('r.env_type')
      .execute();
    if (!grants.length) throw notFound();
    const row = await db
      .selectFrom('apis as p')
      .innerJoin('api_groups as g', 'g.group_id', 'p.group_id')
      .leftJoin('classifies as c', 'c.classify_id', 'g.classify_id')
      .select([
        ...API_COLUMNS,
        'p.request_params',
        'p.request_body',
        'p.response_schema',
        'p.response_example',
        'p.error_codes',
      ])
      .where('p.api_id', '=', apiId)
      .executeTakeFirstOrThrow();
    // the developer reads the example as text (the catalog keeps the JSON value)
    const example =
      exampleToText(row.response_example, (row.response_schema as { content_type?: string } | null)?.content_type) ||
      null;
    return {
      ...row,
      response_example: example,
      envs: [...new Set(grants.map((g) => Number(g.env_type)))].sort(),
      grants,
    };
  },

  async developerGroupDetail(ctx) {
    const caller = requireCaller(ctx);
    const db = ctx.deps.db;
    const now = ctx.deps.now();
    const groupId = Number(ctx.params.group_id);
    // every application of the caller's for this group, whatever its state: the page tells where each one stands
    const records = await db
      .selectFrom('apply_records as r')
      .innerJoin('apps as a', 'a.apply_id', 'r.apply_id')
      .leftJoin('charge_rules as cr', 'cr.charge_rule_id', 'r.charge_rule_id')
      .select([...grantColumns])
      .where('r.group_id', '=', groupId)
      .where('r.created_by', '=', caller.user_id)
      .where('a.created_by', '=', caller.user_id)
      .orderBy('r.r_apply_groups_record_id', 'desc')
      .execute();
    if (!records.length) throw notFound();
    const group = await db
      .selectFrom('api_groups as g')
      .leftJoin('classifies as c', 'c.classify_id', 'g.classify_id')
      .select([
        'g.group_id',
        'g.group_name',
        'g.group_name_en',
        'g.description',
        'g.classify_id',
        'c.classify_name',
        'g.group_state',
      ])
      .where('g.group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    const apis = await db
      .selectFrom('apis as p')
      .innerJoin('api_groups as g', 'g.group_id', 'p.group_id')
      .leftJoin('classifies as c', 'c.classify_id', 'g.classify_id')
      .select([...API_COLUMNS])
      .where(
        'p.api_id',
        'in',
        callablePairs(db, caller.user_id, now).select('p.api_id').where('r.group_id', '=', groupId),
      )
      .orderBy('p.sort')
      .orderBy('p.api_id')
      .execute();
    const envs = await envsOf(
      db,
      caller.user_id,
      now,
      apis.map((a) => a.api_id),
    );
    return { ...group, records, apis: apis.map((a) => ({ ...a, envs: envs.get(a.api_id) ?? [] })) };
  },

  async developerTerritories(ctx) {
    const caller = requireCaller(ctx);
    const db = ctx.deps.db;
    const rows = await callablePairs(db, caller.user_id, ctx.deps.now())
      .innerJoin('api_groups as g', 'g.group_id', 'p.group_id')
      .leftJoin('classifies as c', 'c.classify_id', 'g.classify_id')
      .select((eb) => [
        'g.classify_id',
        'c.classify_name',
        eb.fn.count<string>('g.group_id').distinct().as('group_count'),
        eb.fn.count<string>('p.api_id').distinct().as('api_count'),
      ])
      .groupBy(['g.classify_id', 'c.classify_name'])
      .orderBy('c.classify_name')
      .execute();
    return rows.map((r) => ({
      classify_id: r.classify_id ?? 0,
      classify_name: r.classify_name ?? null,
      group_count: Number(r.group_count),
      api_count: Number(r.api_count),
    }));
  },
};
