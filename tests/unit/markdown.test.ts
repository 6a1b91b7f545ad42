// @vitest-environment jsdom
// Markdown fields: rendered HTML keeps formatting and drops anything that could run; the toolbar wraps text.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/shell/markdown/render.ts';
import { applyEdit } from '../../src/admin/ui/markdown/MarkdownInput.tsx';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, tables and code', () => {
    const html = renderMarkdown('## 标题\n\n- **粗体** and _斜体_\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code`');
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>粗体</strong>');
    expect(html).toContain('<em>斜体</em>');
    expect(html).toContain('<table>');
    expect(html).toContain('<code>code</code>');
  });

  it('drops scripts, event handlers, javascript: links, styles and frames', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[x](javascript:alert(3))\n\n<iframe src="https://e.example"></iframe><p style="color:red">t</p>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
  });

  it('opens links to other sites in a new tab without giving them this window', () => {
    expect(renderMarkdown('[文档](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">文档</a>',
    );
    expect(renderMarkdown('[控制台](/openUser/workBench)')).toBe('<p><a href="/openUser/workBench">控制台</a></p>\n');
  });
});

describe('the editor toolbar', () => {
  const bold = { before: '**', after: '**', placeholder: 'bold' };
  const heading = { before: '## ', line: true, placeholder: 'heading' };
  it('wraps the selection, or a placeholder, and selects what it wrapped', () => {
    expect(applyEdit('一个词', 2, 3, bold, '粗体')).toEqual({ text: '一个**词**', from: 4, to: 5 });
    expect(applyEdit('', 0, 0, bold, '粗体')).toEqual({ text: '**粗体**', from: 2, to: 4 });
  });

  it('puts line marks at the start of the line', () => {
    expect(applyEdit('第一行\n第二行', 7, 7, heading, '标题').text).toBe('第一行\n## 第二行标题');
    expect(applyEdit('第一行\n第二行', 4, 7, heading, '标题').text).toBe('第一行\n## 第二行');
  });
});
