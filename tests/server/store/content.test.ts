/**
 * The store's own content over real HTTP: the seeded guides in the documentation center, announcements with read
 * marks, content page sections, and their administration through the console's generic operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignedRequest } from '../../../src/shared/signature/index.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
let dev: string;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { ticket?: string; body?: unknown; lang?: string } = {},
) {
  const headers: Record<string, string> = { language: opts.lang ?? 'zh' };
  if (opts.ticket) headers.ticket = opts.ticket;
  const r = await t.app.inject({ method, url, headers, payload: opts.body as any });
  return { status: r.statusCode, body: r.json() };
}
const data = async (url: string, ticket?: string) => {
  const r = await call('GET', url, { ticket });
  if (r.status !== 200) throw new Error(`${url}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  dev = await t.login('developer');
});
afterAll(async () => {
  await t.dispose();
});

describe('documentation center', () => {
  it('serves the seeded guide tree to anonymous visitors, folders first, in both languages, without content', async () => {
    const tree = await data('/website/site/document/tree');
    expect(tree.map((n: any) => n.show_name)).toEqual(['开发指南', '帮助中心']);
    expect(tree[0].childs.map((n: any) => [n.show_name_en, n.index_doc_id])).toEqual([
      ['Getting started', 3],
      ['Signing requests', 4],
      ['Error codes', 7],
      ['AI agents (MCP)', 8],
      ['Let an agent onboard for you (OAuth and the store MCP)', 9],
    ]);
    expect(tree[1].childs.map((n: any) => n.show_name_en)).toEqual([
      'FAQ',
      'About the platform',
      'Terms of service',
      'User Agreement',
      'Privacy Policy',
    ]);
    expect(tree[0]).not.toHaveProperty('content');
  });

  it('reads a document by its number or id; the signing example in it verifies with the shared verifier', async () => {
    const doc = await data('/website/site/document/read?index_doc_id=4');
    expect(doc).toMatchObject({ show_name: '签名认证', show_name_en: 'Signing requests', type: 2 });
    for (const h of [
      'X-Ca-Key',
      'X-Ca-Timestamp',
      'X-Ca-Nonce',
      'X-Ca-Signature-Method',
      'X-Ca-Signature-Headers',
      'X-Ca-Signature',
      'X-Ca-Stage',
    ]) {
      expect(doc.content).toContain(h);
      expect(doc.content_en).toContain(h);
    }
    // the worked example's headers, as a reader would copy them from the guide
    const block = /```http\n([\s\S]*?)```/.exec(doc.content_en)![1];
    const headers = Object.fromEntries(
      block
        .trim()
        .split('\n')
        .map((l: string) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
    );
    const verdict = verifySignedRequest(
      { method: 'GET', path: '/demo/weather/now', query: 'city=shanghai&lang=zh', headers },
      'demo-secret-0123456789abcdef',
      nodeHmac,
    );
    expect(verdict).toMatchObject({ ok: true });
    const byId = await data(`/website/site/document/read?doc_id=${doc.doc_id}`);
    expect(byId.index_doc_id).toBe(4);
    const errors = await data('/website/site/document/read?index_doc_id=7');
    expect(errors.content).toContain('SIGNATURE_MISMATCH');
    expect(errors.content_en).toContain('| 429 | `QPS_EXCEEDED` |');
  });

  it('answers 404 for an unknown document and for a read without a key', async () => {
    expect((await call('GET', '/website/site/document/read?index_doc_id=999')).status).toBe(404);
    expect((await call('GET', '/website/site/document/read')).status).toBe(404);
  });

  it("has the agents' guide in zh and en: every store MCP tool, the consent, the approval, and where to revoke", async () => {
    const doc = await data('/website/site/document/read?index_doc_id=9');
    expect(doc.show_name).toBe('让智能体替你接入（OAuth 与商城 MCP）');
    const tools = [
      'search_catalog',
      'get_api_docs',
      'list_my_applications',
      'create_application',
      'apply_for_access',
      'get_application_status',
      'get_credentials',
      'get_usage',
    ];
    for (const [text, words] of [
      [doc.content, ['允许', '工单流程 → 待办工单', '账号中心 → 已授权应用', '撤销授权', '开放平台 → 智能体接入']],
      [
        doc.content_en,
        ['Allow', 'Work orders → To do', 'Account center → Authorized applications', 'Revoke', 'Agent access'],
      ],
    ] as [string, string[]][]) {
      for (const w of [...tools, ...words, 'store:read', 'access:apply', 'invalid_scope']) expect(text).toContain(w);
      // the addresses are the real ones: the platform's own (where /mcp and the authorization server are) and the gateway
      expect(text).toContain('claude mcp add --transport http store http://localhost:80/mcp');
      expect(text).toMatch(/http:\/\/localhost:\d+\b/);
      expect(text).not.toContain('{{');
    }
    // and as Markdown for agents, in the language asked
    const md = await t.app.inject({ method: 'GET', url: '/doccenter/details.md?id=9&lang=en' });
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    expect(md.body).toContain('## Step 2: sign in and consent');
    expect(md.body).toContain('http://localhost:80/mcp');
  });

  it('is managed in the console: a new document appears in the tree and its number is unique', async () => {
    const guide = (await data('/website/site/document/tree'))[0];
    const created = await call('POST', '/website/site/document', {
      ticket: admin,
      body: {
        show_name: '回调说明',
        show_name_en: 'Callbacks',
        parent_id: guide.doc_id,
        type: 2,
        index_doc_id: 40,
        sort: 9,
        content: '## 回调\n正文',
        content_en: '## Callbacks\nBody',
      },
    });
    expect(created.status).toBe(200);
    const tree = await data('/website/site/document/tree');
    expect(tree[0].childs.at(-1)).toMatchObject({ show_name_en: 'Callbacks', index_doc_id: 40 });
    expect((await data('/website/site/document/read?index_doc_id=40')).content_en).toBe('## Callbacks\nBody');
    const dup = await call('POST', '/website/site/document', {
      ticket: admin,
      body: { show_name: '重复', type: 2, index_doc_id: 40, sort: 0 },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    const denied = await call('POST', '/website/site/document', {
      ticket: dev,
      body: { show_name: 'x', type: 2, sort: 0 },
    });
    expect(denied.status).toBe(403);
  });
});

describe('announcements', () => {
  it('lists published ones only, pinned first then newest, with no read marks for anonymous visitors', async () => {
    const page = await data('/website/site/announcement/public/page?page_size=10');
    expect(page.total).toBe(4);
    expect(page.unread).toBeNull();
    expect(page.list[0]).toMatchObject({ title: '能力开放平台正式上线', pinned: 1, read: null });
    const dates = page.list.slice(1).map((a: any) => Date.parse(a.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.list.some((a: any) => a.title.includes('草稿'))).toBe(false);
    expect(page.list[0]).not.toHaveProperty('content');
    const second = await data('/website/site/announcement/public/page?page_size=3&page_num=2');
    expect(second.list).toHaveLength(1);
  });

  it("keeps the signed-in reader's read marks; drafts and scheduled ones cannot be opened or marked", async () => {
    const before = await data('/website/site/announcement/public/page', dev);
    expect(before.unread).toBe(4);
    const id = before.list[1].announcement_id;
    const detail = await data(`/website/site/announcement/public/detail?announcement_id=${id}`, dev);
    expect(detail).toMatchObject({ read: false });
    expect(detail.content_en).toBeTruthy();
    for (let i = 0; i < 2; i++)
      expect(
        (await call('POST', '/website/site/announcement/public/read', { ticket: dev, body: { announcement_id: id } }))
          .status,
      ).toBe(200);
    const after = await data('/website/site/announcement/public/page', dev);
    expect(after.unread).toBe(3);
    expect(after.list.find((a: any) => a.announcement_id === id).read).toBe(true);
    expect((await data('/website/site/announcement/public/page', admin)).unread).toBe(4);
    // a bad ticket on a public read is just an anonymous visitor
    expect((await data('/website/site/announcement/public/page', 'not-a-ticket')).unread).toBeNull();

    const draft = await t.deps.db
      .selectFrom('announcements')
      .select('announcement_id')
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    expect(
      (await call('GET', `/website/site/announcement/public/detail?announcement_id=${draft.announcement_id}`)).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/website/site/announcement/public/read', {
          ticket: dev,
          body: { announcement_id: draft.announcement_id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', '/website/site/announcement/public/read', { body: { announcement_id: id } })).status,
    ).toBe(401);

    const future = await call('POST', '/website/site/announcement', {
      ticket: admin,
      body: {
        title: '明天发布',
        content: '正文',
        pinned: 1,
        state: 1,
        published_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      },
    });
    expect(future.status).toBe(200);
    expect((await data('/website/site/announcement/public/page')).total).toBe(4);
    t.clock.advance(2 * 86_400_000);
    const later = await data('/website/site/announcement/public/page');
    expect(later.total).toBe(5);
    expect(later.list[0].title).toBe('明天发布');
    // tickets last 8 hours: log in again after the jump
    admin = await t.login('admin');
    dev = await t.login('developer');
  });
});

describe('content pages', () => {
  it('every page key has seeded sections in both languages, in order', async () => {
    for (const key of [
      'contactUs',
      'business',
      'pbc',
      'tripartite',
      'masterDataService',
      'metadata',
      'flowPathManage',
      'financeService',
      'Web3',
      'beCurrent',
      'application',
    ]) {
      const sections = await data(`/website/site/site_page/sections?page_key=${key}`);
      expect(sections.length, key).toBeGreaterThan(1);
      for (const s of sections) {
        expect(s.title && s.title_en && s.text && s.text_en, `${key} ${s.title}`).toBeTruthy();
      }
    }
    expect((await call('GET', '/website/site/site_page/sections?page_key=nope')).status).toBe(400);
  });

  it('is edited in the console; a call-to-action link must be a site path or http(s)', async () => {
    const [first] = await data('/website/site/site_page/sections?page_key=Web3');
    const edited = await call('PUT', '/website/site/site_page', {
      ticket: admin,
      body: {
        section_id: first.section_id,
        page_key: 'Web3',
        title: '新标题',
        title_en: 'New title',
        sort: 0,
        cta_url: '/newApistore',
      },
    });
    expect(edited.status).toBe(200);
    expect((await data('/website/site/site_page/sections?page_key=Web3'))[0]).toMatchObject({
      title_en: 'New title',
      cta_url: '/newApistore',
    });
    const bad = await call('PUT', '/website/site/site_page', {
      ticket: admin,
      body: { section_id: first.section_id, page_key: 'Web3', title: 'x', sort: 0, cta_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('rules', () => {
  it('a document hangs under a folder, never under a document, itself or its own children', async () => {
    const tree = await data('/website/site/document/tree');
    const [guide, help] = tree;
    const start = guide.childs[0];
    const under = (parent_id: number) =>
      call('PUT', '/website/site/document', {
        ticket: admin,
        body: { doc_id: guide.doc_id, show_name: '开发指南', type: 1, sort: 0, parent_id },
      });
    const underDoc = await call('POST', '/website/site/document', {
      ticket: admin,
      body: { show_name: 'x', type: 2, sort: 0, parent_id: start.doc_id },
    });
    expect(underDoc.status).toBe(400);
    expect(JSON.stringify(underDoc.body)).toContain('parent_id');
    // a folder inside the guide, then the guide moved under it: a loop
    const sub = await call('POST', '/website/site/document', {
      ticket: admin,
      body: { show_name: '子目录', type: 1, sort: 0, parent_id: guide.doc_id },
    });
    expect(sub.status).toBe(200);
    const loop = await under(sub.body.data.doc_id);
    expect(loop.status).toBe(400);
    expect(loop.body.message).toContain('下级');
    expect((await under(guide.doc_id)).status).toBe(400);
    expect((await under(help.doc_id)).status).toBe(200);
    expect((await under(null as unknown as number)).status).toBe(200);
  });

  it('an announcement saved without a date is published now', async () => {
    const created = await call('POST', '/website/site/announcement', {
      ticket: admin,
      body: { title: '即时公告', content: '正文', pinned: 0, state: 1 },
    });
    expect(created.status).toBe(200);
    const page = await data('/website/site/announcement/public/page?page_size=50');
    expect(page.list.some((a: any) => a.title === '即时公告')).toBe(true);
  });
});
