/**
 * The apply step of a product page for a signed-in developer: pick one of their applications, a charge rule and
 * the environment, and start the access application (accessApplyCreate). Nothing is written until Submit. Only the
 * environments where the capability has a backend address are offered (the server refuses the others).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Link } from 'react-router-dom';
import type { ApiRequestError } from '../../api/errors.ts';
import { useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ErrorState, LoadingState } from '../../shell/ui/states.tsx';
import { marketApi, type ChargeRule } from './api.ts';
import { PUBLISHED_ENV } from './env.ts';
import { useEnvChoices } from './env-choices.ts';
import { ruleTitle } from './Pricing.tsx';
import { RoleCallout, useRoleHeld } from '../../shell/ui/RoleCallout.tsx';

export function ApplyDialog({
  groupId,
  name,
  rules,
  envTypes,
  open,
  onClose,
}: {
  groupId: number;
  name: string;
  rules: ChargeRule[];
  envTypes: number[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const apps = useRemote((signal) => marketApi.myApps(signal), [], open);
  const envChoices = useEnvChoices(open).filter((e) => envTypes.includes(e.value));
  const devHeld = useRoleHeld('developer', open);
  const [applyId, setApplyId] = useState<number | ''>('');
  const [ruleId, setRuleId] = useState<number | ''>(
    rules.find((r) => r.is_default)?.charge_rule_id ?? rules[0]?.charge_rule_id ?? '',
  );
  const [envType, setEnvType] = useState<number | ''>(
    envTypes.includes(PUBLISHED_ENV) ? PUBLISHED_ENV : (envTypes[0] ?? ''),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const submit = async () => {
    setTried(true);
    if (applyId === '' || ruleId === '' || envType === '') return;
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const r = await marketApi.apply({
        group_id: groupId,
        apply_id: applyId,
        charge_rule_id: ruleId,
        env_type: envType,
        reason: reason.trim() || null,
      });
      setDone(r.r_apply_groups_record_id);
    } catch (e) {
      const fields = (e as ApiRequestError).fieldErrors ?? [];
      if (fields.length) setFieldErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="apply-dialog">
      <DialogTitle>{t('market.apply.title', { name })}</DialogTitle>
      <DialogContent>
        {done !== null ? (
          <Alert severity="success" data-testid="apply-done">
            {t('market.apply.done', { id: done })}
          </Alert>
        ) : devHeld === false ? (
          <RoleCallout roles={['developer']} action={t('market.product.apply')} />
        ) : apps.loading || devHeld === undefined ? (
          <LoadingState minHeight={160} />
        ) : apps.error ? (
          <ErrorState message={apps.error.message} onRetry={apps.reload} />
        ) : !apps.data?.length ? (
          <Alert
            severity="info"
            action={
              <Button component={Link} to="/developers/appmanage" size="small">
                {t('market.apply.create_app')}
              </Button>
            }
          >
            {t('market.apply.no_apps')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" data-testid="apply-error">
                {error}
              </Alert>
            )}
            <TextField
              select
              required
              label={t('market.apply.app')}
              value={applyId}
              onChange={(e) => setApplyId(Number(e.target.value))}
              error={tried && applyId === ''}
              helperText={tried && applyId === '' ? t('market.apply.required') : ' '}
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
              required
              label={t('market.apply.rule')}
              value={ruleId}
              onChange={(e) => setRuleId(Number(e.target.value))}
              error={tried && ruleId === ''}
              helperText={tried && ruleId === '' ? t('market.apply.required') : ' '}
              slotProps={{ select: { inputProps: { 'data-testid': 'apply-rule' } } }}
            >
              {rules.map((r) => (
                <MenuItem key={r.charge_rule_id} value={r.charge_rule_id}>
                  {r.rule_name} · {ruleTitle(t, r)}
                </MenuItem>
              ))}
            </TextField>
            {!envTypes.length && (
              <Alert severity="warning" data-testid="apply-no-env">
                {t('market.apply.no_env')}
              </Alert>
            )}
            <TextField
              select
              label={t('market.apply.env')}
              value={envType}
              onChange={(e) => {
                setEnvType(Number(e.target.value));
                setFieldErrors({});
              }}
              disabled={!envTypes.length}
              error={!!fieldErrors.env_type}
              helperText={fieldErrors.env_type || t('market.apply.env_hint')}
              slotProps={{ select: { inputProps: { 'data-testid': 'apply-env' } } }}
            >
              {envChoices.map((e) => (
                <MenuItem key={e.value} value={e.value}>
                  {e.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('market.apply.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {done !== null ? (
          <>
            <Button onClick={onClose} data-testid="apply-close">
              {t('market.apply.cancel')}
            </Button>
            <Button variant="contained" component={Link} to="/developers/capacityInventory" data-testid="apply-view">
              {t('market.apply.view')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('market.apply.cancel')}</Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={saving || !apps.data?.length || !envTypes.length}
              data-testid="apply-submit"
            >
              {t('market.apply.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
