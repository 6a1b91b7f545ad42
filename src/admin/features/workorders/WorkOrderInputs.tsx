/**
 * The pieces a work order's screens share: its state as a chip, the inputs for a template's fields (with uploads
 * and user fields) and the user picker.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { operations } from '../../../api/generated/operations.ts';
import { UploadInput } from '../../../shell/ui/UploadInput.tsx';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { pick, wo, type TemplateField, type UserBrief } from './api.ts';
import { fileUrl } from './FormView.tsx';

const [, UPLOAD_URL] = operations.fileUpload;

const stateColor: Record<string, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  pending: 'primary',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  withdrawn: 'default',
};

export function StateChip({ state }: { state: string }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      color={stateColor[state] ?? 'default'}
      label={t(`workorders.states.${state}`)}
      data-testid="wo-state"
      data-state={state}
    />
  );
}

/** Inputs for a template's fields; `errors` are the server's, by `form.<key>`. */
export function FormEditor({
  fields,
  value,
  onChange,
  errors,
}: {
  fields: TemplateField[];
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  errors: Record<string, string>;
}) {
  const [locale] = useLocaleState();
  const set = (k: string, v: unknown) => onChange({ ...value, [k]: v });
  return (
    <Stack spacing={2}>
      {fields.map((f) => {
        const label = `${pick(locale, f.label, f.label_en)}${f.required ? ' *' : ''}`;
        const err = errors[`form.${f.key}`];
        const common = {
          label,
          fullWidth: true,
          size: 'small' as const,
          error: !!err,
          helperText: err,
          inputProps: { 'data-testid': `wo-field-${f.key}` },
        };
        const v = value[f.key];
        switch (f.type) {
          case 'textarea':
            return (
              <TextField
                key={f.key}
                {...common}
                multiline
                minRows={3}
                value={v ?? ''}
                onChange={(e) => set(f.key, e.target.value)}
              />
            );
          case 'number':
            return (
              <TextField
                key={f.key}
                {...common}
                type="number"
                value={v ?? ''}
                onChange={(e) => set(f.key, e.target.value === '' ? null : Number(e.target.value))}
              />
            );
          case 'date':
            return (
              <TextField
                key={f.key}
                {...common}
                type="date"
                InputLabelProps={{ shrink: true }}
                value={v ?? ''}
                onChange={(e) => set(f.key, e.target.value || null)}
              />
            );
          case 'choice':
            return (
              <TextField key={f.key} {...common} select value={v ?? ''} onChange={(e) => set(f.key, e.target.value)}>
                {(f.options ?? []).map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {pick(locale, o.label, o.label_en)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'file':
            return (
              <Stack key={f.key} spacing={1}>
                <Typography variant="body2" color={err ? 'error' : 'text.secondary'}>
                  {label}
                  {err ? ` — ${err}` : ''}
                </Typography>
                <UploadInput<{ file_id: string }>
                  url={UPLOAD_URL}
                  extra={{ visibility: 'private' }}
                  onUploaded={(r) => set(f.key, r.file_id)}
                />
                {typeof v === 'string' && v && <FileDownload url={fileUrl(v)} />}
              </Stack>
            );
          case 'user':
            return <UserPicker key={f.key} label={label} error={err} onPick={(u) => set(f.key, u?.user_id ?? null)} />;
          default:
            return <TextField key={f.key} {...common} value={v ?? ''} onChange={(e) => set(f.key, e.target.value)} />;
        }
      })}
    </Stack>
  );
}

export function UserPicker({
  label,
  error,
  onPick,
}: {
  label: string;
  error?: string;
  onPick: (u: UserBrief | null) => void;
}) {
  const [options, setOptions] = useState<UserBrief[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!text.trim()) return;
    const timer = setTimeout(() => {
      wo.users(text.trim()).then(setOptions, () => setOptions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Autocomplete
      options={options}
      filterOptions={(x) => x}
      onInputChange={(_e, v) => setText(v)}
      onChange={(_e, u) => onPick(u)}
      getOptionLabel={(u) => (u.user_real_name ? `${u.user_real_name} (${u.user_name})` : u.user_name)}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          error={!!error}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': 'wo-user-picker' }}
        />
      )}
    />
  );
}
