/**
 * One subscription's data authority over a set (its fields, its users): "all" or a checked subset. The group's
 * provider (and platform admins) edit it; others read it. The API subset has its own panel (ApisPanel.tsx).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, List, ListItem, Stack, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';

export interface SubsetItem {
  id: number;
  label: string;
}

export function SubsetPanel(props: {
  kind: 'fields' | 'users';
  load: () => Promise<{ ids: number[] | null; items: SubsetItem[] }>;
  save: (ids: number[] | null) => Promise<unknown>;
  canEdit: boolean;
  deps: unknown[];
}) {
  const t = useTranslate();
  const notify = useNotify();
  const data = useRemote(() => props.load(), props.deps);
  const [all, setAll] = useState(true);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!data.data) return;
    setAll(data.data.ids === null);
    setPicked(new Set(data.data.ids ?? data.data.items.map((i) => i.id)));
  }, [data.data]);
  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      await props.save(all ? null : [...picked]);
      notify('access.saved', { type: 'success' });
      data.reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const k = props.kind;
  return (
    <Stack spacing={1} data-testid={`access-${k}`}>
      <Typography variant="subtitle1">{t(`access.${k}_title`)}</Typography>
      <ScreenStates loading={data.loading} error={data.error} onRetry={data.reload} empty={!data.data?.items.length}>
        <FormControlLabel
          control={
            <Switch checked={all} disabled={!props.canEdit} onChange={(_, v) => setAll(v)} data-testid={`${k}-all`} />
          }
          label={t(`access.all_${k}`)}
        />
        {!all && (
          <Typography variant="caption" color="text.secondary">
            {t(`access.${k}_hint`)}
          </Typography>
        )}
        <List dense>
          {data.data?.items.map((i) => (
            <ListItem key={i.id} disableGutters>
              <FormControlLabel
                label={i.label}
                control={
                  <Checkbox
                    size="small"
                    checked={all || picked.has(i.id)}
                    disabled={!props.canEdit || all}
                    data-testid={`${k}-${i.id}`}
                    onChange={(_, v) =>
                      setPicked((s) => {
                        const n = new Set(s);
                        if (v) n.add(i.id);
                        else n.delete(i.id);
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
        {props.canEdit && (
          <Button
            variant="contained"
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => void save()}
            data-testid={`${k}-save`}
          >
            {t('access.save')}
          </Button>
        )}
      </ScreenStates>
    </Stack>
  );
}
