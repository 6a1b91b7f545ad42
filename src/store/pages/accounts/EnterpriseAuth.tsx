/**
 * Enterprise authentication: the view (/enterpriseData/authenticationView) shows the state (0–3), the failure
 * reason, the submitted data and its review history (SigningView.tsx shows the signing); the edit
 * (/enterpriseData/authenticationEdit, signingEdit) submits or resubmits name, credit code and ID card (check
 * characters verified by the server, its message shown under the field) and the business licence.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from '../../../shell/host.tsx';
import { call, operationUrl } from '../../../api/call.ts';
import type { ApiRequestError } from '../../../api/errors.ts';
import { UploadInput } from '../../../shell/ui/UploadInput.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { FieldTable } from '../../../shell/ui/FieldTable.tsx';
import { forgetSessionCache } from '../../../shell/authProvider.ts';
import { AuthHistory, type AuthHistoryEntry } from './AuthHistory.tsx';

export interface Detail {
  account_type: number;
  signed: boolean;
  /** when the authentication was approved, which signed the account into its enterprise */
  signed_at: string | null;
  /** every review step of every submission, oldest first */
  history: AuthHistoryEntry[];
  enterprise_admin?: boolean;
  state: number;
  enterprise: { enterprise_id: number; enterprise_name: string; enterprise_code: string | null } | null;
  auth: {
    enterprise_name: string;
    credit_code: string;
    legal_person: string;
    legal_id_card: string;
    reason: string | null;
    licence_url: string;
    work_order_id: number | null;
  } | null;
}

const COLORS = ['default', 'info', 'success', 'error'] as const;

export function useDetail() {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const load = () => call<'enterpriseAuthDetail', Detail>('enterpriseAuthDetail', {}).then(setDetail, setError);
  useEffect(() => {
    void load();
  }, []);
  return { detail, error, load };
}

export function EnterpriseAuthView() {
  const t = useTranslate();
  const { detail, error, load } = useDetail();
  return (
    <ScreenStates loading={!detail && !error} error={error} onRetry={() => void load()}>
      {detail && (
        <Card sx={{ m: 1, maxWidth: 720 }} data-testid="auth-view">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} alignItems="center">
                <Typography variant="h6">{t('accounts.auth_title')}</Typography>
                <Chip
                  color={COLORS[detail.state] ?? 'default'}
                  label={t(`accounts.auth_state_${detail.state}`)}
                  data-testid="auth-state"
                />
              </Stack>
              <Typography color="text.secondary" data-testid="signing">
                {detail.signed
                  ? t('accounts.signed', {
                      id: detail.enterprise?.enterprise_id ?? '',
                      name: detail.enterprise?.enterprise_name ?? '',
                    })
                  : t('accounts.unsigned')}
              </Typography>
              {detail.enterprise_admin && (
                <Alert severity="success" data-testid="enterprise-admin">
                  {t('accounts.enterprise_admin_of', { name: detail.enterprise?.enterprise_name ?? '' })}
                </Alert>
              )}
              {detail.state === 3 && detail.auth?.reason && (
                <Alert severity="error" data-testid="auth-reason">
                  {t('accounts.auth_reason', { reason: detail.auth.reason })}
                </Alert>
              )}
              {detail.auth && (
                <FieldTable
                  labelWidth={220}
                  fields={[
                    ...(['enterprise_name', 'credit_code', 'legal_person', 'legal_id_card'] as const).map((k) => ({
                      key: k,
                      label: t(`accounts.${k}`),
                      value: detail.auth![k],
                    })),
                    {
                      key: 'licence',
                      label: t('accounts.licence'),
                      value: (
                        <Link href={detail.auth.licence_url} target="_blank" rel="noopener">
                          {t('accounts.licence')}
                        </Link>
                      ),
                    },
                  ]}
                />
              )}
              {detail.auth && <AuthHistory entries={detail.history} />}
              {detail.account_type === 2 && (detail.state === 0 || detail.state === 3) && (
                <Button
                  component={RouterLink}
                  to="/enterpriseData/authenticationEdit"
                  variant="contained"
                  sx={{ alignSelf: 'flex-start' }}
                  data-testid="auth-edit"
                >
                  {detail.state === 3 ? t('accounts.auth_resubmit') : t('accounts.auth_edit')}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ScreenStates>
  );
}

export function EnterpriseAuthEdit() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { detail, error, load } = useDetail();
  const [v, setV] = useState({ enterprise_name: '', credit_code: '', legal_person: '', legal_id_card: '' });
  const [licence, setLicence] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (detail?.auth)
      setV({
        enterprise_name: detail.auth.enterprise_name,
        credit_code: detail.auth.credit_code,
        legal_person: detail.auth.legal_person,
        legal_id_card: '',
      });
  }, [detail]);
  const submit = async () => {
    const missing: Record<string, string> = {};
    for (const k of Object.keys(v) as (keyof typeof v)[])
      if (!v[k].trim()) missing[k] = t('accounts.required', { field: t(`accounts.${k}`) });
    if (!licence) missing.licence_file_id = t('accounts.licence_required');
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    try {
      await call('enterpriseAuthSubmit', { body: { ...v, licence_file_id: licence! } }, { notify: false });
      forgetSessionCache();
      navigate('/enterpriseData/authenticationView');
    } catch (err) {
      const e = err as ApiRequestError;
      if (e.fieldErrors?.length) setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.field, f.message])));
      else setFailure(e.message);
    }
  };
  const field = (k: keyof typeof v, helper?: string) => (
    <TextField
      label={t(`accounts.${k}`)}
      value={v[k]}
      onChange={(e) => setV((s) => ({ ...s, [k]: e.target.value }))}
      required
      fullWidth
      error={!!errors[k]}
      helperText={errors[k] ?? helper ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': `auth-${k}` } }}
    />
  );
  const closed = detail && (detail.account_type !== 2 || detail.state === 1 || detail.state === 2);
  return (
    <ScreenStates loading={!detail && !error} error={error} onRetry={() => void load()}>
      {detail && (
        <Card sx={{ m: 1, maxWidth: 640 }} data-testid="auth-edit-form">
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h6">{t('accounts.auth_title')}</Typography>
              {closed ? (
                <Alert severity="info">
                  {detail.account_type !== 2 ? t('accounts.enterprise_only') : t(`accounts.auth_state_${detail.state}`)}
                </Alert>
              ) : (
                <>
                  {failure && <Alert severity="error">{failure}</Alert>}
                  {detail.state === 3 && detail.auth?.reason && (
                    <Alert severity="warning">{t('accounts.auth_reason', { reason: detail.auth.reason })}</Alert>
                  )}
                  {field('enterprise_name')}
                  {field('credit_code', t('accounts.credit_code_hint'))}
                  {field('legal_person')}
                  {field('legal_id_card')}
                  <Typography variant="subtitle2">{t('accounts.licence')}</Typography>
                  <UploadInput<{ file_id: string }>
                    url={operationUrl('fileUpload')}
                    onUploaded={(f) => setLicence(f.file_id)}
                  />
                  {errors.licence_file_id && (
                    <Typography color="error" variant="caption">
                      {errors.licence_file_id}
                    </Typography>
                  )}
                  <Button
                    variant="contained"
                    onClick={() => void submit()}
                    sx={{ alignSelf: 'flex-start' }}
                    data-testid="auth-submit"
                  >
                    {t('accounts.auth_submit')}
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
