/**
 * /accountCenter/authorizedApps: the agent applications the user let act for them (OAuth grants), with the scopes
 * granted; revoking ends the agent's tokens at once.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from '../../../shell/host.tsx';
import { call } from '../../../api/call.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { scopeKey } from '../../oauth/messages.ts';

interface Grant {
  client_id: string;
  client_name: string | null;
  scopes: string[];
  remember: boolean;
  created_at: string;
  updated_at: string;
}

export default function AuthorizedApps() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [list, setList] = useState<Grant[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const load = () => call<'oauthGrantList', Grant[]>('oauthGrantList', {}).then(setList, setError);
  useEffect(() => {
    void load();
  }, []);
  const revoke = async (client_id: string) => {
    try {
      await call('oauthGrantRevoke', { body: { client_id } });
    } catch {
      return; // the call has shown the error; the list stays as it was
    }
    await load();
  };
  return (
    <Stack spacing={2} sx={{ m: 1, maxWidth: 760 }} data-testid="authorized-apps">
      <Typography variant="h6">{t('oauth.authorized_title')}</Typography>
      <Alert severity="info">{t('oauth.authorized_hint')}</Alert>
      <ScreenStates loading={!list && !error} error={error} empty={list?.length === 0} onRetry={() => void load()}>
        {list?.map((g) => (
          <Card key={g.client_id} variant="outlined" data-testid="authorized-app">
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                justifyContent="space-between"
                alignItems={{ sm: 'center' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{g.client_name || t('oauth.unnamed')}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {g.client_id}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('oauth.granted_at')}: {formatDateTime(g.updated_at, locale)}
                  </Typography>
                </div>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => void revoke(g.client_id)}
                  data-testid="revoke-grant"
                >
                  {t('oauth.revoke')}
                </Button>
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
                {g.scopes.map((s) => (
                  // long scope names wrap on a phone instead of being cut off
                  <Chip
                    key={s}
                    size="small"
                    label={t(scopeKey(s))}
                    sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </ScreenStates>
    </Stack>
  );
}
