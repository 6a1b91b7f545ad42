/**
 * The application page's callbacks section (issue 25 item 23): the developer registers a URL per environment with
 * the events it wants, sees the `whsec_…` signing secret, sends a test event, switches a callback off or removes
 * it; below, every delivery with its answer (DeliveriesTable). Owner-only like secrets: others see no-permission.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ApiRequestError } from '../../../api/errors.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { useAccess } from '../../resources/AccessContext.tsx';
import { useRecordPageId } from '../../resources/RecordPageContext.tsx';
import { createCallback, loadCallbacks, type Callback } from './api.ts';
import { CallbackRowActions, SecretShown } from './CallbackActions.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { eventLabel } from './labels.ts';

const ENVS = [3, 2, 1];

export function AppCallbacksSection() {
  const id = Number(useRecordPageId());
  const { can, isPending } = useAccess();
  if (!Number.isInteger(id) || id < 1 || isPending) return null;
  return <CallbacksPanel applyId={id} canEdit={can('edit')} />;
}

export function CallbacksPanel({ applyId, canEdit }: { applyId: number; canEdit: boolean }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const remote = useRemote(() => loadCallbacks(applyId), [applyId, locale]);
  const [env, setEnv] = useState(3);
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const all = remote.data?.events ?? [];
  const events = chosen ?? all;
  const denied = remote.error?.status === 404 || remote.error?.status === 403;

  const add = async () => {
    const local: Record<string, string> = {};
    if (!/^https?:\/\/\S+$/i.test(url.trim())) local.url = t('callbacks.url_invalid');
    if (!events.length) local.events = t('callbacks.events_empty');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const made = await createCallback(applyId, env, url.trim(), events);
      setSecret(made.secret);
      setUrl('');
      notify(t('callbacks.added'), { type: 'success' });
      remote.reload();
    } catch (e) {
      const fe = (e as ApiRequestError).fieldErrors;
      if (fe?.length) setErrors(Object.fromEntries(fe.map((x) => [x.field, x.message])));
      else notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const changed = () => {
    remote.reload();
    setRound((r) => r + 1);
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="app-callbacks">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {t('callbacks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('callbacks.hint')}
        </Typography>
        <ScreenStates
          loading={remote.loading && !remote.data}
          denied={denied}
          error={denied ? null : remote.error}
          onRetry={remote.reload}
        >
          {canEdit && (
            <Box sx={{ mb: 2 }}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-start' }}>
                <TextField
                  select
                  size="small"
                  label={t('callbacks.env')}
                  value={env}
                  onChange={(e) => setEnv(Number(e.target.value))}
                  sx={{ width: { xs: '100%', md: 160 }, flexShrink: 0 }}
                  slotProps={{ htmlInput: { 'data-testid': 'callback-env' } }}
                >
                  {ENVS.map((e) => (
                    <MenuItem key={e} value={e} data-testid={`callback-env-${e}`}>
                      {t(`apps.env_${e}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label={t('callbacks.url')}
                  placeholder={t('callbacks.url_placeholder')}
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  error={!!errors.url}
                  helperText={errors.url}
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{ htmlInput: { maxLength: 1024, 'data-testid': 'callback-url' } }}
                />
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => void add()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  data-testid="callback-add"
                >
                  {t('callbacks.add')}
                </Button>
              </Stack>
              <FormGroup row data-testid="callback-events" sx={{ mt: 0.5 }}>
                {all.map((ev) => (
                  <FormControlLabel
                    key={ev}
                    label={eventLabel(t, ev)}
                    control={
                      <Checkbox
                        size="small"
                        checked={events.includes(ev)}
                        onChange={(e) => setChosen(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
            </Box>
          )}
          <CallbackTable list={remote.data?.list ?? []} canEdit={canEdit} onChanged={changed} />
          <DeliveriesTable applyId={applyId} canEdit={canEdit} round={round} />
        </ScreenStates>
      </CardContent>
      {secret && <SecretShown secret={secret} onClose={() => setSecret(null)} />}
    </Card>
  );
}

function CallbackTable({ list, canEdit, onChanged }: { list: Callback[]; canEdit: boolean; onChanged: () => void }) {
  const t = useTranslate();
  const chip = (c: Callback) => (
    <Chip
      size="small"
      color={c.enabled ? 'success' : 'default'}
      label={t(c.enabled ? 'callbacks.state_on' : 'callbacks.state_off')}
    />
  );
  const chips = (c: Callback) =>
    c.events.map((ev) => <Chip key={ev} size="small" label={eventLabel(t, ev)} sx={{ mr: 0.5, mb: 0.5 }} />);
  return (
    <ScreenStates empty={!list.length}>
      <DataTable<Callback>
        tableTestId="callback-list"
        rows={list}
        rowKey={(c) => c.callback_id}
        rowTestId={(c) => `callback-${c.callback_id}`}
        // on a phone each callback is a block of its own: a five-column table would hide its actions off screen
        phone={(rows) =>
          rows.map((c) => (
            <Box key={c.callback_id} role="row" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{c.url}</Typography>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 0.5 }}>
                <Typography variant="body2">{t(`apps.env_${c.env_type}`)}</Typography>
                {chip(c)}
              </Stack>
              <Box>{chips(c)}</Box>
              {canEdit && <CallbackRowActions callback={c} onChanged={onChanged} />}
            </Box>
          ))
        }
        columns={[
          { key: 'env', label: t('callbacks.env'), nowrap: true, render: (c) => t(`apps.env_${c.env_type}`) },
          {
            key: 'url',
            label: t('callbacks.url'),
            sx: { fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 160 },
            render: (c) => c.url,
          },
          { key: 'events', label: t('callbacks.events'), sx: { minWidth: 160 }, render: chips },
          { key: 'status', label: t('callbacks.status'), nowrap: true, render: chip },
          {
            key: 'actions',
            label: '',
            align: 'right',
            nowrap: true,
            render: (c) => canEdit && <CallbackRowActions callback={c} onChanged={onChanged} />,
          },
        ]}
      />
    </ScreenStates>
  );
}
