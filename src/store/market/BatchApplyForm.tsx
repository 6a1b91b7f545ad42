/**
 * The submit area of the apply-by-domain page for a signed-in developer: one of their applications, the
 * environment and a reason for every ticked group, sent as one batch (accessApplyBatch), so either every
 * application is created or none is and the refused group is named.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ErrorState, LoadingState, NoPermissionState } from '../../shell/ui/states.tsx';
import type { ApiRequestError } from '../../api/errors.ts';
import { marketApi, type BatchApplied, type BatchApplyInput } from './api.ts';
import { PUBLISHED_ENV } from './env.ts';
import { useEnvChoices } from './env-choices.ts';
import { RoleCallout, useRoleHeld } from '../../shell/ui/RoleCallout.tsx';
import type { Selection } from './ApplyGroupList.tsx';

const REASON_MAX = 500;

interface Props {
  selection: Selection;
  /** the submit button was pressed: the group list shows what is missing */
  onTry: () => void;
  onRefused: (refusal: { group_id: number; message: string } | null) => void;
  onDone: (result: BatchApplied) => void;
}

/** `items.<i>.<field>` of the server's refusal → the group at that position of the request */
function refusedGroup(err: ApiRequestError, groupIds: number[]): number | undefined {
  const m = /^items\.(\d+)\./.exec(err.fieldErrors?.[0]?.field ?? '');
  return m ? groupIds[Number(m[1])] : undefined;
}

export function BatchApplyForm({ selection, onTry, onRefused, onDone }: Props) {
  const t = useTranslate();
  const apps = useRemote((signal) => marketApi.myApps(signal), []);
  const devHeld = useRoleHeld('developer');
  const [applyId, setApplyId] = useState<number | ''>('');
  const envChoices = useEnvChoices();
  const [envType, setEnvType] = useState<number>(PUBLISHED_ENV);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groupIds = Object.keys(selection).map(Number);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    onTry();
    const complete = groupIds.length > 0 && groupIds.every((id) => selection[id] !== '');
    if (applyId === '' || !complete || reason.length > REASON_MAX) return;
    setSaving(true);
    setError(null);
    onRefused(null);
    try {
      const items = groupIds.map((group_id) => ({ group_id, charge_rule_id: selection[group_id] as number }));
      onDone(
        await marketApi.applyBatch({
          apply_id: applyId,
          env_type: envType as BatchApplyInput['env_type'],
          reason: reason.trim() || null,
          items,
        }),
      );
    } catch (err) {
      const failure = err as ApiRequestError;
      setError(failure.message);
      const group_id = refusedGroup(failure, groupIds);
      if (group_id !== undefined) onRefused({ group_id, message: failure.message });
    } finally {
      setSaving(false);
    }
  };

  // an account without the developer role is told so and sent to apply for it, not shown 无权访问
  if (devHeld === false) return <RoleCallout roles={['developer']} action={t('market.product.apply')} />;
  if (apps.loading || devHeld === undefined) return <LoadingState minHeight={160} />;
  if (apps.error?.code === 'NO_PERMISSION') return <NoPermissionState />;
  if (apps.error) return <ErrorState message={apps.error.message} onRetry={apps.reload} />;
  if (!apps.data?.length) {
    return (
      <Alert
        severity="info"
        data-testid="apply-no-apps"
        action={
          <Button component={Link} to="/developers/appmanage" size="small" color="inherit">
            {t('market.apply.create_app')}
          </Button>
        }
      >
        {t('market.apply.no_apps')}
      </Alert>
    );
  }
  const appMissing = tried && applyId === '';
  const reasonTooLong = reason.length > REASON_MAX;
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="apply-form"
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('market.by_domain.form')}
      </Typography>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" data-testid="apply-error">
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            required
            fullWidth
            label={t('market.apply.app')}
            value={applyId}
            onChange={(e) => setApplyId(Number(e.target.value))}
            error={appMissing}
            helperText={appMissing ? t('market.apply.required') : ' '}
            slotProps={{ select: { inputProps: { 'data-testid': 'apply-app' } } }}
          >
            {apps.data.map((a) => (
              <MenuItem key={a.apply_id} value={a.apply_id}>
                {a.apply_name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t('market.apply.env')}
            value={envType}
            onChange={(e) => setEnvType(Number(e.target.value))}
            helperText=" "
            slotProps={{ select: { inputProps: { 'data-testid': 'apply-env' } } }}
          >
            {envChoices.map((e) => (
              <MenuItem key={e.value} value={e.value}>
                {e.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={t('market.apply.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          error={reasonTooLong}
          helperText={`${t('market.by_domain.reason_hint')} · ${reason.length}/${REASON_MAX}`}
          slotProps={{ htmlInput: { 'data-testid': 'apply-reason' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Button type="submit" variant="contained" disabled={saving} data-testid="apply-submit" sx={{ flexShrink: 0 }}>
            {t('market.by_domain.submit', { smart_count: groupIds.length })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('market.by_domain.all_or_nothing')}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
