/**
 * /accountCenter/joinEnterprise: join with an invite code at once, or ask by the enterprise's name for its admin's
 * approval. Shows the enterprise once signed (an enterprise is signed when enterprise_id exists).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from '../../../shell/host.tsx';
import { call } from '../../../api/call.ts';
import type { ApiRequestError } from '../../../api/errors.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { forgetSessionCache } from '../../../shell/authProvider.ts';
import { JoinRequests } from './JoinRequests.tsx';

interface Status {
  signed: boolean;
  enterprise_name: string | null;
  roles?: { role_code: string; role_name: string; role_name_en: string | null }[];
  request: { state: number; enterprise_name: string } | null;
}

const STATES = ['request_pending', 'request_approved', 'request_rejected'];

export default function JoinEnterprise() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [code, setCode] = useState('');
  const [ask, setAsk] = useState({ enterprise_name: '', remark: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const load = () => call<'joinStatus', Status>('joinStatus', {}).then(setStatus, setError);
  useEffect(() => {
    void load();
  }, []);
  const run = async (call: () => Promise<Status>, field: string) => {
    try {
      setStatus(await call());
      setErrors({});
      forgetSessionCache();
    } catch (err) {
      const e = err as ApiRequestError;
      setErrors({ [e.fieldErrors?.[0]?.field ?? field]: e.fieldErrors?.[0]?.message ?? e.message });
    }
  };
  return (
    <ScreenStates loading={!status && !error} error={error} onRetry={() => void load()}>
      {status && (
        <Card sx={{ m: 1, maxWidth: 560, width: 'calc(100% - 16px)' }} data-testid="join-enterprise">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6">{t('accounts.join_title')}</Typography>
              {status.signed ? (
                <>
                  <Alert severity="success" data-testid="join-signed">
                    {t('accounts.join_signed', { name: status.enterprise_name ?? '' })}
                  </Alert>
                  {!!status.roles?.length && (
                    <Stack
                      direction="row"
                      spacing={1}
                      alignItems="center"
                      useFlexGap
                      flexWrap="wrap"
                      data-testid="join-roles"
                    >
                      <Typography variant="body2" color="text.secondary">
                        {t('accounts.join_roles')}
                      </Typography>
                      {status.roles.map((r) => (
                        <Chip
                          key={r.role_code}
                          size="small"
                          label={locale === 'en' ? (r.role_name_en ?? r.role_name) : r.role_name}
                        />
                      ))}
                    </Stack>
                  )}
                  <JoinRequests />
                </>
              ) : (
                <>
                  {status.request && (
                    <Alert severity={status.request.state === 2 ? 'warning' : 'info'}>
                      {status.request.enterprise_name} ·{' '}
                      {t('accounts.request_state', { state: t(`accounts.${STATES[status.request.state]}`) })}
                    </Alert>
                  )}
                  <Typography variant="subtitle2">{t('accounts.join_by_code')}</Typography>
                  <Stack direction="row" spacing={1} alignItems="flex-start">
                    <TextField
                      label={t('accounts.join_code')}
                      value={code}
                      onChange={(e) => setCode(e.target.value.toUpperCase())}
                      size="small"
                      error={!!errors.invite_code}
                      helperText={errors.invite_code ?? ' '}
                      slotProps={{ htmlInput: { 'data-testid': 'join-code', maxLength: 16 } }}
                    />
                    <Button
                      variant="contained"
                      disabled={!code.trim()}
                      data-testid="join-submit"
                      onClick={() =>
                        void run(
                          () =>
                            call<'joinByInvite', Status>(
                              'joinByInvite',
                              {
                                body: { invite_code: code.trim() },
                              },
                              { notify: false },
                            ),
                          'invite_code',
                        )
                      }
                    >
                      {t('accounts.join')}
                    </Button>
                  </Stack>
                  <Divider />
                  <Typography variant="subtitle2">{t('accounts.join_by_request')}</Typography>
                  <TextField
                    label={t('accounts.enterprise_name')}
                    value={ask.enterprise_name}
                    onChange={(e) => setAsk((s) => ({ ...s, enterprise_name: e.target.value }))}
                    size="small"
                    error={!!errors.enterprise_name}
                    helperText={errors.enterprise_name ?? ' '}
                  />
                  <TextField
                    label={t('accounts.remark')}
                    value={ask.remark}
                    onChange={(e) => setAsk((s) => ({ ...s, remark: e.target.value }))}
                    size="small"
                    slotProps={{ htmlInput: { maxLength: 255 } }}
                  />
                  <Button
                    variant="outlined"
                    disabled={!ask.enterprise_name.trim() || status.request?.state === 0}
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      void run(
                        () =>
                          call<'joinRequestCreate', Status>(
                            'joinRequestCreate',
                            {
                              body: {
                                enterprise_name: ask.enterprise_name.trim(),
                                ...(ask.remark ? { remark: ask.remark } : {}),
                              },
                            },
                            { notify: false },
                          ),
                        'enterprise_name',
                      )
                    }
                  >
                    {t('accounts.request_join')}
                  </Button>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ScreenStates>
  );
}
