/**
 * The store's public pages as Markdown, rendered from the same reads the pages make (the store handlers, so what an
 * agent reads is exactly what a visitor sees: published groups only, published announcements only), in the
 * request's language. Links point at the Markdown form of the linked page (`.md`), so an agent can walk the store.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { handlerOf, type Ctx, type Deps } from '../../context.ts';
import type { Lang } from '../../http/messages.ts';
import { storeHandlers } from '../handlers.ts';
import type { StoreRouteName } from '../../../store/app/paths.ts';
import { blocks, cell, inline, link, pick, table } from './text.ts';
import { words } from './messages.ts';

export interface PageRequest {
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
  lang: Lang;
  query: URLSearchParams;
  path: string;
}

const id = (v: string | null): number | undefined =>
  v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;

/** the store handlers take a validated ctx; these pages pass what the page would have sent */
function read<T>(p: PageRequest, op: string, query: Record<string, unknown> = {}): Promise<T> {
  const ctx: Ctx = { req: p.req, reply: p.reply, body: {}, query, params: {}, lang: p.lang, deps: p.deps };
  return handlerOf(storeHandlers, op)!(ctx) as Promise<T>;
}

interface Card {
  group_id: number;
  group_name: string;
  group_name_en: string | null;
  description: string | null;
  provider_name: string | null;
  api_count: number;
  score_avg: number;
  classify_name: string | null;
  classify_name_en: string | null;
}

export const productHref = (groupId: number) => `/goodsdetail.md?group_id=${groupId}`;

function cards(lang: Lang, list: Card[]): string {
  const w = words(lang);
  if (!list.length) return w('empty');
  return list
    .map(
      (g) =>
        `- ${link(pick(lang, g.group_name, g.group_name_en), productHref(g.group_id))} — ${inline(g.provider_name ?? '')}` +
        `${g.classify_name ? ` · ${inline(pick(lang, g.classify_name, g.classify_name_en))}` : ''} · ${g.api_count} ${w('apis')}` +
        `${g.description ? `\n  ${inline(g.description)}` : ''}`,
    )
    .join('\n');
}

async function home(p: PageRequest) {
  const w = words(p.lang);
  const h = await read<{ counts: Record<string, number>; featured: Card[]; newest: Card[] }>(p, 'marketHome');
  return blocks(
    `# ${w('site')}`,
    `${link(w('market'), '/apistore.md')} · ${link(w('docs'), '/doccenter.md')} · ${link(w('announcements'), '/announcement.md')} · [llms.txt](/llms.txt)`,
    `## ${w('figures')}`,
    table(
      [w('groups'), w('apis'), w('providers'), w('calls')],
      [[h.counts.groups, h.counts.apis, h.counts.providers, h.counts.calls]],
    ),
    `## ${w('featured')}`,
    cards(p.lang, h.featured),
    `## ${w('newest')}`,
    cards(p.lang, h.newest),
  );
}

async function market(p: PageRequest) {
  const w = words(p.lang);
  const page_num = id(p.query.get('page_num')) ?? 1;
  const query = {
    page_num,
    page_size: 50,
    id: id(p.query.get('id')),
    son_id: id(p.query.get('sonId')),
    query_text: p.query.get('query_text') ?? undefined,
    sort: 'newest',
  };
  const r = await read<{ list: Card[]; total: number }>(p, 'marketGroupPage', query);
  const pages = Math.max(1, Math.ceil(r.total / 50));
  const at = (n: number) => {
    const q = new URLSearchParams(p.query);
    q.set('page_num', String(n));
    q.delete('lang');
    return `${p.path}.md?${q}`;
  };
  return blocks(
    `# ${w('market')}`,
    `${w('total', { n: r.total })} · ${w('page', { n: page_num, pages })}`,
    cards(p.lang, r.list),
    [page_num > 1 && link(w('prev'), at(page_num - 1)), page_num < pages && link(w('next'), at(page_num + 1))]
      .filter(Boolean)
      .join(' · '),
  );
}

interface Param {
  name: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string | string[] } | null;
}
interface Api {
  api_id: number;
  api_name: string;
  api_desc: string | null;
  method_type: string;
  listen_path: string;
  request_params: Param[] | null;
  response_example: string | null;
  error_codes: Array<{ code: string; description: string }> | null;
}
interface Rule {
  rule_name: string;
  price_per_thousand: number | string | null;
  validity_days: number | null;
  qps: number | null;
  daily_quota: number | null;
  monthly_quota: number | null;
}
interface Detail extends Card {
  documentation: string | null;
  version: string | null;
  gateway_url: string;
  apis: Api[];
  charge_rules: Rule[];
}

