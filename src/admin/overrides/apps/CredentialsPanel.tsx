/** An application's app_key per environment, with a confirmed reset that shows the new secret once. */
import { useState } from 'react';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useRemote } from '../../use-remote.ts';
import { ScreenStates } from '../../ui/states.tsx';
import { useAccess } from '../../resources/AccessContext.tsx';
import { loadCredentials, resetSecret } from './api.ts';
import { CopyButton, SecretDialog, type ShownCredential } from './SecretDialog.tsx';

/** `ownerId`: the application's owner; only they get a reset (the server answers the new secret to them alone). */
export function CredentialsPanel({ applyId, ownerId }: { applyId: number; ownerId?: number }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { can } = useAccess();
  const { identity } = useGetIdentity();
  const mayReset = can('reset') && (ownerId === undefined || identity?.id === ownerId || identity?.user_type === 0 || identity?.user_type === 1);
  const creds = useRemote(() => loadCredentials(applyId), [applyId]);
  const [asking, setAsking] = useState<number | null>(null);
  const [shown, setShown] = useState<ShownCredential[] | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    if (asking === null) return;
    setBusy(true);
    try {
      const fresh = await resetSecret(applyId, asking);
      setShown([fresh]);
      creds.reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="app-credentials">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>{t('apps.credentials')}</Typography>
        <ScreenStates loading={creds.loading} error={creds.error} onRetry={creds.reload} empty={!creds.data?.length}>
          <Table size="small">
            <TableHead>
              <TableRow><TableCell>{t('apps.env')}</TableCell><TableCell>{t('apps.app_key')}</TableCell><TableCell>{t('apps.secret')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {creds.data?.map((c) => (
                <TableRow key={c.env_type}>
                  <TableCell>{t(`apps.env_${c.env_type}`)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }} data-testid={`app-key-${c.env_type}`}>{c.app_key}<CopyButton text={c.app_key} /></TableCell>
                  <TableCell>
                    ••••••••
                    {mayReset && <Button size="small" sx={{ ml: 1 }} onClick={() => setAsking(c.env_type)} data-testid={`reset-secret-${c.env_type}`}>{t('apps.reset')}</Button>}
                    {c.previous_valid_until && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('apps.in_grace', { time: new Date(c.previous_valid_until).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB') })}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScreenStates>
      </CardContent>
      <Confirm isOpen={asking !== null} loading={busy} title={t('apps.reset_confirm_title', { env: asking ? t(`apps.env_${asking}`) : '' })}
        content={asking !== null && creds.data?.find((c) => c.env_type === asking)?.previous_valid_until
          // a reset during a grace period ends it: the secret kept for it stops working at once
          ? `${t('apps.reset_confirm')} ${t('apps.reset_ends_grace')}` : t('apps.reset_confirm')}
        onConfirm={() => void reset()} onClose={() => setAsking(null)} />
      {shown && <SecretDialog credentials={shown} onClose={() => setShown(null)} />}
    </Card>
  );
}
