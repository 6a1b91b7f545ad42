/**
 * The store's search over published groups, their APIs and the documentation center. Matching is substring
 * (ILIKE) per whitespace-separated term, which finds Chinese text without a tokenizer and behaves the same on
 * PGlite and PostgreSQL; every term must match somewhere, and the rank weighs where it matched (a name beats a
 * tag beats a description). Matches come back as fragments {text, hit}, so the browser highlights without HTML.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Ctx, Handlers } from '../context.ts';
import { containing } from '../db/like.ts';

type Kind = 'group' | 'api' | 'doc';
interface Fragment {
  text: string;
  hit: boolean;
}
interface Hit {
  kind: Kind;
  id: number;
  group_id: number | null;
  title: Fragment[];
  title_en: string | null;
  method_type: string | null;
  listen_path: string | null;
  snippet: Fragment[];
  score: number;
}

/** at most this many candidates per kind are ranked: a query that broad is refined, not paged through */
const CANDIDATES = 200;
const SNIPPET = 90;

export function searchTerms(q: string): string[] {
  return [...new Set(q.trim().toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 5);
}

/** the text split into matched and unmatched runs, case-insensitively */
export function fragments(text: string, terms: string[]): Fragment[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  const marks = new Array<boolean>(text.length).fill(false);
  for (const t of terms) {
    for (let i = lower.indexOf(t); i >= 0; i = lower.indexOf(t, i + t.length)) marks.fill(true, i, i + t.length);
  }
  const out: Fragment[] = [];
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && marks[j] === marks[i]) j++;
    out.push({ text: text.slice(i, j), hit: marks[i] });
    i = j;
  }
  return out;
}

/** Markdown reduced to its words, for a snippet */
const plain = (md: string) =>
  md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** a window of the text around its first match (or its start) */
export function snippet(text: string | null | undefined, terms: string[]): Fragment[] {
  const flat = plain(text ?? '');
  if (!flat) return [];
  const lower = flat.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), Infinity);
  const start = Number.isFinite(first) ? Math.max(0, first - 20) : 0;
  const piece = flat.slice(start, start + SNIPPET);
  return fragments(`${start > 0 ? '…' : ''}${piece}${start + SNIPPET < flat.length ? '…' : ''}`, terms);
}

/** weight when `column` contains the term; the term is escaped for LIKE */
const weigh = (column: string, term: string, weight: number): RawBuilder<number> =>
  sql<number>`(case when ${sql.ref(column)} ilike ${containing(term)} then ${sql.lit(weight)} else 0 end)`;
const anyOf = (columns: string[], term: string) =>
  sql<boolean>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ilike ${containing(term)}`),
    sql` or `,
  )})`;
/** an exact name is worth more than one merely containing the term */
const exact = (column: string, term: string, weight: number) =>
  sql<number>`(case when lower(${sql.ref(column)}) = ${term} then ${sql.lit(weight)} else 0 end)`;
const total = (parts: RawBuilder<number>[]) => sql<number>`(${sql.join(parts, sql` + `)})`;

/** the reader's language: the English text where one was written (issue 25 item 17), else the Chinese */
const inLang = <T extends string | null>(ctx: Ctx, zh: T, en: string | null): T | string =>
  ctx.lang === 'en' && en?.trim() ? en : zh;

async function groupHits(ctx: Ctx, terms: string[]): Promise<Hit[]> {
  const cols = ['g.group_name', 'g.group_name_en', 'g.tags', 'g.description', 'g.description_en', 'g.documentation'];
  let q = ctx.deps.db
    .selectFrom('api_groups as g')
    .where('g.group_state', '=', 'published')
    .where('g.parent_group_id', 'is', null)
    .select([
      'g.group_id',
      'g.group_name',
      'g.group_name_en',
      'g.description',
      'g.description_en',
      'g.tags',
      total(
        terms.flatMap((t) => [
          exact('g.group_name', t, 60),
          weigh('g.group_name', t, 40),
          weigh('g.group_name_en', t, 30),
          weigh('g.tags', t, 25),
          weigh('g.description', t, 10),
          weigh('g.description_en', t, 10),
          weigh('g.documentation', t, 4),
        ]),
      ).as('score'),
    ]);
  for (const t of terms) q = q.where(anyOf(cols, t));
  const rows = await q.orderBy('score', 'desc').orderBy('g.group_id').limit(CANDIDATES).execute();
  return rows.map((r) => ({
    kind: 'group',
    id: r.group_id,
    group_id: r.group_id,
    title: fragments(inLang(ctx, r.group_name, r.group_name_en), terms),
    title_en: r.group_name_en,
    method_type: null,
    listen_path: null,
    snippet: snippet([inLang(ctx, r.description, r.description_en), r.tags].filter(Boolean).join(' · '), terms),
    score: Number(r.score),
  }));
}

