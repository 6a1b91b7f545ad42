/** What the public pages read: the domain tree, banners of a page, the footer. */
import type { Handlers } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { inLang } from '../http/in-lang.ts';

type Node = Record<string, any>;

/** Rows with parent_id into a forest, children under `key`, in the rows' order. */
function forest(rows: Node[], id: string, key: string, shape: (r: Node) => Node): Node[] {
  const nodes = new Map(rows.map((r) => [r[id], { ...shape(r), [key]: [] as Node[] }]));
  const roots: Node[] = [];
  for (const r of rows) {
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent[key] : roots).push(nodes.get(r[id]));
  }
  return roots;
}

export const websiteHandlers: Handlers = {
  async classifyTree(ctx) {
    let q = ctx.deps.db
      .selectFrom('classifies')
      .select(['classify_id', 'classify_name', 'classify_name_en', 'classify_desc', 'parent_id']);
    // a domain without an environment holds for every environment
    const envType = ctx.query.env_type;
    if (envType !== undefined) q = q.where((eb) => eb.or([eb('env_type', '=', envType), eb('env_type', 'is', null)]));
    const rows = await q.orderBy('sort').orderBy('classify_id').execute();
    return forest(
      rows,
      'classify_id',
      'children',
      ({ classify_id, classify_name, classify_name_en, classify_desc }) => ({
        classify_id,
        classify_name,
        classify_name_en,
        classify_desc,
      }),
    );
  },

  async footerTree(ctx) {
    const rows = await ctx.deps.db
      .selectFrom('site_nodes')
      .select([
        'site_node_id',
        'parent_id',
        'show_name',
        'show_name_en',
        'type',
        'index_doc_id',
        'content',
        'content_en',
      ])
      .orderBy('sort')
      .orderBy('site_node_id')
      .execute();
    // the footer in the reader's language: English where the operator wrote it
    return forest(rows, 'site_node_id', 'childs', (n) => ({
      show_name: inLang(ctx.lang, n.show_name, n.show_name_en) ?? n.show_name,
      type: n.type,
      index_doc_id: n.index_doc_id,
      content: inLang(ctx.lang, n.content, n.content_en),
    }));
  },

  async siteDetail(ctx) {
    const row = await ctx.deps.db
      .selectFrom('site_nodes')
      .select(['show_name', 'show_name_en', 'content', 'content_en'])
      .where('index_doc_id', '=', ctx.query.index_doc_id)
      .where('type', '=', ctx.query.type)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      show_name: inLang(ctx.lang, row.show_name, row.show_name_en) ?? row.show_name,
      content: inLang(ctx.lang, row.content, row.content_en),
    };
  },

  async linkList(ctx) {
    return ctx.deps.db
      .selectFrom('site_links')
      .select(['link_name', 'link_name_en', 'link_url'])
      .orderBy('sort')
      .orderBy('link_id')
      .execute()
      .then((rows) =>
        rows.map((l) => ({
          link_name: inLang(ctx.lang, l.link_name, l.link_name_en) ?? l.link_name,
          link_url: l.link_url,
        })),
      );
  },

  async bannerList(ctx) {
    const rows = await ctx.deps.db
      .selectFrom('banners')
      .selectAll()
      .where('web_page_code', '=', ctx.query.web_page_code)
      .where('state', '=', 1)
      .orderBy('sort')
      .orderBy('banner_id')
      .execute();
    // a public page reads its banners in the reader's language (the `language` header): English where written
    const en = ctx.lang === 'en';
    const pick = (zh: string | null, english: string | null) => (en && english?.trim() ? english : zh);
    return rows.map((b) => ({
      banner_pic: b.banner_pic,
      banner_title: pick(b.banner_title, b.banner_title_en),
      banner_desc: pick(b.banner_desc, b.banner_desc_en),
      jump_flag_pic: b.jump_flag_pic,
      jump_url_pic: b.jump_url_pic,
      add_button_flag: b.add_button_flag,
      banner_button: b.add_button_flag
        ? {
            button_name: pick(b.button_name, b.button_name_en),
            jump_flag: b.button_jump_flag,
            jump_url: b.button_jump_url,
          }
        : null,
    }));
  },
};
