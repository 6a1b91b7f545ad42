/**
 * The widgets that exist today, for each demo role: what waits (unread notices, drafts, enterprises to review,
 * exports running) and the key figures of the caller's scope (users, enterprises, roles, sub-accounts,
 * partners, notices, invite codes, teams, cost centers). Catalog, access, gateway and work orders add theirs.
 */
import { sql } from 'kysely';
import { translate } from '../http/messages.ts';
import { routeByName } from '../../shared/routes.ts';
import { unreadNoticeCount, recentNotices } from '../notices/service.ts';
import { listLink, registerActivity, registerWidget, type Widget } from './registry.ts';

const path = (route: string) => routeByName.get(route)!.path;

/** A count of a descriptor list, in the caller's scope, opening that list with the same filter. */
const listCount = (
  w: Omit<Widget, 'value' | 'link' | 'permission'> & {
    resource: string;
    route: string;
    filter?: Record<string, unknown>;
    permission?: string;
  },
): Widget => ({
  ...w,
  permission: w.permission ?? routeByName.get(w.route)!.permission!,
  link: listLink(path(w.route), w.filter),
  value: (ctx) => ctx.count(w.resource, w.filter),
});

const ENTERPRISE_UNDER_REVIEW = 1;
const DRAFT = 0;

registerWidget({
  key: 'unread_notices',
  kind: 'todo',
  order: 10,
  permission: 'noticeCenter',
  title: { zh: '未读通知', en: 'Unread notices' },
  link: listLink(path('noticeCenter'), { read_state: 0 }),
  value: (ctx) => unreadNoticeCount(ctx.deps.db, ctx.caller.user_id, ctx.envType),
});
registerWidget(
  listCount({
    key: 'enterprises_to_review',
    kind: 'todo',
    order: 20,
    resource: 'enterprises',
    route: 'enterpriseManage',
    title: { zh: '待审核企业认证', en: 'Enterprise checks to review' },
    filter: { enterprise_check_state: ENTERPRISE_UNDER_REVIEW },
  }),
);
registerWidget(
  listCount({
    key: 'notice_drafts',
    kind: 'todo',
    order: 30,
    resource: 'notices',
    route: 'noticeManage',
    title: { zh: '待发布通知草稿', en: 'Notice drafts to publish' },
    filter: { notice_state: DRAFT },
  }),
);
registerWidget({
  key: 'exports_running',
  kind: 'todo',
  order: 40,
  permission: 'exportRecord',
  title: { zh: '进行中的导出', en: 'Exports in progress' },
  link: path('exportRecord'),
  value: async (ctx) =>
    Number(
      (
        await ctx.deps.db
          .selectFrom('export_jobs')
          .select(sql<number>`count(*)`.as('n'))
          .where('created_by', '=', ctx.caller.user_id)
          .where('state', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow()
      ).n,
    ),
});

registerWidget({
  key: 'users',
  kind: 'figure',
  order: 10,
  permission: 'userList',
  applies: (ctx) => ctx.isPlatformAdmin,
  title: { zh: '平台用户', en: 'Users' },
  link: path('userList'),
  value: async (ctx) =>
    Number(
      (
        await ctx.deps.db
          .selectFrom('users')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
});
registerWidget(
  listCount({
    key: 'sub_accounts',
    kind: 'figure',
    order: 11,
    resource: 'sub_users',
    route: 'accountManage',
    permission: 'accountManage|userList',
    title: { zh: '子账号', en: 'Sub-accounts' },
    applies: (ctx) => !ctx.isPlatformAdmin,
  }),
);
registerWidget(
  listCount({
    key: 'enterprises',
    kind: 'figure',
    order: 20,
    resource: 'enterprises',
    route: 'enterpriseManage',
    title: { zh: '入驻企业', en: 'Enterprises' },
  }),
);
registerWidget(
  listCount({
    key: 'roles',
    kind: 'figure',
    order: 30,
    resource: 'roles',
    route: 'userRole',
    title: { zh: '角色', en: 'Roles' },
  }),
);
registerWidget(
  listCount({
    key: 'teams',
    kind: 'figure',
    order: 35,
    resource: 'teams',
    route: 'addTeam',
    title: { zh: '团队', en: 'Teams' },
  }),
);
registerWidget(
  listCount({
    key: 'partners',
    kind: 'figure',
    order: 40,
    resource: 'partners',
    route: 'partnersManage',
    title: { zh: '合作伙伴', en: 'Partners' },
  }),
);
registerWidget(
  listCount({
    key: 'notices_published',
    kind: 'figure',
    order: 50,
    resource: 'notices',
    route: 'noticeManage',
    title: { zh: '已发布通知', en: 'Published notices' },
    filter: { notice_state: 1 },
  }),
);
registerWidget(
  listCount({
    key: 'invite_codes',
    kind: 'figure',
    order: 60,
    resource: 'invite_codes',
    route: 'inviteCodeList',
    title: { zh: '邀请码', en: 'Invite codes' },
  }),
);
registerWidget(
  listCount({
    key: 'cost_centers',
    kind: 'figure',
    order: 70,
    resource: 'cost_centers',
    route: 'costCenter',
    title: { zh: '成本中心', en: 'Cost centers' },
  }),
);

registerWidget({
  key: 'my_exports',
  kind: 'figure',
  order: 90,
  permission: 'exportRecord',
  title: { zh: '我的导出', en: 'My exports' },
  link: path('exportRecord'),
  value: async (ctx) =>
    Number(
      (
        await ctx.deps.db
          .selectFrom('export_jobs')
          .select(sql<number>`count(*)`.as('n'))
          .where('created_by', '=', ctx.caller.user_id)
          .executeTakeFirstOrThrow()
      ).n,
    ),
});

registerActivity({
  key: 'notices',
  permission: 'noticeCenter',
  category: { zh: '通知', en: 'Notice' },
  items: async (ctx, limit) =>
    (await recentNotices(ctx.deps.db, ctx.caller.user_id, ctx.lang, limit)).map((n) => ({
      title: n.title,
      at: n.at,
      link: `${path('noticeCenterDetail')}?groups_notice_id=${n.id}`,
    })),
});
registerActivity({
  key: 'exports',
  permission: 'exportRecord',
  category: { zh: '导出', en: 'Export' },
  items: async (ctx, limit) =>
    (
      await ctx.deps.db
        .selectFrom('export_jobs')
        .select(['export_job_id', 'file_name', 'state', 'created_at'])
        .where('created_by', '=', ctx.caller.user_id)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
    ).map((j) => ({
      title: `${j.file_name} · ${translate(ctx.lang, `export.state.${j.state}`)}`,
      at: j.created_at,
      link: path('exportRecord'),
    })),
});
