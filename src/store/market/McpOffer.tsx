/**
 * A group's MCP offer on its product page (issue 26 item 6): the badge in the header and a section listing the tools
 * agents can call, read from marketGroupMcp (built by the gateway's tool builder). Nothing shows when MCP is off.
 */
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { call } from '../../api/call.ts';
import type { mcpPublic } from '../../api/generated/index.ts';

type Offer = NonNullable<
  mcpPublic.operations['marketGroupMcp']['responses']['200']['content']['application/json']['data']
>;

/**
 * The offer, or undefined while loading, on error or when MCP is off (the page reads the same without it). The tools
 * come in the reader's language (the `language` header): a switch of language reads them again.
 */
export function useMcpOffer(groupId: number | undefined): Offer | undefined {
  const [locale] = useLocaleState();
  const r = useRemote(
    (signal) =>
      call<'marketGroupMcp', Offer>('marketGroupMcp', { query: { group_id: groupId! }, signal }, { notify: false }),
    [groupId, locale],
    !!groupId,
  );
  return r.data?.enabled ? r.data : undefined;
}

export function McpBadge() {
  const t = useTranslate();
  return (
    <Tooltip title={t('mcpStore.badge_hint')}>
      <Chip
        size="small"
        label={t('mcpStore.badge')}
        data-testid="product-mcp-badge"
        sx={{ bgcolor: '#fff', color: 'primary.main', fontWeight: 700 }}
      />
    </Tooltip>
  );
}

export function McpTools({ offer }: { offer: Offer }) {
  const t = useTranslate();
  return (
    <Box data-testid="product-mcp-tools">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('mcpStore.intro')} <Link to="/doccenter/details?id=8">{t('mcpStore.guide')}</Link>
      </Typography>
      {offer.url && (
        <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('mcpStore.endpoint')}: <code>{offer.url}</code>
        </Typography>
      )}
      {offer.tools.length === 0 ? (
        <Typography color="text.secondary">{t('mcpStore.no_tools')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {offer.tools.map((tool) => {
            const ann = (tool.annotations ?? {}) as { readOnlyHint?: boolean; destructiveHint?: boolean };
            return (
              <Box key={tool.name} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <Typography
                    component="code"
                    sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {tool.name}
                  </Typography>
                  {tool.title && <Typography variant="body2">{tool.title}</Typography>}
                  {ann.readOnlyHint && <Chip size="small" variant="outlined" label={t('mcpStore.read_only')} />}
                  {ann.destructiveHint && (
                    <Chip size="small" variant="outlined" color="warning" label={t('mcpStore.destructive')} />
                  )}
                </Stack>
                {tool.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                    {tool.description}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
