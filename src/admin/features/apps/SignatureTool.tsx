/**
 * /developers/signatureTool: the developer types a request and sees the string to sign, the signature, every
 * header and a curl command, computed in the browser by the shared signing module the gateway verifies with.
 * The secret is pasted and lives only in this component's state: never stored, never sent.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { webCryptoHmac, SIGNATURE_METHODS, type SignatureMethod } from '../../../shared/signature/index.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { callOperation } from '../../../api/call-operation.ts';
import { STAGES } from './api.ts';
import { AppEnvPicker, type AppEnv } from './AppEnvPicker.tsx';
import { CopyButton } from './SecretDialog.tsx';
import { signForTool, type ToolOutput } from './sign-tool.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

export function useGatewayOrigin(): string {
  // the server's answer is the one source (GATEWAY_PUBLIC_URL or this host on GATEWAY_PORT); until it comes, the latter
  const info = useRemote(() => callOperation<{ gateway_port: number; gateway_url: string }>('gatewayInfo'), []);
  return (
    info.data?.gateway_url ??
    `${window.location.protocol}//${window.location.hostname}:${info.data?.gateway_port ?? 8081}`
  );
}

function Output({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="subtitle2">
        {label}
        <CopyButton text={value} />
      </Typography>
      <Box
        component="pre"
        data-testid={testId}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          fontSize: 13,
        }}
      >
        {value}
      </Box>
    </Box>
  );
}

export default function SignatureTool() {
  const t = useTranslate();
  const gateway = useGatewayOrigin();
  const [pick, setPick] = useState<AppEnv>({ applyId: '', envType: 3, appKey: '' });
  const [secret, setSecret] = useState('');
  const [method, setMethod] = useState('GET');
  const [path, setPath] = useState('/weather/v1/now');
  const [query, setQuery] = useState('city=beijing');
  const [headers, setHeaders] = useState('');
  const [body, setBody] = useState('');
  const [algo, setAlgo] = useState<SignatureMethod>('HmacSHA256');
  const [out, setOut] = useState<ToolOutput | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pathError = path.startsWith('/') ? null : t('signature.need_path');
  const sign = async () => {
    setError(null);
    if (!secret) {
      setError(t('signature.need_secret'));
      return;
    }
    try {
      setOut(
        await signForTool(
          {
            appKey: pick.appKey,
            secret,
            stage: STAGES[pick.envType as 1 | 2 | 3],
            method,
            path,
            query,
            headers,
            body,
            signatureMethod: algo,
            gateway,
          },
          webCryptoHmac,
        ),
      );
    } catch {
      setError(t('signature.webcrypto'));
    }
  };

  return (
    <Card sx={{ m: 1 }} data-testid="signature-tool">
      <CardContent>
        <Typography variant="h6">{t('signature.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('signature.intro')}
        </Typography>
        <Stack spacing={2}>
          <AppEnvPicker value={pick} onChange={setPick} />
          <TextField
            label={t('signature.secret')}
            type="password"
            autoComplete="off"
            value={secret}
            size="small"
            helperText={t('signature.secret_hint')}
            onChange={(e) => setSecret(e.target.value.trim())}
            slotProps={{ htmlInput: { 'data-testid': 'sign-secret', autoComplete: 'new-password' } }}
          />
          {/* grids, not rows of fields: the theme makes fields full width, and a flex row squeezed the path to 0 px */}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '130px minmax(0, 1fr) 170px' },
            }}
          >
            <TextField
              select
              label={t('signature.method')}
              value={method}
              size="small"
              onChange={(e) => setMethod(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'sign-method' } }}
            >
              {METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('signature.path')}
              value={path}
              size="small"
              error={Boolean(pathError)}
              helperText={pathError ?? ' '}
              onChange={(e) => setPath(e.target.value.trim())}
              slotProps={{ htmlInput: { 'data-testid': 'sign-path' } }}
            />
            <TextField
              select
              label={t('signature.algorithm')}
              value={algo}
              size="small"
              onChange={(e) => setAlgo(e.target.value as SignatureMethod)}
            >
              {SIGNATURE_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <TextField
              label={t('signature.query')}
              value={query}
              multiline
              minRows={3}
              onChange={(e) => setQuery(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'sign-query' } }}
            />
            <TextField
              label={t('signature.headers')}
              value={headers}
              multiline
              minRows={3}
              onChange={(e) => setHeaders(e.target.value)}
              placeholder="Content-Type: application/json"
              slotProps={{ htmlInput: { 'data-testid': 'sign-headers' } }}
            />
          </Box>
          <TextField
            label={t('signature.body')}
            value={body}
            multiline
            minRows={3}
            disabled={method === 'GET'}
            onChange={(e) => setBody(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'sign-body' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!pick.appKey || Boolean(pathError)}
            onClick={() => void sign()}
            data-testid="sign-run"
          >
            {t('signature.sign')}
          </Button>
          {out && (
            <Stack spacing={2} data-testid="sign-output">
              <Output label={t('signature.string_to_sign')} value={out.stringToSign} testId="sign-string" />
              <Output label={t('signature.signature')} value={out.signature} testId="sign-signature" />
              <Output
                label={t('signature.headers_out')}
                value={Object.entries(out.headers)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n')}
                testId="sign-headers-out"
              />
              <Output label={t('signature.curl')} value={out.curl} testId="sign-curl" />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
