/**
 * /accountCenter/authorizedApps: the agent applications the user let act for them (OAuth grants), with the scopes
 * granted; revoking (after the user confirms it: it cannot be undone) ends the agent's tokens at once.
 */
import { useEffect, useState } from 'react';
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
  Stack,
  Typography,
} from '@mui/material';
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
  /** the grant whose Revoke was clicked, waiting for the user's confirmation */
  const [asking, setAsking] = useState<Grant | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () => call<'oauthGrantList', Grant[]>('oauthGrantList', {}).then(setList, setError);
  useEffect(() => {
    void load();
  }, []);
  const revoke = async (client_id: string) => {
    setBusy(true);
    try {
      await call('oauthGrantRevoke', { body: { client_id } });
    } catch {
      return; // the call has shown the error; the list stays as it was
    } finally {
      setBusy(false);
      setAsking(null);
    }
    await load();
  };
  const nameOf = (g: Grant) => g.client_name || t('oauth.unnamed');
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
                  <Typography sx={{ fontWeight: 600 }}>{nameOf(g)}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {g.client_id}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('oauth.granted_at')}: {formatDateTime(g.updated_at, locale)}
                  </Typography>
                </div>
                <Button color="error" variant="outlined" onClick={() => setAsking(g)} data-testid="revoke-grant">
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
      <Dialog open={!!asking} onClose={() => !busy && setAsking(null)} data-testid="revoke-confirm">
        <DialogTitle sx={{ wordBreak: 'break-word' }}>
          {asking && t('oauth.revoke_confirm_title', { client: nameOf(asking) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('oauth.revoke_confirm_body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={busy} data-testid="revoke-cancel">
            {t('oauth.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => asking && void revoke(asking.client_id)}
            data-testid="revoke-confirm-button"
          >
            {t('oauth.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