async function apiHits(ctx: Ctx, terms: string[]): Promise<Hit[]> {
  const cols = [
    'a.api_name',
    'a.api_name_en',
    'a.listen_path',
    'a.api_desc',
    'a.api_desc_en',
    'g.group_name',
    'g.group_name_en',
  ];
  let q = ctx.deps.db
    .selectFrom('apis as a')
    .innerJoin('api_groups as g', 'g.group_id', 'a.group_id')
    .where('g.group_state', '=', 'published')
    .where('g.parent_group_id', 'is', null)
    .select([
      'a.api_id',
      'a.group_id',
      'a.api_name',
      'a.api_name_en',
      'a.api_desc',
      'a.api_desc_en',
      'a.method_type',
      'a.listen_path',
      'g.group_name',
      'g.group_name_en',
      total(
        terms.flatMap((t) => [
          exact('a.api_name', t, 50),
          weigh('a.api_name', t, 35),
          exact('a.api_name_en', t, 50),
          weigh('a.api_name_en', t, 35),
          weigh('a.listen_path', t, 20),
          weigh('a.api_desc', t, 8),
          weigh('a.api_desc_en', t, 8),
          weigh('g.group_name', t, 6),
          weigh('g.group_name_en', t, 6),
        ]),
      ).as('score'),
    ]);
  for (const t of terms) q = q.where(anyOf(cols, t));
  const rows = await q.orderBy('score', 'desc').orderBy('a.api_id').limit(CANDIDATES).execute();
  return rows.map((r) => ({
    kind: 'api',
    id: r.api_id,
    group_id: r.group_id,
    title: fragments(inLang(ctx, r.api_name, r.api_name_en), terms),
    title_en: r.api_name_en,
    method_type: r.method_type,
    listen_path: r.listen_path,
    snippet: snippet(
      `${inLang(ctx, r.group_name, r.group_name_en)} · ${inLang(ctx, r.api_desc, r.api_desc_en) ?? ''}`,
      terms,
    ),
    score: Number(r.score),
  }));
}

async function docHits(ctx: Ctx, terms: string[]): Promise<Hit[]> {
  const cols = ['show_name', 'show_name_en', 'content', 'content_en'];
  let q = ctx.deps.db
    .selectFrom('documents')
    .where('type', '=', 2)
    .select([
      'doc_id',
      'index_doc_id',
      'show_name',
      'show_name_en',
      'content',
      total(
        terms.flatMap((t) => [
          weigh('show_name', t, 30),
          weigh('show_name_en', t, 30),
          weigh('content', t, 6),
          weigh('content_en', t, 6),
        ]),
      ).as('score'),
    ]);
  for (const t of terms) q = q.where(anyOf(cols, t));
  const rows = await q.orderBy('score', 'desc').orderBy('doc_id').limit(CANDIDATES).execute();
  return rows.map((r) => ({
    kind: 'doc',
    id: r.doc_id,
    group_id: null,
    title: fragments(r.show_name, terms),
    title_en: r.show_name_en,
    method_type: null,
    listen_path: null,
    snippet: snippet(r.content, terms),
    score: Number(r.score),
  }));
}

export const searchHandlers: Handlers = {
  async marketSearch(ctx) {
    const { q, kind = 'all', page_num = 1, page_size = 10 } = ctx.query;
    const terms = searchTerms(q);
    const empty = { list: [], total: 0, page_num, page_size, counts: { group: 0, api: 0, doc: 0 } };
    if (!terms.length) return empty;
    const [groups, apis, docs] = [await groupHits(ctx, terms), await apiHits(ctx, terms), await docHits(ctx, terms)];
    const counts = { group: groups.length, api: apis.length, doc: docs.length };
    const chosen =
      kind === 'group' ? groups : kind === 'api' ? apis : kind === 'doc' ? docs : [...groups, ...apis, ...docs];
    // a stable order: score, then groups before APIs before documents, then id
    const order: Record<Kind, number> = { group: 0, api: 1, doc: 2 };
    chosen.sort((a, b) => b.score - a.score || order[a.kind] - order[b.kind] || a.id - b.id);
    return {
      list: chosen.slice((page_num - 1) * page_size, page_num * page_size),
      total: chosen.length,
      page_num,
      page_size,
      counts,
    };
  },
};
