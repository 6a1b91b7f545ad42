/**
 * Password change (SPEC.md section 4): both passwords required, sent as MD5s. Mandatory after an initial
 * password (init_pwd=1): closing it clears the flag. Success logs out and goes to login after 1 second.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { call } from '../../api/call.ts';
import type { ApiRequestError } from '../../api/errors.ts';
import { updateSessionUser } from '../../api/session.ts';
import { md5 } from '../../shared/md5.ts';

export const RELOGIN_DELAY_MS = 1000;

interface Props {
  open: boolean;
  userId: number;
  mandatory?: boolean;
  onClose: () => void;
}

type Field = 'old_password' | 'new_password';

export function PasswordDialog({ open, userId, mandatory, onClose }: Props) {
  const t = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const [values, setValues] = useState({ old_password: '', new_password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = async () => {
    if (busy) return;
    if (mandatory) {
      await call('clearInitPwd', {}).catch(() => undefined);
      updateSessionUser({ init_pwd: 0 });
    }
    setValues({ old_password: '', new_password: '' });
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.old_password) missing.old_password = t('app.password.old_required');
    if (!values.new_password) missing.new_password = t('app.password.new_required');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await call(
        'editPassword',
        {
          body: { user_id: userId, old_password: md5(values.old_password), new_password: md5(values.new_password) },
        },
        { notify: false },
      );
      notify('app.password.success', { type: 'success' });
      setTimeout(() => void logout({}, '/login', false), RELOGIN_DELAY_MS);
    } catch (err) {
      const e2 = err as ApiRequestError;
      const byField = Object.fromEntries(
        (e2.fieldErrors ?? [])
          .filter((f) => f.field === 'old_password' || f.field === 'new_password')
          .map((f) => [f.field, f.message]),
      );
      setErrors(byField);
      if (!Object.keys(byField).length) setFailure(e2.message);
      setBusy(false);
    }
  };

  const field = (name: Field, label: string) => (
    <TextField
      type="password"
      label={label}
      value={values[name]}
      required
      fullWidth
      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      slotProps={{ htmlInput: { name, 'data-testid': name } }}
    />
  );

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth data-testid="password-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('app.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {mandatory && <Alert severity="warning">{t('app.password.mandatory')}</Alert>}
            {failure && <Alert severity="error">{failure}</Alert>}
            {field('old_password', t('app.password.old'))}
            {field('new_password', t('app.password.new'))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy} data-testid="password-cancel">
            {t('app.password.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="password-submit">
            {t('app.password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
