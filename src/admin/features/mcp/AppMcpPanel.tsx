/**
 * The application page's "AI agents (MCP)" section (issue 26 item 6): the /mcp/{group_id} endpoint of every
 * approved MCP group per environment, the application's tokens (created here and shown once, revoked here, with the
 * last time an agent used one), and ready-to-paste client configurations carrying the developer's own token.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ApiRequestError } from '../../../api/errors.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { useRecordPageId } from '../../resources/RecordPageContext.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { CopyButton } from '../apps/SecretDialog.tsx';
import { createToken, loadTokens, revokeToken, type McpToken, type McpTokenIssued } from './api.ts';
import { ClientConfigs } from './ClientConfigs.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

const ENVS = [3, 2, 1];

/** below the application's generated page, full width (the aside is too narrow for configurations) */
export function AppMcpSection() {
  const id = Number(useRecordPageId());
  const { can, isPending } = useAccess();
  if (!Number.isInteger(id) || id < 1 || isPending) return null;
  return <AppMcpPanel applyId={id} canEdit={can('edit')} />;
}
const PLACEHOLDER = '<YOUR_TOKEN>';

export function AppMcpPanel({ applyId, canEdit }: { applyId: number; canEdit: boolean }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const remote = useRemote(() => loadTokens(applyId), [applyId, locale]);
  const [env, setEnv] = useState(3);
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<McpTokenIssued | null>(null);
  const [revoking, setRevoking] = useState<McpToken | null>(null);
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const fmt = (iso: string | null | undefined) => formatDateTime(iso, locale);
  const daysOk = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 365;
  // the owner's alone (like secrets): anyone else is answered 404, which here means "not yours to see"
  const denied = remote.error?.status === 404 || remote.error?.status === 403;
  const endpoints = (remote.data?.endpoints ?? []).filter((e) => e.env_type === env);

  const create = async () => {
    if (!daysOk) return;
    setBusy(true);
    setFieldError({});
    try {
      setIssued(await createToken(applyId, env, name, Number(days)));
      setName('');
      remote.reload();
    } catch (e) {
      const fe = (e as ApiRequestError).fieldErrors;
      if (fe?.length) setFieldError(Object.fromEntries(fe.map((x) => [x.field, x.message])));
      else notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (tok: McpToken) => {
    setBusy(true);
    try {
      await revokeToken(applyId, tok.mcp_token_id);
      notify(t('mcp.revoked'), { type: 'success' });
      remote.reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="app-mcp">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {t('mcp.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('mcp.app_hint')}
        </Typography>
        <ScreenStates
          loading={remote.loading && !remote.data}
          denied={denied}
          error={denied ? null : remote.error}
          onRetry={remote.reload}
        >
          <TextField
            select
            size="small"
            label={t('mcp.env')}
            value={env}
            onChange={(e) => setEnv(Number(e.target.value))}
            sx={{ width: { xs: '100%', sm: 220 }, mb: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'mcp-env' } }}
          >
            {ENVS.map((e) => (
              <MenuItem key={e} value={e}>
                {t(`apps.env_${e}`)}
              </MenuItem>
            ))}
          </TextField>

          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('mcp.endpoints')}
          </Typography>
          {endpoints.length === 0 ? (
            <Alert severity="info" sx={{ my: 1 }} data-testid="mcp-no-endpoints">
              {t('mcp.no_endpoints')}
            </Alert>
          ) : (
            <DataTable
              tableTestId="mcp-endpoints"
              head={false}
              phone="scroll"
              rows={endpoints}
              rowKey={(e) => `${e.group_id}-${e.env_type}`}
              columns={[
                { key: 'group', label: '', render: (e) => e.group_name },
                {
                  key: 'url',
                  label: '',
                  sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' },
                  render: (e) => (
                    <>
                      {e.url}
                      <CopyButton text={e.url} />
                    </>
                  ),
                },
              ]}
            />
          )}

          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('mcp.tokens')}
          </Typography>
          {canEdit && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }} alignItems={{ sm: 'flex-start' }}>
              <TextField
                size="small"
                label={t('mcp.token_name')}
                value={name}
                sx={{ width: { xs: '100%', sm: 280 } }}
                onChange={(e) => setName(e.target.value)}
                error={!!fieldError.token_name}
                helperText={fieldError.token_name}
                slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'mcp-token-name' } }}
              />
              <TextField
                size="small"
                label={t('mcp.expires_in_days')}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                sx={{ width: { sm: 140 } }}
                error={!daysOk || !!fieldError.expires_in_days}
                helperText={!daysOk ? t('mcp.bad_days') : fieldError.expires_in_days}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'mcp-token-days' } }}
              />
              <Button
                variant="contained"
                disabled={busy || !daysOk}
                onClick={() => void create()}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                data-testid="mcp-token-create"
              >
                {t('mcp.create_token')}
              </Button>
            </Stack>
          )}
          <TokenTable tokens={remote.data?.list ?? []} fmt={fmt} canEdit={canEdit} onRevoke={setRevoking} />

          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('mcp.configs')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            {t('mcp.configs_placeholder')}
          </Typography>
          <ClientConfigs targets={endpoints} token={PLACEHOLDER} />
        </ScreenStates>
      </CardContent>

      {issued && <IssuedDialog issued={issued} fmt={fmt} onClose={() => setIssued(null)} />}
      {revoking && (
        <Dialog open onClose={busy ? undefined : () => setRevoking(null)} data-testid="mcp-revoke-dialog">
          <DialogTitle>{t('mcp.revoke')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('mcp.revoke_confirm', { prefix: revoking.token_prefix })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRevoking(null)} disabled={busy}>
              {t('ra.action.cancel')}
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() => void revoke(revoking)}
              data-testid="mcp-revoke-confirm"
            >
              {t('mcp.revoke')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}

function TokenTable({
  tokens,
  fmt,
  canEdit,
  onRevoke,
}: {
  tokens: McpToken[];
  fmt: (s?: string | null) => string;
  canEdit: boolean;
  onRevoke: (t: McpToken) => void;
}) {
  const t = useTranslate();
  return (
    <ScreenStates empty={!tokens.length}>
      <DataTable<McpToken>
        tableTestId="mcp-tokens"
        phone="scroll"
        rows={tokens}
        rowKey={(k) => k.mcp_token_id}
        rowTestId={(k) => `mcp-token-${k.mcp_token_id}`}
        columns={[
          {
            key: 'prefix',
            label: t('mcp.token_prefix'),
            sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
            render: (k) => (
              <>
                {k.token_prefix}…
                {k.token_name && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'inherit' }}>
                    {k.token_name}
                  </Typography>
                )}
              </>
            ),
          },
          { key: 'env', label: t('mcp.env'), render: (k) => t(`apps.env_${k.env_type}`) },
          {
            key: 'expires_at',
            label: t('mcp.expires_at'),
            sx: { whiteSpace: 'nowrap' },
            render: (k) => fmt(k.expires_at),
          },
          {
            key: 'last_used',
            label: t('mcp.last_used'),
            sx: { whiteSpace: 'nowrap' },
            testid: 'mcp-token-last-used',
            render: (k) => (k.last_used_at ? fmt(k.last_used_at) : t('mcp.never_used')),
          },
          {
            key: 'state',
            label: t('mcp.state'),
            render: (k) => (
              <Chip
                size="small"
                label={t(`mcp.state_${k.state ?? 'active'}`)}
                color={k.state === 'active' ? 'success' : 'default'}
              />
            ),
          },
          {
            key: 'actions',
            label: '',
            render: (k) =>
              canEdit &&
              k.state === 'active' && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onRevoke(k)}
                  data-testid={`mcp-token-revoke-${k.mcp_token_id}`}
                >
                  {t('mcp.revoke')}
                </Button>
              ),
          },
        ]}
      />
    </ScreenStates>
  );
}

/** the one time the token is shown: the token itself and the client configurations filled with it */
function IssuedDialog({
  issued,
  fmt,
  onClose,
}: {
  issued: McpTokenIssued;
  fmt: (s?: string | null) => string;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <Dialog open maxWidth="md" fullWidth data-testid="mcp-token-dialog">
      <DialogTitle>{t('mcp.token_once_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('mcp.token_once')}
        </Alert>
        <TextField
          label={`${t(`apps.env_${issued.env_type}`)} · ${t('mcp.token')}`}
          value={issued.token}
          size="small"
          fullWidth
          multiline
          helperText={`${t('mcp.expires_at')}: ${fmt(issued.expires_at)}`}
          slotProps={{
            htmlInput: { 'data-testid': 'mcp-token-value', style: { wordBreak: 'break-all', fontFamily: 'monospace' } },
            input: { readOnly: true, endAdornment: <CopyButton text={issued.token} testId="mcp-token-copy" /> },
          }}
        />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('mcp.configs')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {t('mcp.configs_hint')}
        </Typography>
        <ClientConfigs targets={issued.endpoints} token={issued.token} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="mcp-token-dialog-close">
          {t('mcp.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
