/**
 * The store home (/home, /homeOld, /homeTwo, /DynamicSpace): the banner carousel over the hero, live figures,
 * domain entry points, featured and newest published groups. One call for the catalog part (marketHome), so
 * the page is quick to fill.
 */
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ErrorState, EmptyState } from '../../shell/ui/states.tsx';
import { BannerCarousel } from '../layout/BannerCarousel.tsx';
import { heroPrimarySx, heroSecondarySx } from '../layout/hero-button.ts';
import { siteApi } from '../site-api.ts';
import { compact, domainName, marketApi, type GroupCard } from '../market/api.ts';
import { CardGrid } from '../market/GroupCard.tsx';
import { CardsSkeleton } from '../market/CardsSkeleton.tsx';
import { useMetaDescription } from '../content/meta.ts';
import { PUBLISHED_ENV } from '../market/env.ts';
import { OpsCards } from '../../shell/ops-cards/OpsCards.tsx';

export const HOME_BANNER_CODE = 'home';

function Hero() {
  const t = useTranslate();
  return (
    <Box
      sx={{ background: 'linear-gradient(120deg, #0b3d91, #1f6feb)', color: '#fff', py: { xs: 5, md: 9 } }}
      data-testid="home-hero"
    >
      <Container>
        <Stack spacing={2} sx={{ maxWidth: 680 }}>
          <Typography variant="h3" component="h1" fontWeight={700} sx={{ fontSize: { xs: 28, md: 46 } }}>
            {t('market.home.headline')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.88, fontWeight: 400, fontSize: { xs: 16, md: 20 } }}>
            {t('market.home.subline')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            <Button variant="contained" component={Link} to="/newApistore" sx={heroPrimarySx} data-testid="home-browse">
              {t('market.home.browse')}
            </Button>
            <Button variant="outlined" component={Link} to="/doccenter" sx={heroSecondarySx}>
              {t('market.home.docs')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

function Figures({ counts }: { counts?: { groups: number; apis: number; providers: number; calls: number } }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const items = (['groups', 'apis', 'providers', 'calls'] as const).map(
    (k) => [k, counts ? compact(locale, counts[k]) : '—'] as const,
  );
  return (
    <Paper
      elevation={0}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        border: 1,
        borderColor: 'divider',
        mt: { xs: 2, md: -5 },
        position: 'relative',
      }}
      data-testid="home-figures"
    >
      {items.map(([k, v]) => (
        <Box key={k} sx={{ p: { xs: 2, md: 3 }, textAlign: 'center' }} data-testid={`home-count-${k}`}>
          <Typography
            variant="h4"
            component="p"
            fontWeight={700}
            color="primary.main"
            sx={{ fontSize: { xs: 24, md: 32 } }}
          >
            {v}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`market.home.${k}`)}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}

function Section({
  title,
  more,
  testId,
  children,
}: {
  title: string;
  more?: string;
  testId: string;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  return (
    <Box component="section" sx={{ mt: { xs: 4, md: 6 } }} data-testid={testId}>
      <Stack direction="row" alignItems="baseline" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2" fontWeight={700} sx={{ fontSize: { xs: 20, md: 24 } }}>
          {title}
        </Typography>
        {more && (
          <Button component={Link} to={more} size="small">
            {t('market.home.more')}
          </Button>
        )}
      </Stack>
      {children}
    </Box>
  );
}

function Domains() {
  const [locale] = useLocaleState();
  const domains = useRemote((signal) => siteApi.classifyTree(PUBLISHED_ENV, signal), []);
  if (!domains.data?.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {domains.data.map((d) => (
        <Paper
          key={d.classify_id}
          variant="outlined"
          component={Link}
          to={`/newApistore?id=${d.classify_id}`}
          data-testid="home-domain"
          sx={{
            p: 2,
            color: 'inherit',
            textDecoration: 'none',
            '&:hover, &:focus-visible': { borderColor: 'primary.main' },
          }}
        >
          <Typography fontWeight={700}>{domainName(locale, d)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {d.classify_desc}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Groups({
  loading,
  error,
  list,
  onRetry,
}: {
  loading: boolean;
  error: { message: string } | null;
  list?: GroupCard[];
  onRetry: () => void;
}) {
  if (loading) return <CardsSkeleton count={4} />;
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (!list?.length) return <EmptyState />;
  return <CardGrid groups={list} />;
}

export default function Home() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const home = useRemote((signal) => marketApi.home(signal), [locale]);
  useMetaDescription(t('market.home.subline'));
  return (
    <Box data-testid="home" sx={{ pb: 6 }}>
      <BannerCarousel webPageCode={HOME_BANNER_CODE} fallback={<Hero />} />
      <Container>
        <Figures counts={home.data?.counts} />
        <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
          <OpsCards placement="home" />
        </Box>
        <Section title={t('market.home.featured')} more="/newApistore?sort=rating" testId="home-featured">
          <Groups loading={home.loading} error={home.error} list={home.data?.featured} onRetry={home.reload} />
        </Section>
        <Section title={t('market.home.newest')} more="/newApistore?sort=newest" testId="home-newest">
          <Groups loading={home.loading} error={home.error} list={home.data?.newest} onRetry={home.reload} />
        </Section>
        <Section title={t('market.home.domains')} testId="home-domains">
          <Domains />
        </Section>
      </Container>
    </Box>
  );
}
