/** The ready-to-paste client configurations for one endpoint, one tab per client, each with a copy button. */
import { useState } from 'react';
import { Box, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../apps/SecretDialog.tsx';
import { clientConfig, MCP_CLIENTS, type McpClient, type McpTarget } from './client-configs.ts';

export function ClientConfigs({ targets, token }: { targets: McpTarget[]; token: string }) {
  const t = useTranslate();
  const [client, setClient] = useState<McpClient>('claude_code');
  const [picked, setPicked] = useState(0);
  const target = targets[Math.min(picked, targets.length - 1)];
  if (!target)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('mcp.no_endpoints')}
      </Typography>
    );
  const text = clientConfig(client, target, token);
  return (
    <Box data-testid="mcp-configs">
      {targets.length > 1 && (
        <TextField
          select
          size="small"
          label={t('mcp.group')}
          value={picked}
          onChange={(e) => setPicked(Number(e.target.value))}
          sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
          slotProps={{ htmlInput: { 'data-testid': 'mcp-config-target' } }}
        >
          {targets.map((x, i) => (
            <MenuItem key={`${x.group_id}-${x.env_type}`} value={i}>
              {x.group_name} · {t(`apps.env_${x.env_type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Tabs
        value={client}
        onChange={(_, v: McpClient) => setClient(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ minHeight: 36 }}
      >
        {MCP_CLIENTS.map((c) => (
          <Tab
            key={c}
            value={c}
            label={t(`mcp.client_${c}`)}
            sx={{ minHeight: 36, textTransform: 'none' }}
            data-testid={`mcp-client-${c}`}
          />
        ))}
      </Tabs>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t(`mcp.where_${client}`)}
      </Typography>
      <Stack direction="row" alignItems="flex-start" spacing={0.5}>
        <Box
          component="pre"
          sx={{
            flex: 1,
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: 12,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
          data-testid="mcp-config-text"
        >
          {text}
        </Box>
        <CopyButton text={text} testId="mcp-config-copy" />
      </Stack>
    </Box>
  );
}
