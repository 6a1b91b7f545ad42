/**
 * Sanitized Markdown (the shared renderer) with anchors: every h2/h3 gets an id and becomes an entry of the
 * table of contents. Ids carry a prefix so they can never clobber a DOM property (DOMPurify's concern with ids).
 */
import { renderMarkdown } from '../../shell/markdown/render.ts';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export function slug(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'section'
  );
}

export function renderWithToc(source: string): { html: string; toc: TocEntry[] } {
  const safe = renderMarkdown(source);
  const template = document.createElement('template');
  template.innerHTML = safe;
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  template.content.querySelectorAll('h2, h3').forEach((h) => {
    const text = h.textContent ?? '';
    const base = `doc-${slug(text)}`;
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    const id = n ? `${base}-${n + 1}` : base;
    h.id = id;
    toc.push({ id, text, level: h.tagName === 'H2' ? 2 : 3 });
  });
  return { html: template.innerHTML, toc };
}
