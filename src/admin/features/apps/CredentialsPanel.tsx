/** An application's app_key per environment, with a confirmed reset that shows the new secret once. */
import { useState } from 'react';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { loadCredentials } from './api.ts';
import { ResetSecretDialogs, useMayReset } from './ResetSecret.tsx';
import { CopyButton } from './SecretDialog.tsx';

/** `ownerId`: the application's owner; only they get a reset (the server answers the new secret to them alone). */
export function CredentialsPanel({ applyId, ownerId }: { applyId: number; ownerId?: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const mayReset = useMayReset(ownerId);
  const creds = useRemote(() => loadCredentials(applyId), [applyId]);
  const [asking, setAsking] = useState<number | null>(null);

  return (
    <Card sx={{ mt: 2 }} data-testid="app-credentials">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {t('apps.credentials')}
        </Typography>
        <ScreenStates loading={creds.loading} error={creds.error} onRetry={creds.reload} empty={!creds.data?.length}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('apps.env')}</TableCell>
                <TableCell>{t('apps.app_key')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('apps.secret')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {creds.data?.map((c) => (
                <TableRow key={c.env_type}>
                  {/* the environment never breaks a word; the long key does instead (it wrapped 环境 a character a line) */}
                  <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`app-env-${c.env_type}`}>
                    {t(`apps.env_${c.env_type}`)}
                  </TableCell>
                  <TableCell
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                    data-testid={`app-key-${c.env_type}`}
                  >
                    {c.app_key}
                    <CopyButton text={c.app_key} />
                  </TableCell>
                  <TableCell>
                    ••••••••
                    {mayReset && (
                      <Button
                        size="small"
                        sx={{ ml: 1 }}
                        onClick={() => setAsking(c.env_type)}
                        data-testid={`reset-secret-${c.env_type}`}
                      >
                        {t('apps.reset')}
                      </Button>
                    )}
                    {c.previous_valid_until && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', whiteSpace: 'normal' }}
                      >
                        {t('apps.in_grace', {
                          time: new Date(c.previous_valid_until).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB'),
                        })}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScreenStates>
      </CardContent>
      {asking !== null && creds.data && (
        <ResetSecretDialogs
          applyId={applyId}
          credentials={creds.data}
          envType={asking}
          onClose={() => setAsking(null)}
          onDone={creds.reload}
        />
      )}
    </Card>
  );
}
