/** The one time a secret is shown: after creating an application or resetting a secret. Nothing is stored. */
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

export interface ShownCredential {
  env_type: number;
  app_key: string;
  secret: string;
}

export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const t = useTranslate();
  const [done, setDone] = useState(false);
  return (
    <Tooltip title={done ? t('apps.copied') : t('apps.copy')}>
      <IconButton
        size="small"
        data-testid={testId}
        aria-label={t('apps.copy')}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setDone(true),
            () => setDone(false),
          );
        }}
      >
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** `note`: what became of the replaced secret, after a reset (valid until when, or stopped). */
export function SecretDialog({
  credentials,
  note,
  onClose,
}: {
  credentials: ShownCredential[];
  note?: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <Dialog open maxWidth="md" fullWidth data-testid="secret-dialog">
      <DialogTitle>{t('apps.secret_once_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('apps.secret_once')}
        </Alert>
        {note && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="secret-dialog-note">
            {note}
          </Alert>
        )}
        <Stack spacing={2}>
          {credentials.map((c) => (
            <Stack key={c.env_type} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <TextField
                label={`${t(`apps.env_${c.env_type}`)} · ${t('apps.app_key')}`}
                value={c.app_key}
                size="small"
                sx={{ flex: 1 }}
                slotProps={{ input: { readOnly: true, endAdornment: <CopyButton text={c.app_key} /> } }}
              />
              {/* multiline: on a phone the whole secret wraps into view instead of scrolling inside the field */}
              <TextField
                label={t('apps.secret')}
                value={c.secret}
                size="small"
                sx={{ flex: 1.4 }}
                multiline
                slotProps={{
                  htmlInput: { 'data-testid': `secret-${c.env_type}`, style: { wordBreak: 'break-all' } },
                  input: {
                    readOnly: true,
                    endAdornment: <CopyButton text={c.secret} testId={`copy-secret-${c.env_type}`} />,
                  },
                }}
              />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="secret-dialog-close">
          {t('apps.saved_it')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
