/** One search hit as a list row: kind, highlighted title (with method and path for an API) and snippet; and where it leads. */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from '../../shell/host.tsx';
import type { SearchHit } from './api.ts';
import { Highlight } from './Highlight.tsx';
import { MethodChip } from './MethodChip.tsx';

export function hitLink(h: SearchHit): string {
  if (h.kind === 'group') return `/goodsdetail?group_id=${h.id}`;
  if (h.kind === 'api') return `/goodsdetail?group_id=${h.group_id}&api_id=${h.id}#apis`;
  return `/doccenter/details?doc_id=${h.id}`;
}

export function HitRow({ hit }: { hit: SearchHit }) {
  const t = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
        <Chip size="small" variant="outlined" label={t(`market.search.kinds.${hit.kind}`)} sx={{ flexShrink: 0 }} />
        {hit.method_type && <MethodChip method={hit.method_type} />}
        <Typography fontWeight={600} noWrap data-testid="hit-title">
          {/* the server writes the title in the reader's language (its English name where there is one) */}
          <Highlight fragments={hit.title} />
        </Typography>
      </Stack>
      {hit.listen_path && (
        <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {hit.listen_path}
        </Typography>
      )}
      {hit.snippet.length > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          <Highlight fragments={hit.snippet} />
        </Typography>
      )}
    </Box>
  );
}