/** one API in Markdown: the part of a product page an agent needs to call it (also get_api_docs) */
export function apiMarkdown(lang: Lang, a: Api, level = 3): string {
  const w = words(lang);
  const hashes = '#'.repeat(level);
  const params = Array.isArray(a.request_params) ? a.request_params : [];
  const errors = Array.isArray(a.error_codes) ? a.error_codes : [];
  const typeOf = (s: Param['schema']) => (Array.isArray(s?.type) ? s!.type.join(' | ') : (s?.type ?? ''));
  return blocks(
    `${hashes} ${inline(a.api_name)}`,
    `\`${a.method_type} ${a.listen_path}\``,
    a.api_desc,
    params.length > 0 &&
      `**${w('params')}**\n\n${table(
        [w('name'), w('in'), w('type'), w('required'), w('description')],
        params.map((x) => [x.name, x.in, typeOf(x.schema), x.required ? w('yes') : w('no'), x.description]),
      )}`,
    a.response_example && `**${w('response')}**\n\n\`\`\`\n${a.response_example}\n\`\`\``,
    errors.length > 0 &&
      `**${w('errors')}**\n\n${table(
        [w('code'), w('message')],
        errors.map((e) => [e.code, e.description]),
      )}`,
  ).trimEnd();
}

export async function productDetail(p: PageRequest, groupId: number): Promise<Detail> {
  return read<Detail>(p, 'marketGroupDetail', { group_id: groupId });
}

async function product(p: PageRequest) {
  const w = words(p.lang);
  const groupId = id(p.query.get('group_id') ?? p.query.get('id'));
  if (!groupId) return null;
  const g = await productDetail(p, groupId);
  return blocks(
    `# ${inline(pick(p.lang, g.group_name, g.group_name_en))}`,
    table(
      [w('provider'), w('domain'), w('version'), w('rating'), w('gateway')],
      [[g.provider_name, pick(p.lang, g.classify_name, g.classify_name_en), g.version, g.score_avg, g.gateway_url]],
    ),
    g.documentation ?? g.description,
    `## ${w('apis')}`,
    g.apis.length ? g.apis.map((a) => apiMarkdown(p.lang, a)).join('\n\n') : w('empty'),
    `## ${w('pricing')}`,
    g.charge_rules.length
      ? table(
          [w('rule'), w('price'), w('validity'), w('qps'), w('daily'), w('monthly')],
          g.charge_rules.map((r) => [
            r.rule_name,
            r.price_per_thousand,
            r.validity_days,
            r.qps,
            r.daily_quota,
            r.monthly_quota,
          ]),
        )
      : w('empty'),
    `_${w('apply')}_`,
  );
}

interface DocNode {
  doc_id: number;
  index_doc_id: number | null;
  show_name: string;
  show_name_en: string | null;
  type: number;
  childs: DocNode[];
}
export const docHref = (d: { doc_id: number; index_doc_id: number | null }) =>
  d.index_doc_id != null ? `/doccenter/details.md?id=${d.index_doc_id}` : `/doccenter/details.md?doc_id=${d.doc_id}`;

export function docTree(lang: Lang, nodes: DocNode[], depth = 0): string {
  return nodes
    .map((n) => {
      const name = pick(lang, n.show_name, n.show_name_en);
      const line = `${'  '.repeat(depth)}- ${n.type === 2 ? link(name, docHref(n)) : inline(name)}`;
      return n.childs.length ? `${line}\n${docTree(lang, n.childs, depth + 1)}` : line;
    })
    .join('\n');
}

async function docs(p: PageRequest) {
  const w = words(p.lang);
  const index_doc_id = id(p.query.get('id'));
  const doc_id = id(p.query.get('doc_id'));
  if (index_doc_id !== undefined || doc_id !== undefined) {
    const d = await read<{
      show_name: string;
      show_name_en: string | null;
      content: string | null;
      content_en: string | null;
      updated_at: string;
    }>(p, 'documentRead', index_doc_id !== undefined ? { index_doc_id } : { doc_id });
    return blocks(
      `# ${inline(pick(p.lang, d.show_name, d.show_name_en))}`,
      pick(p.lang, d.content, d.content_en),
      `${link(w('docs'), '/doccenter.md')}`,
    );
  }
  const tree = await read<DocNode[]>(p, 'documentTree');
  return blocks(`# ${w('docs')}`, tree.length ? docTree(p.lang, tree) : w('empty'));
}

