/**
 * /register: account name (its rule checked as you type, then whether it is free), password with its rules shown as
 * you type (sent as MD5), the repeat and the email or phone checked as you leave them, a code proving the address,
 * optional invite code, the agreement (《用户协议》《隐私政策》 open the console-managed documents) and captcha.
 * Field errors from the server land next to their field.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from '../../../shell/host.tsx';
import { call, operationUrl } from '../../../api/call.ts';
import type { ApiRequestError } from '../../../api/errors.ts';
import { md5 } from '../../../shared/md5.ts';
import { CodeField, passwordRules } from './CodeField.tsx';
import { EMAIL, LEGAL_DOCS, USER_NAME } from '../../../shared/user-name.ts';

const PHONE = /^\+?[0-9][0-9 -]{4,30}$/;
/** the documentation center's page of a legal document, opened beside the form so nothing typed is lost */
const legalHref = (id: number) => `/doccenter/details?id=${id}`;

type Field =
  | 'user_name'
  | 'password'
  | 'password_again'
  | 'email'
  | 'phone'
  | 'code'
  | 'invite_code'
  | 'captcha_code'
  | 'agreement';

export default function Register() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [v, setV] = useState({
    user_name: '',
    password: '',
    password_again: '',
    email: '',
    phone: '',
    code: '',
    invite_code: '',
    captcha_code: '',
  });
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const [accountType, setAccountType] = useState<0 | 2>(0);
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [nameOk, setNameOk] = useState<boolean | null>(null);
  const [nonce, setNonce] = useState(0);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }));
  const rules = passwordRules(v.password, v.user_name);
  const addressField = channel === 'email' ? 'email' : 'phone';

  const checkName = async (name = v.user_name.trim()) => {
    if (!name || !USER_NAME.test(name)) return;
    const r = await call<'registerCheck', { available: boolean; message?: string }>(
      'registerCheck',
      { query: { field: 'user_name', value: name } },
      { notify: false },
    ).catch(() => null);
    if (r?.message) setErrors((s) => ({ ...s, user_name: r.message }));
    setNameOk(r ? r.available : null);
  };
  // the rule as you type; once the name keeps it, whether it is free (after a pause, like leaving the field)
  useEffect(() => {
    const name = v.user_name.trim();
    setNameOk(null);
    setErrors((s) => ({ ...s, user_name: name && !USER_NAME.test(name) ? t('accounts.user_name_rule') : undefined }));
    if (!name || !USER_NAME.test(name)) return;
    const id = setTimeout(() => void checkName(name), 400);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [v.user_name]);
  const checkAddress = () => {
    const value = v[addressField].trim();
    const bad = value && !(addressField === 'email' ? EMAIL : PHONE).test(value);
    setErrors((s) => ({ ...s, [addressField]: bad ? t(`accounts.${addressField}_invalid`) : undefined }));
  };
  const checkAgain = () =>
    setErrors((s) => ({
      ...s,
      password_again: v.password_again && v.password_again !== v.password ? t('accounts.password_mismatch') : undefined,
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    const need = (k: Field, label: string) => {
      if (!String((v as Record<string, string>)[k] ?? '').trim()) missing[k] = t('accounts.required', { field: label });
    };
    need('user_name', t('accounts.user_name'));
    need('password', t('accounts.password'));
    need(addressField, t(`accounts.${addressField}`));
    need('code', t('accounts.code'));
    need('captcha_code', t('accounts.captcha'));
    if (v.password && !(rules.length && rules.kinds && rules.no_name)) missing.password = t('accounts.rule_kinds');
    if (v.password !== v.password_again) missing.password_again = t('accounts.password_mismatch');
    if (v.user_name.trim() && !USER_NAME.test(v.user_name.trim())) missing.user_name = t('accounts.user_name_rule');
    if (v[addressField].trim() && !(addressField === 'email' ? EMAIL : PHONE).test(v[addressField].trim()))
      missing[addressField] = t(`accounts.${addressField}_invalid`);
    if (!agreement) missing.agreement = t('accounts.agreement_required');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const r = await call<'register', { user_name: string }>(
        'register',
        {
          body: {
            user_name: v.user_name.trim(),
            password: md5(v.password),
            account_type: accountType,
            channel,
            [addressField]: v[addressField].trim(),
            code: v.code,
            agreement,
            captcha_code: v.captcha_code.trim(),
            ...(v.invite_code.trim() ? { invite_code: v.invite_code.trim() } : {}),
          },
        },
        { notify: false },
      );
      navigate(`/registerResult?user_name=${encodeURIComponent(r.user_name)}`, { replace: true });
    } catch (err) {
      const e2 = err as ApiRequestError;
      if (e2.fieldErrors?.length) setErrors(Object.fromEntries(e2.fieldErrors.map((f) => [f.field, f.message])));
      else setFailure(e2.message);
      setV((s) => ({ ...s, captcha_code: '' }));
      setNonce((n) => n + 1);
      setBusy(false);
    }
  };

  const input = (
    name: keyof typeof v,
    label: string,
    extra: { type?: string; helper?: string; required?: boolean; onBlur?: () => void; error?: boolean } = {},
  ) => (
    <TextField
      label={label}
      type={extra.type ?? 'text'}
      value={v[name]}
      onChange={set(name)}
      onBlur={extra.onBlur}
      fullWidth
      required={extra.required ?? true}
      error={!!errors[name as Field] || !!extra.error}
      helperText={errors[name as Field] ?? extra.helper ?? ' '}
      FormHelperTextProps={{ 'data-testid': `reg-${name}-helper` } as object}
      slotProps={{ htmlInput: { name, 'data-testid': `reg-${name}` } }}
    />
  );
  const rule = (ok: boolean, text: string) => (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      sx={{ color: ok ? 'success.main' : 'text.secondary', fontSize: 13 }}
    >
      {ok ? <CheckIcon fontSize="inherit" /> : <CloseIcon fontSize="inherit" />}
      <span>{text}</span>
    </Stack>
  );

  return (
    <Card sx={{ width: '100%', maxWidth: 480, borderRadius: 2 }} elevation={8} data-testid="register-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" fontWeight={600}>
          {t('accounts.register_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('accounts.register_subtitle')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={1}>
            {failure && (
              <Alert severity="error" data-testid="register-error">
                {failure}
              </Alert>
            )}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={accountType}
              onChange={(_e, val) => val !== null && setAccountType(val)}
              aria-label={t('accounts.account_type')}
            >
              <ToggleButton value={0}>{t('accounts.personal')}</ToggleButton>
              <ToggleButton value={2} data-testid="reg-enterprise">
                {t('accounts.enterprise')}
              </ToggleButton>
            </ToggleButtonGroup>
            {input('user_name', t('accounts.user_name'), {
              onBlur: () => void checkName(),
              helper:
                nameOk === null ? t('accounts.user_name_hint') : nameOk ? t('accounts.available') : t('accounts.taken'),
              error: nameOk === false,
            })}
            {input('password', t('accounts.password'), { type: 'password' })}
            {v.password && (
              <Box data-testid="password-rules" sx={{ mt: -1, mb: 1 }}>
                {rule(rules.length, t('accounts.rule_length'))}
                {rule(rules.kinds, t('accounts.rule_kinds'))}
                {rule(rules.no_name, t('accounts.rule_no_name'))}
              </Box>
            )}
            {input('password_again', t('accounts.password_again'), { type: 'password', onBlur: checkAgain })}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={channel}
              onChange={(_e, val) => val && setChannel(val)}
              aria-label={t('accounts.channel')}
            >
              <ToggleButton value="email">{t('accounts.email')}</ToggleButton>
              <ToggleButton value="sms" data-testid="reg-channel-sms">
                {t('accounts.phone')}
              </ToggleButton>
            </ToggleButtonGroup>
            {input(addressField, t(`accounts.${addressField}`), { onBlur: checkAddress })}
            <CodeField
              url={operationUrl('sendRegisterCode')}
              channel={channel}
              address={v[addressField]}
              account={v.user_name.trim()}
              value={v.code}
              onChange={(code) => setV((s) => ({ ...s, code }))}
              error={errors.code}
              onAddressError={(m) => setErrors((s) => ({ ...s, [addressField]: m }))}
            />
            {input('invite_code', t('accounts.invite_code'), { required: false })}
            <Stack direction="row" spacing={1} alignItems="flex-start">
              {input('captcha_code', t('accounts.captcha'))}
              <Tooltip title={t('app.auth.captcha_refresh')}>
                <Box
                  component="img"
                  src={`${operationUrl('getCaptcha')}?_=${nonce}`}
                  alt={t('app.auth.captcha_alt')}
                  data-testid="reg-captcha-image"
                  onClick={() => setNonce((n) => n + 1)}
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
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={agreement}
                    onChange={(e) => setAgreement(e.target.checked)}
                    slotProps={{ input: { 'data-testid': 'reg-agreement' } as object }}
                  />
                }
                label={
                  <Typography variant="body2">
                    {t('accounts.agreement_read')}
                    <Link
                      href={legalHref(LEGAL_DOCS.userAgreement)}
                      target="_blank"
                      rel="noopener"
                      data-testid="reg-user-agreement"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {t('accounts.user_agreement')}
                    </Link>
                    {t('accounts.agreement_and')}
                    <Link
                      href={legalHref(LEGAL_DOCS.privacyPolicy)}
                      target="_blank"
                      rel="noopener"
                      data-testid="reg-privacy-policy"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {t('accounts.privacy_policy')}
                    </Link>
                  </Typography>
                }
              />
              {errors.agreement && <FormHelperText error>{errors.agreement}</FormHelperText>}
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="register-submit">
              {busy ? t('accounts.submitting') : t('accounts.submit')}
            </Button>
            <Link component={RouterLink} to="/login" variant="body2" textAlign="center">
              {t('accounts.have_account')}
            </Link>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
