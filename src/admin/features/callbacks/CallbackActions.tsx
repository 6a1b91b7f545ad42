/** A callback's row actions (test event, signing secret, on/off, delete) and the dialog that shows its secret. */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useNotify, useTranslate } from 'react-admin';
import { CopyButton } from '../apps/SecretDialog.tsx';
import { callbackSecret, deleteCallback, sendTestEvent, updateCallback, type Callback } from './api.ts';

export function SecretShown({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog open onClose={onClose} data-testid="callback-secret-dialog" fullWidth maxWidth="sm">
      <DialogTitle>{t('callbacks.secret_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('callbacks.secret_hint')}</DialogContentText>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography
            component="code"
            data-testid="callback-secret"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {secret}
          </Typography>
          <CopyButton text={secret} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="callback-secret-close">
          {t('callbacks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CallbackRowActions({ callback: c, onChanged }: { callback: Callback; onChanged: () => void }) {
  const t = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setAnchor(null);
    setBusy(true);
    try {
      await work();
      if (done) notify(t(done), { type: 'success' });
      onChanged();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        disabled={busy || !c.enabled}
        onClick={() => void run(() => sendTestEvent(c.callback_id), 'callbacks.test_sent')}
        data-testid={`callback-test-${c.callback_id}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('callbacks.send_test')}
      </Button>
      <IconButton
        size="small"
        aria-label="more"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={`callback-more-${c.callback_id}`}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          data-testid={`callback-secret-${c.callback_id}`}
          onClick={() => void run(async () => setSecret((await callbackSecret(c.callback_id)).secret))}
        >
          {t('callbacks.show_secret')}
        </MenuItem>
        <MenuItem onClick={() => void run(() => updateCallback(c.callback_id, { enabled: !c.enabled }))}>
          {t(c.enabled ? 'callbacks.disable' : 'callbacks.enable')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDeleting(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {t('callbacks.delete')}
        </MenuItem>
      </Menu>
      {secret && <SecretShown secret={secret} onClose={() => setSecret(null)} />}
      {deleting && (
        <Dialog open onClose={() => setDeleting(false)}>
          <DialogTitle>{t('callbacks.delete')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('callbacks.delete_confirm', { url: c.url })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(false)}>{t('ra.action.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                setDeleting(false);
                void run(() => deleteCallback(c.callback_id), 'callbacks.deleted');
              }}
            >
              {t('callbacks.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
