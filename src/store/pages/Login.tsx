/**
 * /login: account and password (sent as MD5), plus the captcha when the server asks for one. The server's
 * rejection is shown above the form; success returns to `?return=` with its query, or to the console.
 * `?oidc_link=` (a first OIDC sign-in whose verified email belongs to an existing account): the page names the
 * account, and logging in with its password links the external identity to it (then the profile shows the binding).
 * `?token=` (the OIDC sign-in coming back): exchanged for a session, then on as after a password login.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Link,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from '../../shell/host.tsx';
import { authProvider, startSession, type LoginParams, type LoginResult } from '../../shell/authProvider.ts';
import { call, operationUrl } from '../../api/call.ts';
import type { ApiRequestError } from '../../api/errors.ts';
import { returnTarget } from '../../shell/routing/return-url.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';

type Field = 'username' | 'password' | 'login_code';
const CAPTCHA_CODES = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'];

export default function Login() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const [values, setValues] = useState({ username: query.get('user_name') ?? '', password: '', login_code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(query.get('oidc_error') ? t('accounts.oidc_failed') : null);
  const [oidc, setOidc] = useState<{ name: string } | null>(null);
  const [captcha, setCaptcha] = useState<{ needed: boolean; nonce: number }>({ needed: false, nonce: 0 });
  const [busy, setBusy] = useState(false);
  const linkToken = query.get('oidc_link');
  const [link, setLink] = useState<{ user_name: string; provider_name: string } | null>(null);

  const checkCaptcha = async (userName: string) => {
    if (!userName.trim()) return;
    const needed = await call<'isCheckCode', boolean>(
      'isCheckCode',
      { query: { user_name: userName.trim() } },
      { notify: false },
    ).catch(() => false);
    setCaptcha((c) => ({ needed: !!needed, nonce: c.nonce + 1 }));
  };

  useEffect(() => {
    document.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
    call<'signInOptions', { oidc: { name: string } | null }>('signInOptions', {}, { notify: false }).then(
      (o) => setOidc(o.oidc),
      () => undefined,
    );
    const token = query.get('token');
    if (token) {
      setBusy(true);
      call<'exchangeToken', LoginResult>('exchangeToken', { query: { token } }, { notify: false }).then(
        (result) => {
          startSession(result);
          queryClient.removeQueries({ queryKey: ['auth'] });
          const rest = new URLSearchParams(location.search);
          rest.delete('token');
          navigate(returnTarget(location.search) ?? withKeptQuery('/', rest.toString() ? `?${rest}` : ''), {
            replace: true,
          });
        },
        (err: ApiRequestError) => {
          setFailure(err.message);
          setBusy(false);
          navigate('/login', { replace: true });
        },
      );
    }
    if (linkToken) {
      call<'oidcLinkDetail', { user_name: string; provider_name: string }>(
        'oidcLinkDetail',
        { query: { link_token: linkToken } },
        { notify: false },
      ).then(
        (l) => {
          setLink(l);
          setValues((v) => (v.username ? v : { ...v, username: l.user_name }));
        },
        (err: ApiRequestError) => setFailure(err.message),
      );
    }
    // once, on arrival: the sign-in options and the one-time token or link token the URL brought
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const oidcSignIn = async () => {
    try {
      const { url } = await call<'oidcAuthorize', { url: string }>('oidcAuthorize', {}, { notify: false });
      window.location.assign(url);
    } catch (err) {
      setFailure((err as ApiRequestError).message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) missing.username = t('app.auth.account_required');
    if (!values.password) missing.password = t('app.auth.password_required');
    if (captcha.needed && !values.login_code.trim()) missing.login_code = t('app.auth.captcha_required');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const params: LoginParams = {
        username: values.username,
        password: values.password,
        login_code: captcha.needed ? values.login_code : undefined,
      };
      // not react-admin's useLogin: it would navigate on its own, and this page decides where to go (?return=)
      await authProvider.login(params);
      queryClient.removeQueries({ queryKey: ['auth'] });
      if (link && linkToken) {
        // the password is proven: link the identity, and show the binding (or why it failed) on the profile
        const outcome = await call('oidcLinkConfirm', { body: { link_token: linkToken } }, { notify: false }).then(
          () => 'oidc',
          () => 'link_failed',
        );
        navigate(`/user/modifyInformation?bound=${outcome}`, { replace: true });
        return;
      }
      navigate(returnTarget(location.search) ?? withKeptQuery('/', location.search), { replace: true });
    } catch (err) {
      const e2 = err as ApiRequestError;
      setFailure(e2.message);
      setValues((v) => ({ ...v, login_code: '' }));
      if (CAPTCHA_CODES.includes(e2.code)) setCaptcha((c) => ({ needed: true, nonce: c.nonce + 1 }));
      else await checkCaptcha(values.username);
      setBusy(false);
    }
  };

  const input = (name: Field, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      fullWidth
      required
      autoComplete={name === 'password' ? 'current-password' : name === 'username' ? 'username' : 'off'}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      onBlur={name === 'username' ? () => void checkCaptcha(values.username) : undefined}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      slotProps={{ htmlInput: { name, 'data-testid': `login-${name}` } }}
    />
  );

  const captchaUrl = `${operationUrl('getCaptcha')}?user_name=${encodeURIComponent(values.username.trim())}&_=${captcha.nonce}`;

  return (
    <Card sx={{ width: '100%', maxWidth: 400, borderRadius: 2 }} elevation={8} data-testid="login-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" fontWeight={600}>
          {t('app.auth.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('app.auth.subtitle')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={1}>
            {failure && (
              <Alert severity="error" data-testid="login-error">
                {failure}
              </Alert>
            )}
            {link && (
              <Alert severity="info" data-testid="oidc-link-notice">
                {t('accounts.oidc_link_notice', { user: link.user_name, provider: link.provider_name })}
              </Alert>
            )}
            {input('username', t('app.auth.account'))}
            {input('password', t('app.auth.password'), 'password')}
            {captcha.needed && (
              <Stack direction="row" spacing={1} alignItems="flex-start" data-testid="captcha-row">
                {input('login_code', t('app.auth.captcha'))}
                <Tooltip title={t('app.auth.captcha_refresh')}>
                  <Box
                    component="img"
                    src={captchaUrl}
                    alt={t('app.auth.captcha_alt')}
                    data-testid="captcha-image"
                    onClick={() => setCaptcha((c) => ({ ...c, nonce: c.nonce + 1 }))}
                    sx={{
                      height: 56,
                      width: 120,
                      cursor: 'pointer',
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      flexShrink: 0,
                    }}
                  />
                </Tooltip>
              </Stack>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
              {busy ? t('app.auth.submitting') : t('app.auth.submit')}
            </Button>
            <Stack direction="row" justifyContent="space-between">
              <Link component={RouterLink} to="/register" variant="body2" data-testid="to-register">
                {t('accounts.register_link')}
              </Link>
              <Link component={RouterLink} to="/account/resetPass" variant="body2" data-testid="to-reset">
                {t('accounts.forgot')}
              </Link>
            </Stack>
            {oidc && (
              <>
                <Divider>{t('accounts.or')}</Divider>
                <Button
                  variant="outlined"
                  onClick={() => void oidcSignIn()}
                  data-testid="oidc-login"
                  sx={{ textTransform: 'none' }}
                >
                  {t('accounts.oidc', { name: oidc.name })}
                </Button>
              </>
            )}
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
