/**
 * Operator Markdown on a public page: the shared sanitized renderer with heading anchors; links to this site's
 * own paths move within the app instead of reloading it.
 */
import { useMemo, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { markdownSx } from '../../shell/markdown/MarkdownView.tsx';
import { renderWithToc, type TocEntry } from './markdown-toc.ts';

export function useRendered(source: string | null | undefined): { html: string; toc: TocEntry[] } {
  return useMemo(() => renderWithToc(source ?? ''), [source]);
}

export function Prose({ html, testId = 'prose' }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || a.target === '_blank' || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      e.preventDefault();
      navigate(href);
    }
  };
  return (
    <Box
      onClick={onClick}
      sx={[
        markdownSx as object,
        {
          fontSize: 15,
          '& h2, & h3': { scrollMarginTop: 80 },
          '& pre': { fontSize: 13 },
          '& table': { display: 'block', overflowX: 'auto', maxWidth: '100%' },
        },
      ]}
      // the HTML comes from DOMPurify (shell/markdown/render.ts); only ids were added to its headings
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid={testId}
    />
  );
}

export function Toc({ toc, title }: { toc: TocEntry[]; title: string }) {
  if (!toc.length) return null;
  return (
    <Box component="nav" aria-label={title} data-testid="doc-toc" sx={{ fontSize: 13 }}>
      <Box sx={{ fontWeight: 600, mb: 1, color: 'text.secondary' }}>{title}</Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {toc.map((e) => (
          <Box component="li" key={e.id} sx={{ pl: e.level === 3 ? 1.5 : 0, py: 0.25 }}>
            <Box
              component="a"
              href={`#${e.id}`}
              sx={{
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { color: 'primary.main', textDecoration: 'underline' },
              }}
              onClick={(ev: MouseEvent) => {
                // keep the document's query (?id=…) and scroll without a router navigation
                ev.preventDefault();
                document.getElementById(e.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                history.replaceState(history.state, '', `${location.pathname}${location.search}#${e.id}`);
              }}
            >
              {e.text}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
