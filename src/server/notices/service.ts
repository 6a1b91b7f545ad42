/**
 * Notices are written as drafts, published (stamped with the time) and may be withdrawn. A platform admin's notice
 * reaches every user; anyone else's (a provider's) only the users with an active subscription to one of the
 * sender's groups, says who sent it, and at most NOTICE_PUBLISH_LIMIT of them go out a day. Only platform admins
 * send the "Announcement" type. Users see published notices of an env type, each with its read state; opening one
 * marks it read.
 */
import { sql, type Kysely, type NotNull } from 'kysely';
import { requireCaller, type Caller, type Ctx } from '../context.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Repository } from '../resources/repository.ts';
import { ApiError, invalidState, notFound } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { containing } from '../db/like.ts';
import type { Database } from '../db/schema.ts';

const DRAFT = 0,
  PUBLISHED = 1,
  WITHDRAWN = 2;
/** notice_type only platform admins send: an announcement of the platform, to everyone */
const ANNOUNCEMENT = 1;
/** notices a sender other than a platform admin may publish in any 24 hours */
export const NOTICE_PUBLISH_LIMIT = { max: 5, windowMs: 24 * 3600_000 };

export const noticeService: ResourceService = {
  // personal notices (notify.ts) are the system's, not a provider's announcements
  extendQuery: (q) => q.where('notices.audience_user_id', 'is', null),
  async beforeWrite({ values, id, caller }) {
    const admin = !caller || isPlatformAdmin(caller);
    if (id === undefined) {
      values.notice_state = DRAFT;
      values.audience = admin ? 'platform' : 'subscribers';
    }
    if (!admin && values.notice_type === ANNOUNCEMENT)
      throw fieldError('notice_type', 'NOTICE_ANNOUNCEMENT_ADMIN_ONLY');
  },
  handlers: (repo) => ({
    async groupsNoticePublish(ctx) {
      return setState(repo, ctx, [DRAFT, WITHDRAWN], PUBLISHED);
    },
    async groupsNoticeWithdraw(ctx) {
      return setState(repo, ctx, [PUBLISHED], WITHDRAWN);
    },
  }),
};

async function setState(repo: Repository, ctx: Ctx, from: number[], to: number) {
  const id = ctx.params.groups_notice_id;
  const row = (await repo.findOne(ctx.deps.db, id, ctx.caller)) as { notice_state: number } | undefined;
  if (!row) throw notFound();
  if (!from.includes(row.notice_state)) throw invalidState();
  const now = ctx.deps.now();
  await ctx.deps.db.transaction().execute(async (trx) => {
    if (to === PUBLISHED && ctx.caller && !isPlatformAdmin(ctx.caller)) await withinPublishLimit(trx, ctx.caller, now);
    await trx
      .updateTable('notices')
      .set({ notice_state: to, updated_at: now, ...(to === PUBLISHED ? { published_at: now } : {}) })
      .where('groups_notice_id', '=', id)
      .execute();
  });
  return null;
}

/**
 * A sender's notices published in the last 24 hours, under a lock on the sender's user row so that parallel
 * publishes count one after another; 429 with the limit and when the next one may go out.
 */
async function withinPublishLimit(trx: Kysely<Database>, caller: Caller, now: Date): Promise<void> {
  await trx.selectFrom('users').select('user_id').where('user_id', '=', caller.user_id).forUpdate().execute();
  const since = new Date(now.getTime() - NOTICE_PUBLISH_LIMIT.windowMs);
  const recent = await trx
    .selectFrom('notices')
    .select('published_at')
    .where('created_by', '=', caller.user_id)
    .where('audience_user_id', 'is', null)
    .where('published_at', '>', since)
    .orderBy('published_at', 'asc')
    .$narrowType<{ published_at: NotNull }>()
    .execute();
  if (recent.length < NOTICE_PUBLISH_LIMIT.max) return;
  const next = new Date(
    new Date(recent[recent.length - NOTICE_PUBLISH_LIMIT.max].published_at).getTime() + NOTICE_PUBLISH_LIMIT.windowMs,
  );
  const wait = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
  throw new ApiError(
    429,
    'RATE_LIMITED',
    'NOTICE_PUBLISH_LIMIT',
    { max: NOTICE_PUBLISH_LIMIT.max, minutes: Math.ceil(wait / 60) },
    undefined,
    { 'retry-after': String(wait) },
  );
}

/**
 * The notice center: published platform notices, those of providers the caller subscribes to (an active
 * subscription of an application the caller owns or applied for, to a group of the sender) and the caller's
 * personal ones, joined with the caller's reads.
 */
function visibleTo(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notices as n')
    .leftJoin('notice_reads as r', (j) =>
      j.onRef('r.groups_notice_id', '=', 'n.groups_notice_id').on('r.user_id', '=', userId),
    )
    .where('n.notice_state', '=', PUBLISHED)
    .where((eb) =>
      eb.or([
        eb('n.audience_user_id', '=', userId),
        eb.and([eb('n.audience_user_id', 'is', null), eb('n.audience', '=', 'platform')]),
        eb.and([
          eb('n.audience_user_id', 'is', null),
          eb('n.audience', '=', 'subscribers'),
          eb.exists(
            db
              .selectFrom('apply_records as s')
              .innerJoin('api_groups as g', 'g.group_id', 's.group_id')
              .innerJoin('apps as a', 'a.apply_id', 's.apply_id')
              .select('s.r_apply_groups_record_id')
              // n is the outer query's notice: a correlated reference the subquery's own types do not know
              .where('g.created_by', '=', sql.ref<number>('n.created_by'))
              .where('s.state', '=', 'active')
              .where((e) => e.or([e('a.created_by', '=', userId), e('s.created_by', '=', userId)])),
          ),
        ]),
      ]),
    );
}

