/**
 * /account/resetPass: a code to the account's email or phone, then the new password (MD5 on the wire). The server
 * answers the same whether or not the account exists; on success every session of the account has ended.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../../../shell/host.tsx';
import { call, operationUrl } from '../../../api/call.ts';
import type { ApiRequestError } from '../../../api/errors.ts';
import { md5 } from '../../../shared/md5.ts';
import { CodeField, passwordRules } from './CodeField.tsx';

export default function ResetPass() {
  const t = useTranslate();
  const [channel, setChannel] = useState<'email' | 'sms'>('email');
  const [v, setV] = useState({ address: '', code: '', password: '', password_again: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const rules = passwordRules(v.password, '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!v.address.trim())
      missing.address = t('accounts.required', { field: t(channel === 'email' ? 'accounts.email' : 'accounts.phone') });
    if (!v.code) missing.code = t('accounts.required', { field: t('accounts.code') });
    if (!(rules.length && rules.kinds)) missing.password = t('accounts.rule_kinds');
    if (v.password !== v.password_again) missing.password_again = t('accounts.password_mismatch');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await call(
        'resetPassword',
        {
          body: { channel, address: v.address.trim(), code: v.code, new_password: md5(v.password) },
        },
        { notify: false },
      );
      setDone(true);
    } catch (err) {
      const e2 = err as ApiRequestError;
      if (e2.fieldErrors?.length) setErrors(Object.fromEntries(e2.fieldErrors.map((f) => [f.field, f.message])));
      else setFailure(e2.message);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof v, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={v[name]}
      onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))}
      fullWidth
      required
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      slotProps={{ htmlInput: { name, 'data-testid': `reset-${name}` } }}
    />
  );
  return (
    <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 2 }} elevation={8} data-testid="reset-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" fontWeight={600}>
          {t('accounts.reset_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('accounts.reset_subtitle')}
        </Typography>
        {done ? (
          <Stack spacing={2}>
            <Alert severity="success" data-testid="reset-done">
              {t('accounts.reset_done')}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained">
              {t('accounts.to_login')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack spacing={1}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <ToggleButtonGroup
                exclusive
                size="small"
                value={channel}
                onChange={(_e, val) => val && setChannel(val)}
                aria-label={t('accounts.channel')}
              >
                <ToggleButton value="email">{t('accounts.email')}</ToggleButton>
                <ToggleButton value="sms">{t('accounts.phone')}</ToggleButton>
              </ToggleButtonGroup>
              {field('address', t(channel === 'email' ? 'accounts.email' : 'accounts.phone'))}
              <CodeField
                url={operationUrl('sendResetCode')}
                channel={channel}
                address={v.address}
                value={v.code}
                onChange={(code) => setV((s) => ({ ...s, code }))}
                error={errors.code}
                onAddressError={(m) => setErrors((s) => ({ ...s, address: m }))}
              />
              {field('password', t('accounts.new_password'), 'password')}
              {field('password_again', t('accounts.password_again'), 'password')}
              <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="reset-submit">
                {t('accounts.reset_submit')}
              </Button>
              <Link component={RouterLink} to="/login" variant="body2" textAlign="center">
                {t('accounts.to_login')}
              </Link>
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
