/** /blank: where a user with no accessible resource lands (SPEC.md section 6). */
import { Box, Button, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { isLoggedIn } from '../../api/session.ts';

export default function Blank() {
  const t = useTranslate();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }} data-testid="blank">
      <Stack spacing={2} alignItems="center" sx={{ maxWidth: 420, textAlign: 'center' }}>
        <LockOutlined sx={{ fontSize: 56 }} color="disabled" />
        <Typography variant="h5">{t('routes.blank')}</Typography>
        <Typography color="text.secondary">{t('app.blank.hint')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={Link} to="/home">
            {t('app.blank.back')}
          </Button>
          {isLoggedIn() && <Button onClick={() => void logout()}>{t('app.blank.relogin')}</Button>}
        </Stack>
      </Stack>
    </Box>
  );
}