/** Who sent a notice, as its readers see it: the platform, the system (personal notices) or the provider by name. */
const senderColumns = (db: Kysely<Database>) =>
  [
    'n.audience',
    db
      .selectFrom('users as su')
      .leftJoin('enterprises as se', 'se.enterprise_id', 'su.enterprise_id')
      .select(sql<string>`coalesce(se.enterprise_name, su.user_real_name, su.user_name)`.as('x'))
      .where('su.user_id', '=', sql.ref<number>('n.created_by'))
      .as('sender_provider'),
  ] as const;

const SENDERS = { platform: { zh: '平台', en: 'Platform' }, system: { zh: '系统', en: 'System' } } as const;

function withSender(row: Record<string, any>, lang: string) {
  const { audience, sender_provider, ...rest } = row;
  const l = lang === 'en' ? 'en' : 'zh';
  const sender_name =
    rest.audience_user_id != null
      ? SENDERS.system[l]
      : audience === 'platform'
        ? SENDERS.platform[l]
        : (sender_provider ?? null);
  return { ...rest, sender_name };
}

/** a personal notice applies to every environment */
const inEnv = (envType: number) => (eb: any) => eb.or([eb('n.env_type', '=', envType), eb('n.env_type', 'is', null)]);

/** the system writes personal notices in both languages; English readers get the English text */
function localized(row: Record<string, any>, lang: string) {
  const { notice_title_en, notice_content_en, ...rest } = row;
  return lang === 'en' && notice_title_en
    ? { ...rest, notice_title: notice_title_en, notice_content: notice_content_en ?? rest.notice_content }
    : rest;
}

/** Unread notices of one user: of the given environment (and personal ones), or of every environment. */
export async function unreadNoticeCount(db: Kysely<Database>, userId: number, envType?: number): Promise<number> {
  let q = visibleTo(db, userId).where('r.user_id', 'is', null);
  if (envType !== undefined) q = q.where(inEnv(envType));
  const [{ n }] = await q.select(sql<number>`count(*)`.as('n')).execute();
  return Number(n);
}

/** The newest notices a user can read, for the workbench's recent activity. */
export async function recentNotices(db: Kysely<Database>, userId: number, lang: string, limit: number) {
  const rows = await visibleTo(db, userId)
    .select(['n.groups_notice_id', 'n.notice_title', 'n.notice_title_en', 'n.published_at'])
    .orderBy('n.published_at', 'desc')
    .orderBy('n.groups_notice_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.groups_notice_id as number,
    title: String(localized(r, lang).notice_title),
    at: r.published_at as Date,
  }));
}

export const userNoticeService: ResourceService = {
  handlers: () => ({
    async userNoticePage(ctx) {
      const caller = requireCaller(ctx);
      const q = ctx.query;
      let base = visibleTo(ctx.deps.db, caller.user_id);
      if (q.notice_title?.trim()) base = base.where('n.notice_title', 'ilike', containing(q.notice_title.trim()));
      if (q.notice_type !== undefined) base = base.where('n.notice_type', '=', q.notice_type);
      if (q.env_type !== undefined) base = base.where(inEnv(q.env_type));
      if (q.read_state === 1) base = base.where('r.user_id', 'is not', null);
      if (q.read_state === 0) base = base.where('r.user_id', 'is', null);
      const page_num = q.page_num ?? 1,
        page_size = q.page_size ?? 10;
      const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
      const list = await base
        .select([
          'n.groups_notice_id',
          'n.notice_title',
          'n.notice_title_en',
          'n.notice_type',
          'n.env_type',
          'n.notice_content',
          'n.notice_content_en',
          'n.published_at',
          'n.link',
          'n.audience_user_id',
          sql<number>`case when r.user_id is null then 0 else 1 end`.as('read_state'),
        ])
        .select(senderColumns(ctx.deps.db))
        .orderBy('n.published_at', 'desc')
        .orderBy('n.groups_notice_id', 'desc')
        .limit(page_size)
        .offset((page_num - 1) * page_size)
        .execute();
      return {
        list: list.map((row) => withSender(localized(row, ctx.lang), ctx.lang)),
        total: Number(n),
        page_num,
        page_size,
      };
    },
    async userNoticeDetail(ctx) {
      const caller = requireCaller(ctx);
      const id = ctx.params.groups_notice_id;
      const db = ctx.deps.db;
      const row = await visibleTo(db, caller.user_id)
        .selectAll('n')
        .select(senderColumns(db))
        .where('n.groups_notice_id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      await db
        .insertInto('notice_reads')
        .values({ groups_notice_id: id, user_id: caller.user_id, read_at: ctx.deps.now() })
        .onConflict((oc) => oc.columns(['user_id', 'groups_notice_id']).doNothing())
        .execute();
      return { ...withSender(localized(row, ctx.lang), ctx.lang), read_state: 1 };
    },
    async userNoticeUnread(ctx) {
      return unreadNoticeCount(ctx.deps.db, requireCaller(ctx).user_id, ctx.query.env_type);
    },
    async userNoticeReadAll(ctx) {
      const caller = requireCaller(ctx);
      const db = ctx.deps.db;
      await db
        .insertInto('notice_reads')
        .columns(['groups_notice_id', 'user_id', 'read_at'])
        .expression(
          visibleTo(db, caller.user_id)
            .where('r.user_id', 'is', null)
            .select([
              'n.groups_notice_id',
              sql<number>`${caller.user_id}`.as('user_id'),
              sql<Date>`${ctx.deps.now()}`.as('read_at'),
            ]),
        )
        .onConflict((oc) => oc.columns(['user_id', 'groups_notice_id']).doNothing())
        .execute();
      return null;
    },
  }),
};
