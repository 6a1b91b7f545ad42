/**
 * Data authority of one subscription: the group's APIs and which of them it may call. The provider (and platform
 * admins) edit it; the developer sees it read-only.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, List, ListItem, Stack, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { loadAccessApis, saveAccessApis } from './api.ts';

export function ApisPanel({
  recordId,
  canEdit,
  onSaved,
}: {
  recordId: number;
  canEdit: boolean;
  onSaved?: () => void;
}) {
  const t = useTranslate();
  const notify = useNotify();
  const data = useRemote(() => loadAccessApis(recordId), [recordId]);
  const [all, setAll] = useState(true);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!data.data) return;
    setAll(data.data.api_ids === null);
    setPicked(new Set(data.data.api_ids ?? data.data.apis.map((a) => a.api_id)));
  }, [data.data]);
  const save = async () => {
    setError(null);
    try {
      await saveAccessApis(recordId, all ? null : [...picked]);
      notify('access.saved', { type: 'success' });
      data.reload();
      onSaved?.();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack spacing={1} data-testid="access-apis">
      <Typography variant="subtitle1">{t('access.apis_title')}</Typography>
      <ScreenStates loading={data.loading} error={data.error} onRetry={data.reload} empty={!data.data?.apis.length}>
        <FormControlLabel
          control={<Switch checked={all} disabled={!canEdit} onChange={(_, v) => setAll(v)} data-testid="apis-all" />}
          label={t('access.all_apis')}
        />
        {!all && (
          <Typography variant="caption" color="text.secondary">
            {t('access.apis_hint')}
          </Typography>
        )}
        <List dense>
          {data.data?.apis.map((a) => (
            <ListItem key={a.api_id} disableGutters>
              <FormControlLabel
                label={`${a.api_name} · ${a.method_type} ${a.listen_path}`}
                control={
                  <Checkbox
                    size="small"
                    checked={all || picked.has(a.api_id)}
                    disabled={!canEdit || all}
                    data-testid={`api-${a.api_id}`}
                    onChange={(_, v) =>
                      setPicked((s) => {
                        const n = new Set(s);
                        if (v) n.add(a.api_id);
                        else n.delete(a.api_id);
                        return n;
                      })
                    }
                  />
                }
              />
            </ListItem>
          ))}
        </List>
        {error && <Alert severity="error">{error}</Alert>}
        {canEdit && (
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => void save()}
            data-testid="apis-save"
          >
            {t('access.save')}
          </Button>
        )}
      </ScreenStates>
    </Stack>
  );
}
