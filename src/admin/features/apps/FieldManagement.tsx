/** /providers/fieldManagement: the response fields each of the provider's capabilities exposes for granting. */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ApiRequestError } from '../../../api/errors.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useCan } from '../../ui/Can.tsx';
import { listOwnGroups, loadGroupFields, saveGroupFields } from './api.ts';

interface Row {
  field_name: string;
  field_desc: string;
}

export default function FieldManagement() {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const canEdit = useCan('edit', 'fieldManagement');
  const groups = useRemote(() => listOwnGroups(), []);
  const [groupId, setGroupId] = useState<number | ''>('');
  useEffect(() => {
    if (groupId === '' && groups.data?.length) setGroupId(groups.data[0].group_id);
  }, [groups.data, groupId]);
  const fields = useRemote(() => loadGroupFields(Number(groupId)), [groupId], groupId !== '');
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (fields.data)
      setRows(fields.data.fields.map((f) => ({ field_name: f.field_name, field_desc: f.field_desc ?? '' })));
    setErrors({});
  }, [fields.data]);
  const names = new Set(rows.map((r) => r.field_name.trim()));
  const set = (i: number, k: keyof Row, v: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await saveGroupFields(
        Number(groupId),
        rows.map((r) => ({ field_name: r.field_name.trim(), field_desc: r.field_desc.trim() || null })),
      );
      notify('access.saved', { type: 'success' });
      fields.reload();
    } catch (e) {
      const err = e as ApiRequestError;
      if (err.fieldErrors?.length) setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
      else notify(err.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const denied = groups.error?.status === 403 || fields.error?.status === 403;
  return (
    <Card sx={{ m: 1 }} data-testid="field-management">
      <CardContent>
        <Typography variant="h6">{t('access.fm_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('access.fm_hint')}
        </Typography>
        <ScreenStates
          denied={denied}
          loading={groups.loading}
          error={groups.error}
          onRetry={groups.reload}
          empty={!groups.data?.length}
        >
          <TextField
            select
            size="small"
            label={t('access.fm_group')}
            value={groupId}
            sx={{ minWidth: 260, mb: 2 }}
            onChange={(e) => setGroupId(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'fm-group' } }}
          >
            {(groups.data ?? []).map((g) => (
              <MenuItem key={g.group_id} value={g.group_id}>
                {(locale === 'en' && g.group_name_en) || g.group_name}
              </MenuItem>
            ))}
          </TextField>
          <ScreenStates loading={fields.loading} error={fields.error} onRetry={fields.reload}>
            {rows.length === 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="empty-state" sx={{ py: 1 }}>
                {t('app.empty')}
              </Typography>
            )}
            <Stack spacing={1.5} sx={{ mb: 2 }}>
              {rows.map((r, i) => (
                <Stack
                  key={i}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  alignItems={{ sm: 'flex-start' }}
                  data-testid={`fm-row-${i}`}
                >
                  <TextField
                    size="small"
                    label={t('access.fm_name')}
                    value={r.field_name}
                    disabled={!canEdit}
                    sx={{ flex: 1 }}
                    error={!!errors[`fields.${i}.field_name`]}
                    helperText={errors[`fields.${i}.field_name`]}
                    onChange={(e) => set(i, 'field_name', e.target.value)}
                    slotProps={{ htmlInput: { maxLength: 128, 'data-testid': `fm-name-${i}` } }}
                  />
                  <TextField
                    size="small"
                    label={t('access.fm_desc')}
                    value={r.field_desc}
                    disabled={!canEdit}
                    sx={{ flex: 1 }}
                    onChange={(e) => set(i, 'field_desc', e.target.value)}
                    slotProps={{ htmlInput: { maxLength: 255 } }}
                  />
                  {canEdit && (
                    <IconButton
                      aria-label={t('access.fm_remove')}
                      onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Stack>
              ))}
            </Stack>
            {canEdit && (
              <>
                {!!fields.data?.suggestions.filter((s) => !names.has(s)).length && (
                  <Box sx={{ mb: 2 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t('access.fm_suggest')}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {fields.data.suggestions
                        .filter((s) => !names.has(s))
                        .map((s) => (
                          <Chip
                            key={s}
                            size="small"
                            label={s}
                            onClick={() => setRows((rs) => [...rs, { field_name: s, field_desc: '' }])}
                            data-testid={`fm-suggest-${s}`}
                          />
                        ))}
                    </Box>
                  </Box>
                )}
                {errors.fields && (
                  <Alert severity="error" sx={{ mb: 1 }}>
                    {errors.fields}
                  </Alert>
                )}
                <Stack direction="row" spacing={1}>
                  <Button onClick={() => setRows((rs) => [...rs, { field_name: '', field_desc: '' }])}>
                    {t('access.fm_add')}
                  </Button>
                  <Button
                    variant="contained"
                    disabled={busy || groupId === ''}
                    onClick={() => void save()}
                    data-testid="fm-save"
                  >
                    {t('access.save')}
                  </Button>
                </Stack>
              </>
            )}
          </ScreenStates>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
