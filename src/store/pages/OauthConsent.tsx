/**
 * /oauth/consent?uid=…: the authorization server's consent page, in the store's look. A visitor is sent to the login
 * page first (its captcha, lockout and password rules unchanged) and comes back here. Shows which client asks, on
 * whose behalf, for which scopes; Allow / Deny, and remember-my-choice (a remembered consent covering the request
 * is confirmed at once). The server finishes the provider's interaction and answers where the browser goes next.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from '../../shell/host.tsx';
import { request } from '../../api/request.ts';
import { isLoggedIn } from '../../api/session.ts';
import { ScreenStates } from '../../shell/ui/states.tsx';
import { scopeKey } from '../oauth/messages.ts';

interface Details {
  client: {
    client_id: string;
    client_name: string | null;
    client_uri: string | null;
    logo_uri: string | null;
    redirect_uri: string | null;
  };
  user: { user_id: number; user_name: string };
  scopes: string[];
  remembered: boolean;
}

export default function OauthConsent() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const uid = new URLSearchParams(location.search).get('uid');
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<{ message: string } | null>(null);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const api = `/oauth/consent/api`;

  const decide = async (approve: boolean, keep: boolean) => {
    setBusy(true);
    try {
      const r = await request<{ redirect_to: string }>(
        { url: `${api}/confirm`, method: 'POST', query: { uid }, body: { approve, remember: keep } },
        { notify: false },
      );
      window.location.assign(r.redirect_to);
    } catch (err) {
      setError(err as Error);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!uid) {
      setError({ message: t('oauth.missing_uid') });
      return;
    }
    if (!isLoggedIn()) {
      navigate(`/login?return=oauthConsent&uid=${encodeURIComponent(uid)}`, { replace: true });
      return;
    }
    request<Details>({ url: `${api}/details`, method: 'GET', query: { uid } }, { notify: false }).then((d) => {
      setDetails(d);
      if (d.remembered) void decide(true, true);
    }, setError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one consent (uid) is read, and answered, once
  }, [uid]);

  const name = details?.client.client_name || t('oauth.unnamed');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 1, sm: 2 }, py: { xs: 2, md: 6 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }} data-testid="oauth-consent">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <ScreenStates loading={!details && !error} error={error}>
            {details && (
              <Stack spacing={2}>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  {t('oauth.consent_title')}
                </Typography>
                <Typography data-testid="consent-client">{t('oauth.consent_asks', { client: name })}</Typography>
                <Typography variant="body2" color="text.secondary" data-testid="consent-user">
                  {t('oauth.on_behalf', { user: details.user.user_name })}
                </Typography>
                <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, fontSize: 13, wordBreak: 'break-all' }}>
                  <div>
                    {t('oauth.client_id')}: <code>{details.client.client_id}</code>
                  </div>
                  {details.client.redirect_uri && (
                    <div>
                      {t('oauth.redirect')}: <code>{details.client.redirect_uri}</code>
                    </div>
                  )}
                </Box>
                <Divider />
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('oauth.scopes')}
                </Typography>
                <List dense disablePadding data-testid="consent-scopes">
                  {details.scopes.map((s) => (
                    <ListItem key={s} disableGutters data-scope={s}>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckCircleOutline color="primary" fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={t(scopeKey(s))} secondary={s} />
                    </ListItem>
                  ))}
                </List>
                <Alert severity="info">{t('oauth.warning')}</Alert>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={remember}
                      onChange={(e) => setRemember(e.target.checked)}
                      data-testid="consent-remember"
                    />
                  }
                  label={t('oauth.remember')}
                />
                {details.remembered && busy && <Typography color="text.secondary">{t('oauth.redirecting')}</Typography>}
                <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
                  <Button
                    variant="outlined"
                    disabled={busy}
                    onClick={() => void decide(false, false)}
                    data-testid="consent-deny"
                  >
                    {t('oauth.deny')}
                  </Button>
                  <Button
                    variant="contained"
                    disabled={busy}
                    onClick={() => void decide(true, remember)}
                    data-testid="consent-allow"
                  >
                    {t('oauth.allow')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </ScreenStates>
        </CardContent>
      </Card>
    </Box>
  );
}
