/** Rendered Markdown (notice bodies and any `markdown` field), sanitized by render.ts. */
import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { renderMarkdown } from './render.ts';

export const markdownSx: SxProps<Theme> = {
  fontSize: 14,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 2, mb: 1 },
  '& h1': { fontSize: 22 },
  '& h2': { fontSize: 19 },
  '& h3': { fontSize: 16 },
  '& p, & ul, & ol, & blockquote, & pre, & table': { my: 1 },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 1.5, color: 'text.secondary', mx: 0 },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& img': { maxWidth: '100%' },
  '& a': { color: 'primary.main' },
};

export default function MarkdownView({ source }: { source: string | null | undefined }) {
  const html = useMemo(() => renderMarkdown(source ?? ''), [source]);
  // the HTML comes out of DOMPurify (render.ts), never straight from the data
  return <Box sx={markdownSx} dangerouslySetInnerHTML={{ __html: html }} data-testid="markdown-view" />;
}
