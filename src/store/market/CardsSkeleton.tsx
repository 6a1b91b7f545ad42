/** Loading state of a card grid: grey cards where the cards will be, so nothing jumps when they arrive. */
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from '../../shell/host.tsx';

export function CardsSkeleton({ count }: { count: number }) {
  const t = useTranslate();
  return (
    <Box
      aria-busy="true"
      aria-label={t('app.state.loading')}
      data-testid="cards-loading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={190} />
      ))}
    </Box>
  );
}
