/**
 * Ratings (1–5 with a comment, one per user per group, changed by rating again) and favourites, on published groups
 * only; the group keeps the average, the number of ratings and of favourites, recomputed in the same transaction.
 */
import { sql } from 'kysely';
import type { Ctx, Handlers } from '../context.ts';
import { requireCaller } from '../context.ts';
import { authenticate } from '../auth/sessions.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { Db } from './access.ts';

async function publishedGroup(db: Db, groupId: number, lock = false) {
  let q = db
    .selectFrom('api_groups')
    .select(['group_id', 'group_name', 'score_avg', 'score_count', 'favourite_count'])
    .where('group_id', '=', groupId)
    .where('group_state', '=', 'published');
  if (lock) q = q.forUpdate();
  const g = await q.executeTakeFirst();
  if (!g) throw notFound();
  return g;
}

/** Rating is open to any logged-in user, and a visitor gets SPEC's "log in before rating" rather than a bare 401. */
async function rater(ctx: Ctx) {
  const header = ctx.req.headers.ticket;
  try {
    return await authenticate(ctx.deps, Array.isArray(header) ? header[0] : header);
  } catch {
    throw new ApiError(401, 'UNAUTHORIZED', 'LOGIN_TO_RATE');
  }
}

const maskName = (name: string) =>
  name.length <= 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(Math.min(name.length - 2, 4))}${name[name.length - 1]}`;

export const ratingHandlers: Handlers = {
  async groupScore(ctx) {
    const user = await rater(ctx);
    const { group_id, score, comment } = ctx.body;
    const now = ctx.deps.now();
    return ctx.deps.db.transaction().execute(async (trx) => {
      await publishedGroup(trx, group_id, true);
      await trx
        .insertInto('group_ratings')
        .values({
          group_id,
          user_id: user.user_id,
          score,
          comment: comment?.trim() || null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['group_id', 'user_id']).doUpdateSet({ score, comment: comment?.trim() || null, updated_at: now }),
        )
        .execute();
      const agg = await trx
        .selectFrom('group_ratings')
        .select([sql<number>`coalesce(avg(score), 0)::float8`.as('avg'), sql<number>`count(*)::int`.as('n')])
        .where('group_id', '=', group_id)
        .executeTakeFirstOrThrow();
      const score_avg = Math.round(Number(agg.avg) * 100) / 100;
      await trx
        .updateTable('api_groups')
        .set({ score_avg, score_count: Number(agg.n) })
        .where('group_id', '=', group_id)
        .execute();
      return { group_id, score, comment: comment?.trim() || null, score_avg, score_count: Number(agg.n) };
    });
  },
  async groupScoreList(ctx) {
    const { group_id } = ctx.query;
    const page_num = Number(ctx.query.page_num ?? 1),
      page_size = Number(ctx.query.page_size ?? 10);
    const group = await publishedGroup(ctx.deps.db, group_id);
    const rows = await ctx.deps.db
      .selectFrom('group_ratings as r')
      .innerJoin('users as u', 'u.user_id', 'r.user_id')
      .select(['u.user_name', 'r.score', 'r.comment', 'r.updated_at'])
      .where('r.group_id', '=', group_id)
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.user_id', 'desc')
      .limit(page_size)
      .offset((page_num - 1) * page_size)
      .execute();
    return {
      score_avg: Number(group.score_avg),
      score_count: group.score_count,
      page_num,
      page_size,
      total: group.score_count,
      list: rows.map((r) => ({
        user_name: maskName(r.user_name),
        score: r.score,
        comment: r.comment,
        updated_at: r.updated_at,
      })),
    };
  },
  async groupCollect(ctx) {
    const user = requireCaller(ctx);
    const { group_id, collected } = ctx.body;
    return ctx.deps.db.transaction().execute(async (trx) => {
      await publishedGroup(trx, group_id, true);
      if (collected) {
        await trx
          .insertInto('group_favourites')
          .values({ group_id, user_id: user.user_id, created_at: ctx.deps.now() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await trx
          .deleteFrom('group_favourites')
          .where('group_id', '=', group_id)
          .where('user_id', '=', user.user_id)
          .execute();
      }
      const n = await trx
        .selectFrom('group_favourites')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('group_id', '=', group_id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('api_groups')
        .set({ favourite_count: Number(n.n) })
        .where('group_id', '=', group_id)
        .execute();
      return { group_id, collected: !!collected, favourite_count: Number(n.n) };
    });
  },
  async groupCollectList(ctx) {
    const user = requireCaller(ctx);
    return ctx.deps.db
      .selectFrom('group_favourites as f')
      .innerJoin('api_groups as g', 'g.group_id', 'f.group_id')
      .select([
        'g.group_id',
        'g.group_name',
        'g.group_name_en',
        'g.description',
        'g.score_avg',
        'g.score_count',
        'g.favourite_count',
        'f.created_at',
      ])
      .where('f.user_id', '=', user.user_id)
      .where('g.group_state', '=', 'published')
      .orderBy('f.created_at', 'desc')
      .limit(1000)
      .execute();
  },
};
