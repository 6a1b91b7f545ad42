/**
 * /llms.txt (llmstxt.org): what an anonymous visitor can see, each linked to its Markdown page. Built from the same
 * public reads as the pages (published groups, published announcements, the documentation tree, content pages that
 * have sections), so nothing unpublished is listed.
 */
import type { PageRequest } from './pages.ts';
import { announcementHref, docHref, productHref } from './pages.ts';
import { visibleGroups, sorted } from '../market.ts';
import type { Ctx } from '../../context.ts';
import { blocks, inline, link, pick } from './text.ts';
import { words } from './messages.ts';

const CONTENT_PAGES: Array<[key: string, path: string]> = [
  ['contactUs', '/contactUs'],
  ['business', '/businessDetails?detailsKey=business'],
  ['pbc', '/businessDetails?detailsKey=pbc'],
  ['tripartite', '/businessDetails?detailsKey=tripartite'],
  ['masterDataService', '/masterDataService'],
  ['metadata', '/metadata'],
  ['flowPathManage', '/flowPathManage'],
  ['financeService', '/financeService'],
  ['Web3', '/Web3'],
  ['beCurrent', '/beCurrent'],
  ['application', '/application'],
];

const mdPath = (path: string) => {
  const [p, q] = path.split('?');
  return q ? `${p}.md?${q}` : `${p}.md`;
};

export async function llmsTxt(p: PageRequest): Promise<string> {
  const w = words(p.lang);
  const { db } = p.deps;
  const origin = `${p.req.protocol}://${p.req.host}`;
  const abs = (href: string) => `${origin}${href}${href.includes('?') ? '&' : '?'}lang=${p.lang}`;
  const ctx = { deps: p.deps } as Ctx;
  const groups = await sorted(visibleGroups(ctx), 'newest').execute();
  const docs = await db
    .selectFrom('documents')
    .select(['doc_id', 'index_doc_id', 'show_name', 'show_name_en'])
    .where('type', '=', 2)
    .orderBy('sort')
    .orderBy('doc_id')
    .execute();
  const announcements = await db
    .selectFrom('announcements')
    .select(['announcement_id', 'title', 'title_en'])
    .where('state', '=', 1)
    .where('published_at', '<=', p.deps.now())
    .orderBy('pinned', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('announcement_id', 'desc')
    .limit(100)
    .execute();
  const sections = await db
    .selectFrom('site_pages')
    .select(['page_key', 'title', 'title_en'])
    .orderBy('sort')
    .orderBy('section_id')
    .execute();
  const firstTitle = new Map<string, string>();
  for (const s of sections)
    if (!firstTitle.has(s.page_key)) firstTitle.set(s.page_key, pick(p.lang, s.title, s.title_en));
  const item = (name: string, href: string, note?: string | null) =>
    `- ${link(name, abs(href))}${note ? `: ${inline(note)}` : ''}`;
  const summary =
    p.lang === 'en'
      ? 'An enterprise open API platform: browse API groups, read their documentation, then apply for access and call them through the signing gateway. Every page below is Markdown; add `lang=zh` or `lang=en` to choose the language. Agents can also connect to the MCP server at /mcp (OAuth 2.1).'
      : '企业能力开放平台：浏览 API 分组、阅读文档，申请使用后通过签名网关调用。以下每个页面均为 Markdown；加 `lang=zh` 或 `lang=en` 选择语言。智能体也可连接 /mcp 的 MCP 服务（OAuth 2.1 授权）。';
  return blocks(
    `# ${w('site')}`,
    `> ${summary}`,
    `## ${w('home')}`,
    [
      item(w('home'), '/home.md'),
      item(w('market'), '/apistore.md'),
      item(w('docs'), '/doccenter.md'),
      item(w('announcements'), '/announcement.md'),
    ].join('\n'),
    `## ${w('groups')}`,
    groups.length
      ? groups
          .map((g) => item(pick(p.lang, g.group_name, g.group_name_en), productHref(g.group_id), g.description))
          .join('\n')
      : w('empty'),
    `## ${w('docs')}`,
    docs.length ? docs.map((d) => item(pick(p.lang, d.show_name, d.show_name_en), docHref(d))).join('\n') : w('empty'),
    `## ${w('announcements')}`,
    announcements.length
      ? announcements
          .map((a) => item(pick(p.lang, a.title, a.title_en), announcementHref(a.announcement_id)))
          .join('\n')
      : w('empty'),
    `## Optional`,
    CONTENT_PAGES.filter(([key]) => firstTitle.has(key))
      .map(([key, path]) => item(firstTitle.get(key)!, mdPath(path)))
      .join('\n') || w('empty'),
  );
}
