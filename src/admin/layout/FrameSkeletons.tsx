/**
 * What a frame looks like while its chunk is still on its way: the same bars in the same places, the page area
 * saying it is loading. Part of the first bundle, so the first paint is already the console's or the site's
 * frame instead of a blank screen with a spinner.
 */
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SIDE_MENU_WIDTH } from '../../shared/constants.ts';
import { LoadingState } from '../../shell/ui/states.tsx';

export function ConsoleFrameSkeleton() {
  const t = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="frame-skeleton">
      <Box sx={{ height: 48, bgcolor: 'secondary.main', color: '#fff', display: 'flex', alignItems: 'center', px: 7 }}>
        <Typography variant="h6" noWrap sx={{ fontSize: 17, fontWeight: 600 }}>
          {t('app.name')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex' }}>
        <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, px: 2, pt: 2, display: { xs: 'none', sm: 'block' } }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={28} sx={{ mb: 1 }} />
          ))}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <LoadingState minHeight={320} />
        </Box>
      </Box>
    </Box>
  );
}

export function PublicFrameSkeleton() {
  const t = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="frame-skeleton">
      <Box
        sx={{
          height: 64,
          bgcolor: '#fff',
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          px: { xs: 1.5, md: 3 },
        }}
      >
        <Typography variant="h6" noWrap fontWeight={700} sx={{ fontSize: { xs: 16, md: 20 }, ml: 5 }}>
          {t('app.name')}
        </Typography>
      </Box>
      <Box sx={{ height: 48, bgcolor: '#0b3d91' }} />
      <LoadingState minHeight={320} />
    </Box>
  );
}
