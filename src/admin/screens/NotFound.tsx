/** /404. */
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export default function NotFound() {
  const t = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }} data-testid="not-found">
      <Stack spacing={2} alignItems="center" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" color="primary" fontWeight={700}>
          404
        </Typography>
        <Typography variant="h5">{t('routes.notFound')}</Typography>
        <Typography color="text.secondary">{t('app.not_found.hint')}</Typography>
        <Button variant="contained" component={Link} to="/home">
          {t('app.not_found.home')}
        </Button>
      </Stack>
    </Box>
  );
}
