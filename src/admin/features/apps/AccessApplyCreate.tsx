/**
 * Applying for a capability: one of your applications, a published group (preselected by ?group_id= when coming
 * from a product page), an environment, one of the group's enabled charge rules and a reason. Server field errors
 * land under their fields.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ApiRequestError } from '../../../api/errors.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRecordPaths } from '../../resources/RecordPageContext.tsx';
import { accessOptions, applyAccess, ENV_TYPES, listApps } from './api.ts';

export function AccessApplyCreate() {
  const t = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const paths = useRecordPaths();
  const [locale] = useLocaleState();
  const location = useLocation();
  const apps = useRemote(() => listApps(), []);
  const options = useRemote(() => accessOptions(), []);
  const preset = Number(new URLSearchParams(location.search).get('group_id')) || '';
  const [form, setForm] = useState({
    apply_id: '' as number | '',
    group_id: preset as number | '',
    env_type: 3,
    charge_rule_id: '' as number | '',
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const group = useMemo(() => options.data?.find((g) => g.group_id === form.group_id), [options.data, form.group_id]);

  useEffect(() => {
    if (form.apply_id === '' && apps.data?.length) setForm((f) => ({ ...f, apply_id: apps.data![0].apply_id }));
  }, [apps.data, form.apply_id]);
  useEffect(() => {
    if (group && !group.rules.some((r) => r.charge_rule_id === form.charge_rule_id)) {
      setForm((f) => ({
        ...f,
        charge_rule_id: (group.rules.find((r) => r.is_default) ?? group.rules[0])?.charge_rule_id ?? '',
      }));
    }
  }, [group, form.charge_rule_id]);

  useEffect(() => {
    const envs = group?.env_types;
    if (envs?.length && !envs.includes(form.env_type))
      setForm((f) => ({ ...f, env_type: envs.includes(3) ? 3 : envs[0] }));
  }, [group, form.env_type]);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setErrors((x) => ({ ...x, [k]: '' }));
    setForm((f) => ({ ...f, [k]: k === 'reason' ? e.target.value : Number(e.target.value) }));
  };

  const submit = async () => {
    const missing: Record<string, string> = {};
    for (const k of ['apply_id', 'group_id', 'charge_rule_id'] as const)
      if (form[k] === '') missing[k] = t('access.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await applyAccess({
        ...form,
        apply_id: Number(form.apply_id),
        group_id: Number(form.group_id),
        charge_rule_id: Number(form.charge_rule_id),
      });
      notify('access.submitted', { type: 'success' });
      redirect(paths.list);
    } catch (e) {
      const err = e as ApiRequestError;
      if (err.fieldErrors?.length) setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
      else notify(err.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const groupLabel = (g: { group_name: string; group_name_en: string | null }) =>
    locale === 'en' && g.group_name_en ? g.group_name_en : g.group_name;
  return (
    <Card sx={{ m: 1 }} data-testid="access-apply">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('access.apply_title')}
        </Typography>
        <ScreenStates
          loading={apps.loading || options.loading}
          error={apps.error ?? options.error}
          onRetry={() => {
            apps.reload();
            options.reload();
          }}
        >
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <TextField
              select
              label={t('access.app')}
              value={form.apply_id}
              onChange={set('apply_id')}
              required
              size="small"
              error={Boolean(errors.apply_id) || !apps.data?.length}
              helperText={errors.apply_id || (!apps.data?.length ? t('apps.no_apps') : ' ')}
              slotProps={{ htmlInput: { 'data-testid': 'apply-app' } }}
            >
              {(apps.data ?? []).map((a) => (
                <MenuItem key={a.apply_id} value={a.apply_id}>
                  {a.apply_name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('access.group')}
              value={form.group_id}
              onChange={set('group_id')}
              required
              size="small"
              error={Boolean(errors.group_id)}
              helperText={errors.group_id || (!options.data?.length ? t('access.none_published') : ' ')}
              slotProps={{ htmlInput: { 'data-testid': 'apply-group' } }}
            >
              {(options.data ?? []).map((g) => (
                <MenuItem key={g.group_id} value={g.group_id}>
                  {groupLabel(g)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('access.env')}
              value={form.env_type}
              onChange={set('env_type')}
              size="small"
              error={Boolean(errors.env_type)}
              helperText={errors.env_type || ' '}
              slotProps={{ htmlInput: { 'data-testid': 'apply-env' } }}
            >
              {/* only where the capability has a backend address; the server refuses the others */}
              {ENV_TYPES.filter((e) => !group?.env_types || group.env_types.includes(e)).map((e) => (
                <MenuItem key={e} value={e}>
                  {t(`apps.env_${e}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('access.rule')}
              value={form.charge_rule_id}
              onChange={set('charge_rule_id')}
              required
              size="small"
              error={Boolean(errors.charge_rule_id)}
              helperText={errors.charge_rule_id || ' '}
              disabled={!group}
              slotProps={{ htmlInput: { 'data-testid': 'apply-rule' } }}
            >
              {(group?.rules ?? []).map((r) => (
                <MenuItem key={r.charge_rule_id} value={r.charge_rule_id}>
                  {r.rule_name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('access.reason')}
              value={form.reason}
              onChange={set('reason')}
              multiline
              minRows={3}
              error={Boolean(errors.reason)}
              helperText={errors.reason || ' '}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'apply-reason' } }}
            />
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={busy}
              onClick={() => void submit()}
              data-testid="apply-submit"
            >
              {t('access.submit')}
            </Button>
          </Stack>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