interface Announcement {
  announcement_id: number;
  title: string;
  title_en: string | null;
  summary: string | null;
  summary_en: string | null;
  content?: string;
  content_en?: string | null;
  pinned: number;
  published_at: string;
}
export const announcementHref = (id: number) => `/announcement/detail.md?announcement_id=${id}`;

async function announcements(p: PageRequest) {
  const w = words(p.lang);
  const page_num = id(p.query.get('page_num')) ?? 1;
  const r = await read<{ list: Announcement[]; total: number }>(p, 'announcementPublicPage', {
    page_num,
    page_size: 50,
  });
  const pages = Math.max(1, Math.ceil(r.total / 50));
  return blocks(
    `# ${w('announcements')}`,
    `${w('total', { n: r.total })} · ${w('page', { n: page_num, pages })}`,
    r.list.length
      ? r.list
          .map(
            (a) =>
              `- ${link(pick(p.lang, a.title, a.title_en), announcementHref(a.announcement_id))} — ${a.published_at.slice(0, 10)}` +
              `${a.pinned ? ` (${w('pinned')})` : ''}${pick(p.lang, a.summary, a.summary_en) ? `\n  ${inline(pick(p.lang, a.summary, a.summary_en))}` : ''}`,
          )
          .join('\n')
      : w('empty'),
    page_num < pages && link(w('next'), `/announcement.md?page_num=${page_num + 1}`),
  );
}

async function announcement(p: PageRequest) {
  const w = words(p.lang);
  const aid = id(p.query.get('announcement_id') ?? p.query.get('id'));
  if (!aid) return null;
  const a = await read<Announcement>(p, 'announcementPublicDetail', { announcement_id: aid });
  return blocks(
    `# ${inline(pick(p.lang, a.title, a.title_en))}`,
    `_${w('published')} ${a.published_at.slice(0, 10)}_`,
    pick(p.lang, a.content, a.content_en),
    link(w('announcements'), '/announcement.md'),
  );
}

const DETAILS_KEYS = ['business', 'pbc', 'tripartite'];
/** the content page key of a path (the store's pageKeyOf, ContentPage.tsx) */
export function pageKeyOf(route: StoreRouteName, detailsKey: string | null): string {
  if (route === 'businessDetails') return DETAILS_KEYS.includes(detailsKey ?? '') ? detailsKey! : 'business';
  return route;
}

async function contentPage(p: PageRequest, route: StoreRouteName) {
  interface Section {
    title: string;
    title_en: string | null;
    text: string | null;
    text_en: string | null;
    cta_text: string | null;
    cta_text_en: string | null;
    cta_url: string | null;
  }
  const sections = await read<Section[]>(p, 'sitePageSections', {
    page_key: pageKeyOf(route, p.query.get('detailsKey')),
  });
  if (!sections.length) return blocks(`# ${words(p.lang)('content')}`, words(p.lang)('empty'));
  return blocks(
    ...sections.map((s, i) => {
      const cta = pick(p.lang, s.cta_text, s.cta_text_en);
      return blocks(
        `${i === 0 ? '#' : '##'} ${inline(pick(p.lang, s.title, s.title_en))}`,
        pick(p.lang, s.text, s.text_en),
        cta && s.cta_url ? link(cta, s.cta_url) : null,
      ).trimEnd();
    }),
  );
}

/** the Markdown of a store route, or null when the page has nothing to show in Markdown (then the HTML page answers) */
export async function renderPage(route: StoreRouteName | 'root', p: PageRequest): Promise<string | null> {
  switch (route) {
    case 'root':
    case 'home':
    case 'homeOld':
    case 'homeTwo':
    case 'DynamicSpace':
      return home(p);
    case 'newApistore':
    case 'apistore':
      return market(p);
    case 'goodsdetail':
    case 'apiproduct':
    case 'multiTypeDetail':
      return product(p);
    case 'doccenter':
    case 'doccenterDetails':
    case 'helpWord':
      return docs(p);
    case 'announcement':
      return announcements(p);
    case 'announcementDetail':
      return announcement(p);
    case 'contactUs':
    case 'businessDetails':
    case 'masterDataService':
    case 'metadata':
    case 'flowPathManage':
    case 'financeService':
    case 'Web3':
    case 'beCurrent':
    case 'application':
      return contentPage(p, route);
    default:
      return null;
  }
}

export { cell };
