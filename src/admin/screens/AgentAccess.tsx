/**
 * /openUser/agentAccess (platform admin): agent access on/off, which scopes exist, whether clients may register
 * themselves and to which redirect URIs (loopback, or URL prefixes), which clients may be used (empty: any), and
 * every grant users gave. Changes apply within a second (the authorization server is rebuilt from them).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { call } from '../../api/call.ts';
import { formatDateTime } from '../../shared/dates.ts';
import type { ApiRequestError } from '../../api/errors.ts';
import { ScreenStates } from '../../shell/ui/states.tsx';
import { DataTable } from '../../shell/ui/DataTable.tsx';
import { scopeKey } from '../../shared/oauth-scopes.ts';
import type { BodyOf } from '../../api/operation-types.ts';

interface Settings {
  enabled: boolean;
  registration_enabled: boolean;
  scopes: string[];
  redirect_patterns: string[];
  allowed_clients: string[] | null;
}
interface Grant {
  user_name: string | null;
  client_id: string;
  client_name: string | null;
  scopes: string[];
  updated_at: string;
}
const ALL = ['store:read', 'apps:manage', 'access:apply', 'usage:read'];
const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

export default function AgentAccess() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [s, setS] = useState<Settings | null>(null);
  const [grants, setGrants] = useState<Grant[]>([]);
  const [error, setError] = useState<Error | null>(null);
  const [patterns, setPatterns] = useState('');
  const [clients, setClients] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const load = () =>
    Promise.all([
      call<'oauthSettingsGet', Settings>('oauthSettingsGet', {}),
      call<'oauthGrantAll', Grant[]>('oauthGrantAll', {}),
    ]).then(([settings, all]) => {
      setS(settings);
      setGrants(all);
      setPatterns(settings.redirect_patterns.join('\n'));
      setClients((settings.allowed_clients ?? []).join('\n'));
    }, setError);
  useEffect(() => {
    void load();
  }, []);
  const save = async () => {
    if (!s) return;
    setFieldError(null);
    setSaved(false);
    try {
      const next = await call<'oauthSettingsUpdate', Settings>(
        'oauthSettingsUpdate',
        {
          body: {
            enabled: s.enabled,
            registration_enabled: s.registration_enabled,
            scopes: s.scopes as BodyOf<'oauthSettingsUpdate'>['scopes'],
            redirect_patterns: lines(patterns),
            allowed_clients: lines(clients).length ? lines(clients) : null,
          },
        },
        { notify: false },
      );
      setS(next);
      setSaved(true);
    } catch (err) {
      const e = err as ApiRequestError;
      setFieldError(e.fieldErrors?.[0]?.message ?? e.message);
    }
  };
  return (
    <ScreenStates loading={!s && !error} error={error} onRetry={() => void load()}>
      {s && (
        <Stack spacing={2} sx={{ m: 1, maxWidth: 960 }} data-testid="agent-access">
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h6">{t('oauth.admin_title')}</Typography>
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.enabled}
                      onChange={(e) => setS({ ...s, enabled: e.target.checked })}
                      data-testid="agent-enabled"
                    />
                  }
                  label={t('oauth.admin_enabled')}
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.registration_enabled}
                      onChange={(e) => setS({ ...s, registration_enabled: e.target.checked })}
                    />
                  }
                  label={t('oauth.admin_registration')}
                />
                <Typography variant="subtitle2">{t('oauth.admin_scopes')}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap flexWrap="wrap">
                  {ALL.map((sc) => (
                    <FormControlLabel
                      key={sc}
                      label={`${t(scopeKey(sc))} (${sc})`}
                      control={
                        <Checkbox
                          checked={s.scopes.includes(sc)}
                          onChange={(e) =>
                            setS({
                              ...s,
                              scopes: e.target.checked ? [...s.scopes, sc] : s.scopes.filter((x) => x !== sc),
                            })
                          }
                        />
                      }
                    />
                  ))}
                </Stack>
                <TextField
                  label={t('oauth.admin_redirects')}
                  helperText={fieldError ?? t('oauth.admin_redirects_hint')}
                  error={!!fieldError}
                  multiline
                  minRows={3}
                  value={patterns}
                  onChange={(e) => setPatterns(e.target.value)}
                  inputProps={{ 'data-testid': 'redirect-patterns' }}
                />
                <TextField
                  label={t('oauth.admin_clients')}
                  helperText={t('oauth.admin_clients_hint')}
                  multiline
                  minRows={2}
                  value={clients}
                  onChange={(e) => setClients(e.target.value)}
                />
                {saved && <Alert severity="success">{t('oauth.admin_saved')}</Alert>}
                <Stack direction="row" justifyContent="flex-end">
                  <Button variant="contained" onClick={() => void save()} data-testid="agent-save">
                    {t('oauth.admin_save')}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent sx={{ overflowX: 'auto' }}>
              <Typography variant="h6" sx={{ mb: 1 }}>
                {t('oauth.admin_grants')}
              </Typography>
              <ScreenStates empty={grants.length === 0}>
                <DataTable
                  phone="scroll"
                  rows={grants}
                  rowKey={(g) => `${g.user_name}-${g.client_id}`}
                  columns={[
                    { key: 'user', label: t('oauth.admin_user'), render: (g) => g.user_name },
                    {
                      key: 'client',
                      label: t('oauth.client_id'),
                      sx: { wordBreak: 'break-all' },
                      render: (g) => (
                        <>
                          {g.client_name ?? ''} <code>{g.client_id}</code>
                        </>
                      ),
                    },
                    { key: 'scopes', label: t('oauth.scopes'), render: (g) => g.scopes.join(' ') },
                    {
                      key: 'granted_at',
                      label: t('oauth.granted_at'),
                      render: (g) => formatDateTime(g.updated_at, locale),
                    },
                  ]}
                />
              </ScreenStates>
            </CardContent>
          </Card>
        </Stack>
      )}
    </ScreenStates>
  );
}
