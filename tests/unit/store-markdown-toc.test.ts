// @vitest-environment jsdom
// The store's Markdown with anchors: h2/h3 become table-of-contents entries with unique, prefixed ids; the
// shared sanitizer still runs first; pageKeyOf maps routes to content page keys.
import { describe, expect, it } from 'vitest';
import { renderWithToc, slug } from '../../src/store/content/markdown-toc.ts';
import { pageKeyOf } from '../../src/store/pages/ContentPage.tsx';
import { pick, queryId } from '../../src/store/content/api.ts';

describe('renderWithToc', () => {
  it('gives every h2 and h3 a unique prefixed id and lists them in order', () => {
    const { html, toc } = renderWithToc('# Title\n\n## 请求头\n\ntext\n\n### Step 1: sign!\n\n## 请求头\n\n#### deep');
    expect(toc).toEqual([
      { id: 'doc-请求头', text: '请求头', level: 2 },
      { id: 'doc-step-1-sign', text: 'Step 1: sign!', level: 3 },
      { id: 'doc-请求头-2', text: '请求头', level: 2 },
    ]);
    expect(html).toContain('<h2 id="doc-请求头">');
    expect(html).toContain('<h2 id="doc-请求头-2">');
    expect(html).not.toContain('<h1 id=');
  });

  it('still sanitizes: no script, handler or javascript: link survives, and a heading cannot inject attributes', () => {
    const { html, toc } = renderWithToc(
      '## <img src=x onerror=alert(1)>x\n\n<script>alert(2)</script>\n\n[a](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(toc[0].id).toBe('doc-x');
  });

  it('slugs fall back when a heading has no letters', () => {
    expect(slug('!!!')).toBe('section');
  });
});

describe('content helpers', () => {
  it('maps paths to page keys; /businessDetails takes detailsKey, business when unknown', () => {
    expect(pageKeyOf('/Web3', null)).toBe('Web3');
    expect(pageKeyOf('/businessDetails', 'pbc')).toBe('pbc');
    expect(pageKeyOf('/businessDetails', 'evil')).toBe('business');
    expect(pageKeyOf('/businessDetails', null)).toBe('business');
  });

  it('picks English where written, else Chinese; ids from the query are positive integers', () => {
    expect(pick('en', '中文', 'English')).toBe('English');
    expect(pick('en', '中文', '  ')).toBe('中文');
    expect(pick('en', '中文', null)).toBe('中文');
    expect(pick('zh', '中文', 'English')).toBe('中文');
    expect(queryId('12')).toBe(12);
    expect(queryId('0')).toBeUndefined();
    expect(queryId('1e3')).toBeUndefined();
    expect(queryId(null)).toBeUndefined();
  });
});
