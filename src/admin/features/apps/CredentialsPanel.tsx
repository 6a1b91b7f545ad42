/** An application's app_key per environment, with a confirmed reset that shows the new secret once. */
import { useState } from 'react';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { loadCredentials, type Credential } from './api.ts';
import { ResetSecretDialogs, useMayReset } from './ResetSecret.tsx';
import { CopyButton } from './SecretDialog.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

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
          <DataTable<Credential>
            phone="scroll"
            rows={creds.data ?? []}
            rowKey={(c) => c.env_type}
            columns={[
              {
                // the environment never breaks a word; the long key does instead (it wrapped 环境 a character a line)
                key: 'env',
                label: t('apps.env'),
                nowrap: true,
                testid: (c) => `app-env-${c.env_type}`,
                render: (c) => t(`apps.env_${c.env_type}`),
              },
              {
                key: 'app_key',
                label: t('apps.app_key'),
                sx: { fontFamily: 'monospace', wordBreak: 'break-all' },
                testid: (c) => `app-key-${c.env_type}`,
                render: (c) => (
                  <>
                    {c.app_key}
                    <CopyButton text={c.app_key} />
                  </>
                ),
              },
              {
                key: 'secret',
                label: t('apps.secret'),
                nowrap: true,
                sx: { whiteSpace: 'normal' },
                render: (c) => (
                  <>
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
                          time: formatDateTime(c.previous_valid_until, locale),
                        })}
                      </Typography>
                    )}
                  </>
                ),
              },
            ]}
          />
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
