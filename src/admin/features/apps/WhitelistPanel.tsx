/** One application's IP whitelist per environment; entries are checked as typed with the gateway's own parser. */
import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatIpEntryError, splitIpList, validateIpList } from '../../../shared/ip-allow.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import type { ApiRequestError } from '../../../api/errors.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { ENV_TYPES, loadWhitelists, saveWhitelist } from './api.ts';

export function WhitelistPanel({ applyId, canEdit }: { applyId: number; canEdit: boolean }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lists = useRemote(() => loadWhitelists(applyId), [applyId]);
  const [env, setEnv] = useState<number>(3);
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    const current = lists.data?.find((l) => l.env_type === env);
    setText((current?.ip_list ?? []).join('\n'));
    setEnabled(current?.enabled === 1);
    setServerError(null);
  }, [lists.data, env]);

  const { entries, errors } = validateIpList(splitIpList(text));
  const lang = locale === 'en' ? 'en' : 'zh';
  const localError = errors.length
    ? formatIpEntryError(errors[0], lang)
    : enabled && !entries.length
      ? formatIpEntryError({ reason: 'empty', params: { value: '' } }, lang)
      : null;

  const save = async () => {
    try {
      await saveWhitelist({ apply_id: applyId, env_type: env, ip_list: entries, enabled: enabled ? 1 : 0 });
      notify('apps.saved', { type: 'success' });
      lists.reload();
    } catch (e) {
      const fieldErrors = (e as ApiRequestError).fieldErrors;
      setServerError(fieldErrors?.[0]?.message ?? (e as Error).message);
    }
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="app-whitelist">
      <CardContent>
        <Typography variant="subtitle1">{t('apps.whitelist')}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('apps.whitelist_hint')}
        </Typography>
        <Tabs value={env} onChange={(_, v) => setEnv(v)} sx={{ mb: 1 }}>
          {ENV_TYPES.map((e) => (
            <Tab key={e} value={e} label={t(`apps.env_${e}`)} data-testid={`whitelist-env-${e}`} />
          ))}
        </Tabs>
        <ScreenStates loading={lists.loading} error={lists.error} onRetry={lists.reload}>
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Switch
                  checked={enabled}
                  disabled={!canEdit}
                  onChange={(_, v) => setEnabled(v)}
                  data-testid="whitelist-enabled"
                />
              }
              label={t('apps.whitelist_enabled')}
            />
            <TextField
              multiline
              minRows={4}
              value={text}
              disabled={!canEdit}
              onChange={(e) => {
                setText(e.target.value);
                setServerError(null);
              }}
              error={Boolean(localError || serverError)}
              helperText={localError ?? serverError ?? ' '}
              placeholder={'192.168.1.10\n10.0.0.0/8\n2001:db8::/32'}
              slotProps={{ htmlInput: { 'data-testid': 'whitelist-text' } }}
            />
            {canEdit && (
              <Button
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                disabled={Boolean(localError)}
                onClick={() => void save()}
                data-testid="whitelist-save"
              >
                {t('apps.save')}
              </Button>
            )}
          </Stack>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
