/** Picks one of the caller's applications and an environment; answers the app_key of that pair. */
import { useEffect } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ENV_TYPES, listApps, loadCredentials } from './api.ts';

export interface AppEnv {
  applyId: number | '';
  envType: number;
  appKey: string;
}

export function AppEnvPicker({ value, onChange }: { value: AppEnv; onChange: (v: AppEnv) => void }) {
  const t = useTranslate();
  const apps = useRemote(() => listApps(), []);
  const creds = useRemote(() => loadCredentials(Number(value.applyId)), [value.applyId], value.applyId !== '');
  useEffect(() => {
    if (value.applyId === '' && apps.data?.length) onChange({ ...value, applyId: apps.data[0].apply_id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apps.data]);
  useEffect(() => {
    const appKey = creds.data?.find((c) => c.env_type === value.envType)?.app_key ?? '';
    if (appKey !== value.appKey) onChange({ ...value, appKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creds.data, value.envType]);
  const none = apps.data && !apps.data.length;
  return (
    // a grid, not a row of fields: the theme makes fields full width, and in a flex row that squeezed the AppKey to 0 px
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'minmax(0, 1fr) 160px',
          lg: 'minmax(0, 1fr) 160px minmax(0, 1.3fr)',
        },
      }}
    >
      <TextField
        select
        label={t('apps.pick_app')}
        value={value.applyId}
        size="small"
        error={Boolean(none || apps.error)}
        helperText={none ? t('apps.no_apps') : (apps.error?.message ?? ' ')}
        onChange={(e) => onChange({ ...value, applyId: Number(e.target.value), appKey: '' })}
        slotProps={{ htmlInput: { 'data-testid': 'pick-app' } }}
      >
        {(apps.data ?? []).map((a) => (
          <MenuItem key={a.apply_id} value={a.apply_id}>
            {a.apply_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('apps.env')}
        value={value.envType}
        size="small"
        helperText=" "
        onChange={(e) => onChange({ ...value, envType: Number(e.target.value) })}
        slotProps={{ htmlInput: { 'data-testid': 'pick-env' } }}
      >
        {ENV_TYPES.map((e) => (
          <MenuItem key={e} value={e}>
            {t(`apps.env_${e}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('apps.app_key')}
        value={value.appKey}
        size="small"
        sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
        helperText=" "
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'picked-app-key' } }}
      />
    </Box>
  );
}
