/** Code samples of one API in six languages (tabs), each with a copy button; generated when its tab opens. */
import { useMemo, useState } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslate } from '../../shell/host.tsx';
import type { MarketApi } from './api.ts';
import { SNIPPET_TARGETS, snippetFor, type SnippetKey } from './snippets.ts';

/** the Clipboard API where the page may use it, else a selected textarea and the copy command */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('copy');
  }
}

export function CodeSamples({ api, gatewayUrl }: { api: MarketApi; gatewayUrl: string }) {
  const t = useTranslate();
  const [key, setKey] = useState<SnippetKey>('curl');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const code = useMemo(() => snippetFor(api, gatewayUrl, key), [api, gatewayUrl, key]);
  const copy = () =>
    copyText(code).then(
      () => setCopied('ok'),
      () => setCopied('failed'),
    );
  return (
    <Box
      data-testid="code-samples"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={key}
          onChange={(_, v: SnippetKey) => {
            setKey(v);
            setCopied(null);
          }}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none', minWidth: 64 } }}
          aria-label={t('market.product.samples')}
        >
          {SNIPPET_TARGETS.map((s) => (
            <Tab key={s.key} value={s.key} label={s.label} data-testid={`sample-tab-${s.key}`} />
          ))}
        </Tabs>
        <Button
          size="small"
          startIcon={<ContentCopy fontSize="small" />}
          onClick={copy}
          sx={{ mx: 1, flexShrink: 0 }}
          data-testid="sample-copy"
          aria-live="polite"
        >
          {copied === 'ok'
            ? t('market.product.copied')
            : copied === 'failed'
              ? t('market.product.copy_failed')
              : t('market.product.copy')}
        </Button>
      </Box>
      <Box
        component="pre"
        data-testid="sample-code"
        tabIndex={0}
        sx={{
          m: 0,
          p: 2,
          bgcolor: '#0d1117',
          color: '#e6edf3',
          fontSize: 12.5,
          lineHeight: 1.6,
          overflowX: 'auto',
          maxHeight: 420,
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
