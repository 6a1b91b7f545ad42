/** /registerResult: the account exists now; on to the login page with the name filled in. */
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from '../../../shell/host.tsx';

export default function RegisterResult() {
  const t = useTranslate();
  const name = new URLSearchParams(useLocation().search).get('user_name') ?? '';
  return (
    <Card sx={{ width: '100%', maxWidth: 400, borderRadius: 2 }} elevation={8} data-testid="register-result">
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={2} alignItems="center" textAlign="center">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" fontWeight={600}>{t('accounts.result_title')}</Typography>
          <Typography color="text.secondary">{t('accounts.result_text', { name })}</Typography>
          <Button component={RouterLink} to={`/login?user_name=${encodeURIComponent(name)}`} variant="contained" data-testid="to-login">{t('accounts.to_login')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
