/** /home placeholder: the banner slot over a hero; the store pages themselves are another piece of work. */
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isLoggedIn } from '../../api/session.ts';
import { BannerCarousel } from '../layout/BannerCarousel.tsx';

export const HOME_BANNER_CODE = 'home';

function Hero() {
  const t = useTranslate();
  return (
    <Box sx={{ background: 'linear-gradient(120deg, #0b3d91, #1f6feb)', color: '#fff', py: { xs: 6, md: 10 } }} data-testid="home-hero">
      <Container>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Typography variant="h3" fontWeight={700} sx={{ fontSize: { xs: 30, md: 48 } }}>{t('app.home.headline')}</Typography>
          <Typography variant="h6" sx={{ opacity: 0.85, fontWeight: 400 }}>{t('app.home.subline')}</Typography>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            <Button variant="contained" color="inherit" component={Link} to="/newApistore" sx={{ color: 'primary.main' }}>{t('app.home.browse')}</Button>
            <Button variant="outlined" color="inherit" component={Link} to={isLoggedIn() ? '/' : '/login'}>{t('app.home.console')}</Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

export default function Home() {
  return <BannerCarousel webPageCode={HOME_BANNER_CODE} fallback={<Hero />} />;
}
