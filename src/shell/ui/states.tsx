/**
 * The four states every screen has besides its content (DESIGN.md section 7): loading, empty, error with
 * the server message, and no permission. `Empty` doubles as react-admin's <List empty>.
 */
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslate } from '../host.tsx';

const Centered = ({ children, minHeight = 200 }: { children: ReactNode; minHeight?: number }) => (
  <Box
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      minHeight,
      py: 3,
      color: 'text.secondary',
    }}
  >
    {children}
  </Box>
);

export function LoadingState({ minHeight }: { minHeight?: number }) {
  const t = useTranslate();
  return (
    <Centered minHeight={minHeight}>
      <CircularProgress size={28} aria-label={t('app.state.loading')} />
      <Typography variant="body2">{t('app.state.loading')}</Typography>
    </Centered>
  );
}

export function EmptyState() {
  const t = useTranslate();
  return (
    <Centered>
      <InboxOutlined fontSize="large" color="disabled" />
      <Typography variant="body2" data-testid="empty-state">
        {t('app.empty')}
      </Typography>
    </Centered>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('app.state.retry')}
            </Button>
          )
        }
      >
        <AlertTitle>{t('app.state.error_title')}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}

export function NoPermissionState() {
  const t = useTranslate();
  return (
    <Centered>
      <LockOutlined fontSize="large" color="disabled" />
      <Typography variant="subtitle1">{t('app.state.no_permission')}</Typography>
      <Typography variant="body2">{t('app.state.no_permission_hint')}</Typography>
    </Centered>
  );
}

/** A notification with a title line, for the notices SPEC.md words as "title / message". */
export function TitledNotice({ title, message }: { title: string; message: string }) {
  return (
    <Alert severity="error" variant="filled" sx={{ minWidth: 320 }}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}

/** Picks the state to show; renders the content only when there is something to show. */
export function ScreenStates(props: {
  loading?: boolean;
  error?: { message: string } | null;
  denied?: boolean;
  empty?: boolean;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (props.denied) return <NoPermissionState />;
  if (props.loading) return <LoadingState />;
  if (props.error) return <ErrorState message={props.error.message} onRetry={props.onRetry} />;
  if (props.empty) return <EmptyState />;
  return <>{props.children}</>;
}
