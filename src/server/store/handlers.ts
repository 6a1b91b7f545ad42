/**
 * The store's public reads of its own content: the documentation tree and a document, published announcements
 * (with the caller's read marks when a ticket comes along) and the sections of a content page. Rows carry both
 * languages; the browser picks English where it is written and falls back to Chinese.
 */
import { sql } from 'kysely';
import type { Handlers } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { optionalCaller } from './optional-caller.ts';
import { gatewayPublicUrl, GATEWAY_URL_TOKEN } from '../gateway/public-url.ts';
import { issuerOf } from '../oauth/routes.ts';
import { marketHandlers } from './market.ts';
import { searchHandlers } from './search.ts';
import { applyGroupHandlers } from './apply-groups.ts';

interface DocRow {
  doc_id: number;
  parent_id: number | null;
  index_doc_id: number | null;
  show_name: string;
  show_name_en: string | null;
  type: number;
}
interface DocNode extends Omit<DocRow, 'parent_id'> {
  childs: DocNode[];
}

/** rows with parent_id → a forest under `childs`, keeping the rows' order; a row whose parent is gone is a root */
function docForest(rows: DocRow[]): DocNode[] {
  const nodes = new Map<number, DocNode>(rows.map(({ parent_id: _, ...r }) => [r.doc_id, { ...r, childs: [] }]));
  const roots: DocNode[] = [];
  for (const r of rows) {
    const parent = r.parent_id != null ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.childs : roots).push(nodes.get(r.doc_id)!);
  }
  return roots;
}

/** what a document writes where the platform's own address belongs (the origin agents connect to; OAUTH_ISSUER) */
const PLATFORM_URL_TOKEN = '{{platform_url}}';
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const storeHandlers: Handlers = {
  ...marketHandlers,
  ...searchHandlers,
  ...applyGroupHandlers,
  async documentTree(ctx) {
    const rows = await ctx.deps.db
      .selectFrom('documents')
      .select(['doc_id', 'parent_id', 'index_doc_id', 'show_name', 'show_name_en', 'type'])
      .orderBy('sort')
      .orderBy('doc_id')
      .execute();
    return docForest(rows);
  },

  async documentRead(ctx) {
    const { index_doc_id, doc_id } = ctx.query;
    if (index_doc_id === undefined && doc_id === undefined) throw notFound();
    let q = ctx.deps.db
      .selectFrom('documents')
      .select([
        'doc_id',
        'parent_id',
        'index_doc_id',
        'show_name',
        'show_name_en',
        'type',
        'content',
        'content_en',
        'updated_at',
      ]);
    q = index_doc_id !== undefined ? q.where('index_doc_id', '=', index_doc_id) : q.where('doc_id', '=', doc_id!);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound();
    // a document names the gateway as {{gateway_url}} (the seeded guides' curl lines do) and the platform (the store's
    // MCP server, its authorization server) as {{platform_url}}: readers get the real addresses
    const gateway = gatewayPublicUrl(ctx.deps.config, ctx.req);
    const platform = issuerOf(ctx.deps, ctx.req);
    const withGateway = (text: string | null) =>
      text?.replaceAll(GATEWAY_URL_TOKEN, gateway).replaceAll(PLATFORM_URL_TOKEN, platform) ?? null;
    return {
      ...row,
      content: withGateway(row.content),
      content_en: withGateway(row.content_en),
      updated_at: iso(row.updated_at),
    };
  },

  async announcementPublicPage(ctx) {
    const { page_num = 1, page_size = 10 } = ctx.query;
    const caller = await optionalCaller(ctx);
    const db = ctx.deps.db;
    const now = ctx.deps.now();
    // scheduled ones (published_at in the future) stay hidden until their date
    const visible = db.selectFrom('announcements').where('state', '=', 1).where('published_at', '<=', now);
    const total = await visible.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await visible
      .select(['announcement_id', 'title', 'title_en', 'summary', 'summary_en', 'pinned', 'published_at'])
      .orderBy('pinned', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('announcement_id', 'desc')
      .limit(page_size)
      .offset((page_num - 1) * page_size)
      .execute();
    let readIds = new Set<number>();
    let unread: number | null = null;
    if (caller) {
      const ids = rows.map((r) => r.announcement_id);
      if (ids.length) {
        const reads = await db
          .selectFrom('announcement_reads')
          .select('announcement_id')
          .where('user_id', '=', caller.user_id)
          .where('announcement_id', 'in', ids)
          .execute();
        readIds = new Set(reads.map((r) => r.announcement_id));
      }
      const u = await visible
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('announcement_reads as r')
                .select(sql`1`.as('one'))
                .whereRef('r.announcement_id', '=', 'announcements.announcement_id')
                .where('r.user_id', '=', caller.user_id),
            ),
          ),
        )
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      unread = Number(u.n);
    }
    return {
      list: rows.map((r) => ({
        ...r,
        published_at: iso(r.published_at),
        read: caller ? readIds.has(r.announcement_id) : null,
      })),
      total: Number(total.n),
      page_num,
      page_size,
      unread,
    };
  },

  async announcementPublicDetail(ctx) {
    const caller = await optionalCaller(ctx);
    const row = await ctx.deps.db
      .selectFrom('announcements')
      .select([
        'announcement_id',
        'title',
        'title_en',
        'summary',
        'summary_en',
        'content',
        'content_en',
        'pinned',
        'published_at',
      ])
      .where('announcement_id', '=', ctx.query.announcement_id)
      .where('state', '=', 1)
      .where('published_at', '<=', ctx.deps.now())
      .executeTakeFirst();
    if (!row) throw notFound();
    let read: boolean | null = null;
    if (caller) {
      read = !!(await ctx.deps.db
        .selectFrom('announcement_reads')
        .select('announcement_id')
        .where('announcement_id', '=', row.announcement_id)
        .where('user_id', '=', caller.user_id)
        .executeTakeFirst());
    }
    return { ...row, published_at: iso(row.published_at), read };
  },

  async announcementMarkRead(ctx) {
    const caller = ctx.caller!;
    const id = ctx.body.announcement_id as number;
    const now = ctx.deps.now();
    const row = await ctx.deps.db
      .selectFrom('announcements')
      .select('announcement_id')
      .where('announcement_id', '=', id)
      .where('state', '=', 1)
      .where('published_at', '<=', now)
      .executeTakeFirst();
    if (!row) throw notFound();
    await ctx.deps.db
      .insertInto('announcement_reads')
      .values({ announcement_id: id, user_id: caller.user_id, read_at: now })
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
      .execute();
    return null;
  },

  async sitePageSections(ctx) {
    return ctx.deps.db
      .selectFrom('site_pages')
      .select([
        'section_id',
        'page_key',
        'title',
        'title_en',
        'text',
        'text_en',
        'image',
        'cta_text',
        'cta_text_en',
        'cta_url',
      ])
      .where('page_key', '=', ctx.query.page_key)
      .orderBy('sort')
      .orderBy('section_id')
      .execute();
  },
};
