/** A verification code input with its send button, which counts down the server's resend wait. */
import { useEffect, useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from '../../../shell/host.tsx';
import { request } from '../../../api/request.ts';
import type { ApiRequestError } from '../../../api/errors.ts';

interface Props {
  /** the send-code operation's path */
  url: string;
  channel: 'email' | 'sms';
  address: string;
  /** the account the code is for (registration: the name being registered); its resend wait is its own */
  account?: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  /** shown next to the address field when the server refuses it */
  onAddressError(message: string | undefined): void;
}

export function CodeField({ url, channel, address, account, value, onChange, error, onAddressError }: Props) {
  const t = useTranslate();
  const notify = useNotify();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const send = async () => {
    if (!address.trim()) {
      onAddressError(t('accounts.required', { field: t(channel === 'email' ? 'accounts.email' : 'accounts.phone') }));
      return;
    }
    setBusy(true);
    onAddressError(undefined);
    try {
      const r = await request<{ resend_after: number }>(
        { url, method: 'POST', body: { channel, address: address.trim(), ...(account ? { user_name: account } : {}) } },
        { notify: false },
      );
      setWait(r.resend_after);
      notify(t('accounts.code_sent'), { type: 'success' });
    } catch (err) {
      const e = err as ApiRequestError;
      onAddressError(e.fieldErrors?.[0]?.message ?? e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        label={t('accounts.code')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        required
        fullWidth
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { name: 'code', inputMode: 'numeric', 'data-testid': 'code' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void send()}
        disabled={busy || wait > 0}
        sx={{ height: 56, flexShrink: 0, minWidth: 120 }}
        data-testid="send-code"
      >
        {wait > 0 ? t('accounts.resend_in', { seconds: wait }) : t('accounts.send_code')}
      </Button>
    </Stack>
  );
}

/** Password strength rules shown while typing (the server only ever sees the MD5). */
export function passwordRules(password: string, userName: string) {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  return {
    length: password.length >= 8 && password.length <= 32,
    kinds: kinds >= 3,
    no_name: !userName.trim() || !password.toLowerCase().includes(userName.trim().toLowerCase()),
  };
}
