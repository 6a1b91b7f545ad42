/**
 * Every content page (/contactUs, /businessDetails?detailsKey=…, /masterDataService, /metadata, /flowPathManage,
 * /financeService, /Web3, /beCurrent, /application): its sections from the server, the first as the page's
 * head, the rest as blocks of text, image and call to action. Operators edit them under 内容页面 in the console.
 */
import type { ReactNode } from 'react';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ScreenStates } from '../../shell/ui/states.tsx';
import { contentApi, pick, type PageKey, type PublicSection } from '../content/api.ts';
import { Prose, useRendered } from '../content/Prose.tsx';
import { PageBand } from '../content/PageBand.tsx';
import { heroPrimarySx } from '../layout/hero-button.ts';
import { useMetaDescription } from '../content/meta.ts';
import { PAGE_ART } from '../content/art/index.tsx';

/** the sections' accent colours, in turn */
const ACCENTS = ['#1f6feb', '#1e8e3e', '#e37400', '#8430ce'];

const DETAILS_KEYS = ['business', 'pbc', 'tripartite'] as const;

/** the path's page key; /businessDetails takes it from detailsKey (business when absent or unknown) */
export function pageKeyOf(pathname: string, detailsKey: string | null): PageKey {
  if (pathname === '/businessDetails')
    return (DETAILS_KEYS as readonly string[]).includes(detailsKey ?? '') ? (detailsKey as PageKey) : 'business';
  return pathname.slice(1) as PageKey;
}

function Cta({ s, locale, light }: { s: PublicSection; locale: string; light?: boolean }) {
  const text = pick(locale, s.cta_text, s.cta_text_en);
  if (!text || !s.cta_url) return null;
  const external = /^https?:/i.test(s.cta_url);
  const common = {
    variant: light ? 'contained' : 'outlined',
    sx: light ? { mt: 2, ...heroPrimarySx } : { mt: 2, textTransform: 'none' },
    'data-testid': 'section-cta',
  } as const;
  return external ? (
    <Button {...common} href={s.cta_url} target="_blank" rel="noopener noreferrer">
      {text}
    </Button>
  ) : (
    <Button {...common} component={Link} to={s.cta_url}>
      {text}
    </Button>
  );
}

function Section({ s, locale, index }: { s: PublicSection; locale: string; index: number }) {
  const { html } = useRendered(pick(locale, s.text, s.text_en));
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{
        p: { xs: 2, md: 3 },
        borderTop: 4,
        borderTopColor: ACCENTS[index % ACCENTS.length],
        // a section with a picture takes the whole row, text beside the picture
        gridColumn: s.image ? { md: '1 / -1' } : undefined,
        display: 'grid',
        gap: { xs: 2, md: 4 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: s.image ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
      }}
      data-testid="page-section"
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
          <Box
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              color: '#fff',
              bgcolor: ACCENTS[index % ACCENTS.length],
            }}
          >
            {index + 1}
          </Box>
          <Typography variant="h5" component="h2" fontWeight={700} sx={{ fontSize: { xs: 19, md: 22 } }}>
            {pick(locale, s.title, s.title_en)}
          </Typography>
        </Stack>
        <Prose html={html} testId="section-text" />
        <Cta s={s} locale={locale} />
      </Box>
      {s.image && (
        <Box
          component="img"
          src={s.image}
          alt=""
          loading="lazy"
          sx={{ width: '100%', borderRadius: 1, objectFit: 'cover', maxHeight: 320 }}
        />
      )}
    </Paper>
  );
}

function Lead({ s, locale, art }: { s: PublicSection; locale: string; art: ReactNode }) {
  const { html } = useRendered(pick(locale, s.text, s.text_en));
  return (
    <PageBand title={pick(locale, s.title, s.title_en)} art={art}>
      <Box sx={{ mt: 1.5, maxWidth: 760, opacity: 0.92, '& a': { color: 'inherit' } }}>
        <Prose html={html} testId="lead-text" />
      </Box>
      <Cta s={s} locale={locale} light />
    </PageBand>
  );
}

export default function ContentPage() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const [params] = useSearchParams();
  const key = pageKeyOf(location.pathname, params.get('detailsKey'));
  const sections = useRemote((signal) => contentApi.sections(key, signal), [key]);
  const [lead, ...rest] = sections.data ?? [];
  useMetaDescription(lead ? pick(locale, lead.text, lead.text_en) : undefined);
  const Art = PAGE_ART[key] ?? PAGE_ART.contactUs;

  return (
    <Box data-testid={`content-page-${key}`}>
      {lead ? (
        <Lead s={lead} locale={locale} art={<Art />} />
      ) : (
        <PageBand
          title={t(`routes.${location.pathname === '/businessDetails' ? 'businessDetails' : key}`)}
          art={<Art />}
        />
      )}
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <ScreenStates
          loading={sections.loading}
          error={sections.error}
          empty={!!sections.data && sections.data.length === 0}
          onRetry={sections.reload}
        >
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {rest.map((s, i) => (
              <Section key={s.section_id} s={s} locale={locale} index={i} />
            ))}
          </Box>
        </ScreenStates>
      </Container>
    </Box>
  );
}
