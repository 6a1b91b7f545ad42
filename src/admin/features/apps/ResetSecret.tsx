/**
 * Resetting an application's secret, from its page (one environment's row) or from its row menu in the list (the
 * environment picked in the dialog): a confirmation that says how long the old secret keeps working (the server's
 * APP_SECRET_GRACE_HOURS, from gatewayInfo), then the new secret shown once with what became of the old one.
 * Only the application's owner (or a platform admin) resets: the server answers the new secret to them alone.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useCanAccess, useGetIdentity, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { useDescriptor } from '../../resources/DescriptorContext.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { loadCredentials, resetSecret, type Credential } from './api.ts';
import { SecretDialog, type ShownCredential } from './SecretDialog.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

export function useMayReset(ownerId: number | undefined): boolean {
  // asked of the auth provider itself: the resource's access context knows only the codes its descriptor names, and
  // no descriptor action is a reset (it asks for an environment and answers a secret), so it would always say no
  const { canAccess } = useCanAccess({ resource: useDescriptor().menu, action: 'reset' });
  const { identity } = useGetIdentity();
  return (
    !!canAccess &&
    (ownerId === undefined || identity?.id === ownerId || identity?.user_type === 0 || identity?.user_type === 1)
  );
}

const formatTime = (iso: string, locale: string) => formatDateTime(iso, locale);

/**
 * The dialogs of one reset. `credentials`: the application's keys (the environments to offer, and whether one is in
 * a grace period already); `envType`: the environment asked for, or null to let the user pick.
 */
export function ResetSecretDialogs({
  applyId,
  credentials,
  envType,
  onClose,
  onDone,
}: {
  applyId: number;
  credentials: Credential[];
  envType: number | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const info = useRemote(() => callOperation<{ secret_grace_hours: number }>('gatewayInfo'), []);
  const [picked, setPicked] = useState<number>(
    envType ?? credentials.find((c) => c.env_type === 3)?.env_type ?? credentials[0]?.env_type ?? 3,
  );
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ credential: ShownCredential; note: string } | null>(null);
  const hours = info.data?.secret_grace_hours;
  const inGrace = !!credentials.find((c) => c.env_type === picked)?.previous_valid_until;

  const reset = async () => {
    setBusy(true);
    try {
      const fresh = await resetSecret(applyId, picked);
      const note = fresh.previous_valid_until
        ? t('apps.in_grace', { time: formatTime(fresh.previous_valid_until, locale) })
        : t('apps.reset_old_stopped');
      setShown({ credential: fresh, note });
      onDone?.();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  if (shown) return <SecretDialog credentials={[shown.credential]} note={shown.note} onClose={onClose} />;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth data-testid="reset-secret-dialog">
      <DialogTitle>{t('apps.reset_confirm_title', { env: t(`apps.env_${picked}`) })}</DialogTitle>
      <DialogContent>
        {envType === null && (
          <TextField
            select
            fullWidth
            size="small"
            label={t('apps.env')}
            value={picked}
            sx={{ mt: 1, mb: 2 }}
            onChange={(e) => setPicked(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'reset-secret-env' } }}
          >
            {credentials.map((c) => (
              <MenuItem key={c.env_type} value={c.env_type}>
                {t(`apps.env_${c.env_type}`)} · {c.app_key}
              </MenuItem>
            ))}
          </TextField>
        )}
        {info.error ? (
          <Alert severity="error">{info.error.message}</Alert>
        ) : (
          <DialogContentText data-testid="reset-secret-grace">
            {hours === undefined
              ? '…'
              : hours > 0
                ? t('apps.reset_confirm', { smart_count: hours })
                : t('apps.reset_confirm_no_grace')}
          </DialogContentText>
        )}
        {/* a reset during a grace period ends it: the secret kept for it stops working at once */}
        {inGrace && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('apps.reset_ends_grace')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => void reset()}
          disabled={busy || hours === undefined}
          data-testid="reset-secret-confirm"
        >
          {t('apps.reset_do')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The row menu's item in the applications list: loads the keys when picked, then the dialogs above. */
export function ResetSecretRowItem() {
  const t = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const mayReset = useMayReset(record?.created_by as number | undefined);
  const [credentials, setCredentials] = useState<Credential[] | null>(null);
  if (!record || !mayReset) return null;
  const open = async () => {
    try {
      setCredentials(await loadCredentials(record.apply_id as number));
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" color="warning" onClick={() => void open()} data-testid="row-reset-secret">
        {t('apps.reset')}
      </Button>
      {credentials && (
        <ResetSecretDialogs
          applyId={record.apply_id as number}
          credentials={credentials}
          envType={null}
          onClose={() => setCredentials(null)}
        />
      )}
    </>
  );
}
