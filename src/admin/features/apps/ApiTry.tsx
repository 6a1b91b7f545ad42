/**
 * /apitry: call an API of a subscribed group through the gateway. The request is signed here, in the browser,
 * with the secret the developer pastes (kept in memory only), then relayed by the platform to the gateway; the
 * page shows the request sent and the response received, or says the gateway is not available.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isLoggedIn } from '../../../api/session.ts';
import { webCryptoHmac } from '../../../shared/signature/index.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { callOperation } from '../../../api/call-operation.ts';
import { loadAccessApis, myAccessPage, STAGES } from './api.ts';
import { AppEnvPicker, type AppEnv } from './AppEnvPicker.tsx';
import { signForTool, type ToolOutput } from './sign-tool.ts';
import { useGatewayOrigin } from './SignatureTool.tsx';

interface Answer {
  reachable: boolean;
  gateway?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  elapsed_ms?: number;
}

const pre = {
  m: 0,
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: 13,
  maxHeight: 360,
  overflow: 'auto',
} as const;

function Try() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const gateway = useGatewayOrigin();
  const [pick, setPick] = useState<AppEnv>({ applyId: '', envType: 3, appKey: '' });
  const subs = useRemote(
    () => myAccessPage({ apply_id: pick.applyId, env_type: pick.envType, state: 'active', page_size: 100 }),
    [pick.applyId, pick.envType],
    pick.applyId !== '',
  );
  const [recordId, setRecordId] = useState<number | ''>('');
  const apis = useRemote(() => loadAccessApis(Number(recordId)), [recordId], recordId !== '');
  const [apiId, setApiId] = useState<number | ''>('');
  const [secret, setSecret] = useState('');
  const [path, setPath] = useState('');
  const [query, setQuery] = useState('');
  const [body, setBody] = useState('');
  const [sent, setSent] = useState<ToolOutput | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const active = useMemo(() => (subs.data?.list ?? []).filter((s) => s.enabled === 1), [subs.data]);
  const callable = useMemo(
    () => (apis.data?.apis ?? []).filter((a) => apis.data?.api_ids == null || apis.data.api_ids.includes(a.api_id)),
    [apis.data],
  );
  const api = callable.find((a) => a.api_id === apiId);
  useEffect(() => {
    setRecordId(active[0]?.r_apply_groups_record_id ?? '');
  }, [active]);
  useEffect(() => {
    setApiId(callable[0]?.api_id ?? '');
  }, [callable]);
  useEffect(() => {
    if (api) setPath(api.listen_path);
  }, [api]);

  const send = async () => {
    if (!api) return;
    if (!secret) {
      setError(t('signature.need_secret'));
      return;
    }
    setError(null);
    setBusy(true);
    setAnswer(null);
    try {
      const signed = await signForTool(
        {
          appKey: pick.appKey,
          secret,
          stage: STAGES[pick.envType as 1 | 2 | 3],
          method: api.method_type,
          path,
          query,
          signatureMethod: 'HmacSHA256',
          gateway,
          headers: body ? 'Content-Type: application/json; charset=utf-8' : '',
          body,
        },
        webCryptoHmac,
      );
      setSent(signed);
      setAnswer(
        await callOperation<Answer>('apitrySend', {
          body: {
            method: api.method_type.toUpperCase(),
            target: signed.target,
            headers: signed.headers,
            body: body || null,
          },
        }),
      );
    } catch (e) {
      setError((e as Error).message || t('signature.webcrypto'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AppEnvPicker
        value={pick}
        onChange={(v) => {
          setPick(v);
          setAnswer(null);
        }}
      />
      {pick.applyId !== '' && !subs.loading && !active.length && (
        <Alert severity="info">{t('apitry.no_subscriptions')}</Alert>
      )}
      {active.length > 0 && (
        // a grid, not a row of full-width fields: a flex row crushed the API picker and drew its value outside the form
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          }}
        >
          <TextField
            select
            size="small"
            label={t('access.group')}
            value={recordId}
            onChange={(e) => setRecordId(Number(e.target.value))}
          >
            {active.map((s) => (
              <MenuItem key={s.r_apply_groups_record_id} value={s.r_apply_groups_record_id}>
                {(locale === 'en' && s.group_name_en) || s.group_name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('apitry.api')}
            value={apiId}
            onChange={(e) => setApiId(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'try-api' } }}
          >
            {callable.map((a) => (
              <MenuItem key={a.api_id} value={a.api_id}>{`${a.api_name} · ${a.method_type} ${a.listen_path}`}</MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {api && (
        <>
          <TextField
            size="small"
            type="password"
            label={t('signature.secret')}
            helperText={t('signature.secret_hint')}
            value={secret}
            onChange={(e) => setSecret(e.target.value.trim())}
            slotProps={{ htmlInput: { 'data-testid': 'try-secret', autoComplete: 'new-password' } }}
          />
          <TextField
            size="small"
            label={t('signature.path')}
            value={path}
            onChange={(e) => setPath(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'try-path' } }}
          />
          <TextField
            label={t('signature.query')}
            value={query}
            multiline
            minRows={2}
            onChange={(e) => setQuery(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'try-query' } }}
          />
          {api.method_type.toUpperCase() !== 'GET' && (
            <TextField
              label={t('signature.body')}
              value={body}
              multiline
              minRows={3}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={busy || !pick.appKey}
            onClick={() => void send()}
            data-testid="try-send"
          >
            {t('apitry.send')}
          </Button>
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {answer && !answer.reachable && (
        <Alert severity="warning" data-testid="try-gateway-down">
          {t('apitry.gateway_down', { url: gateway })}
        </Alert>
      )}
      {sent && answer?.reachable && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{t('apitry.request')}</Typography>
            <Box component="pre" sx={pre}>{`${api?.method_type.toUpperCase()} ${sent.target}\n${Object.entries(
              sent.headers,
            )
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')}${body ? `\n\n${body}` : ''}`}</Box>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">
              {t('apitry.response')} · {t('apitry.status')} {answer.status} · {answer.elapsed_ms} ms
            </Typography>
            <Box component="pre" sx={pre} data-testid="try-response">{`${Object.entries(answer.headers ?? {})
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')}\n\n${answer.body ?? ''}`}</Box>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

export default function ApiTry() {
  const t = useTranslate();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="apitry">
      <Typography variant="h5" gutterBottom>
        {t('apitry.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('apitry.intro')}
      </Typography>
      {isLoggedIn() ? (
        <Try />
      ) : (
        <Alert severity="info">
          <Link to="/login?return=apitry">{t('apitry.login_needed')}</Link>
        </Alert>
      )}
    </Container>
  );
}
