/**
 * A group's product page (/goodsdetail?group_id=, /apiproduct with the id kept in local storage, /multiTypeDetail):
 * description (sanitized Markdown), APIs with parameters, schemas, examples, error codes and code samples, pricing,
 * releases, rating and favourite, and the apply button. A visitor who clicks apply logs in and comes back here
 * with the dialog open (?apply=1).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Container, Paper, Rating, Stack, Typography } from '@mui/material';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLocaleState, useNotify, useTranslate } from '../../shell/host.tsx';
import { isLoggedIn } from '../../api/session.ts';
import { useRemote } from '../../shell/use-remote.ts';
import { ErrorState, LoadingState } from '../../shell/ui/states.tsx';
import { queryId, formatDate } from '../content/api.ts';
import { Prose, useRendered } from '../content/Prose.tsx';
import { useMetaDescription } from '../content/meta.ts';
import { domainName, groupName, marketApi, compact, type GroupDetail } from '../market/api.ts';
import { ApiSection } from '../market/ApiSection.tsx';
import { Pricing } from '../market/Pricing.tsx';
import { ApplyDialog } from '../market/ApplyDialog.tsx';
import { McpBadge, McpTools, useMcpOffer } from '../market/McpOffer.tsx';
import { OpsCards } from '../../shell/ops-cards/OpsCards.tsx';

/** SPEC.md section 2: /apiproduct keeps the product id in local storage */
const PRODUCT_KEY = 'apiproduct-group-id';

function useGroupId(): number | undefined {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const fromQuery = queryId(params.get('group_id') ?? params.get('id'));
  useEffect(() => {
    if (fromQuery) localStorage.setItem(PRODUCT_KEY, String(fromQuery));
  }, [fromQuery]);
  if (fromQuery) return fromQuery;
  return pathname === '/apiproduct' ? queryId(localStorage.getItem(PRODUCT_KEY)) : undefined;
}

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Box component="section" id={id} sx={{ mt: 4, scrollMarginTop: 80 }} data-testid={`product-${id}`}>
    <Typography variant="h5" component="h2" fontWeight={700} sx={{ mb: 2, fontSize: { xs: 20, md: 22 } }}>
      {title}
    </Typography>
    {children}
  </Box>
);

type Offer = ReturnType<typeof useMcpOffer>;

function Header({
  g,
  mcp,
  onApply,
  onChange,
}: {
  g: GroupDetail;
  mcp: Offer;
  onApply: () => void;
  onChange: (patch: Partial<GroupDetail>) => void;
}) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const loggedIn = isLoggedIn();
  const favourite = async () => {
    if (!loggedIn) return notify('market.product.login_to_favourite', { type: 'info' });
    try {
      const r = await marketApi.collect(g.group_id, !g.collected);
      onChange({ collected: r.collected, favourite_count: r.favourite_count });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const rate = async (score: number | null) => {
    // a visitor is told on any click, also on the star already shown (which MUI reports as a clear, null)
    if (!loggedIn) return notify('market.product.login_to_rate', { type: 'info' });
    if (!score) return;
    try {
      const r = await marketApi.rate(g.group_id, score);
      onChange({ my_score: score, score_avg: r.score_avg, score_count: r.score_count });
      notify('market.product.rated', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ background: 'linear-gradient(120deg, #0b3d91, #1f6feb)', color: '#fff', py: { xs: 3, md: 5 } }}>
      <Container>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          justifyContent="space-between"
          alignItems={{ md: 'flex-end' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
              {g.parent_classify_name && (
                <Chip
                  size="small"
                  label={domainName(locale, {
                    classify_name: g.parent_classify_name,
                    classify_name_en: g.parent_classify_name_en,
                  })}
                  sx={{ bgcolor: 'rgba(255,255,255,.18)', color: '#fff' }}
                />
              )}
              {g.classify_name && (
                <Chip
                  size="small"
                  label={domainName(locale, { classify_name: g.classify_name, classify_name_en: g.classify_name_en })}
                  sx={{ bgcolor: 'rgba(255,255,255,.18)', color: '#fff' }}
                />
              )}
              <Chip
                size="small"
                label={t('market.product.version', { v: g.version })}
                sx={{ bgcolor: 'rgba(255,255,255,.18)', color: '#fff' }}
              />
              {mcp && <McpBadge />}
            </Stack>
            <Typography
              variant="h4"
              component="h1"
              fontWeight={700}
              sx={{ fontSize: { xs: 26, md: 34 } }}
              data-testid="product-name"
            >
              {groupName(locale, g)}
            </Typography>
            {g.description && <Typography sx={{ opacity: 0.88, mt: 1, maxWidth: 720 }}>{g.description}</Typography>}
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              flexWrap="wrap"
              alignItems="center"
              sx={{ mt: 1.5, fontSize: 14 }}
            >
              {g.provider_name && <span>{t('market.provider', { name: g.provider_name })}</span>}
              <span>{t('market.apis', { smart_count: g.api_count })}</span>
              <span>{t('market.calls', { n: compact(locale, g.calls) })}</span>
            </Stack>
          </Box>
          <Stack spacing={1} alignItems={{ md: 'flex-end' }} sx={{ flexShrink: 0 }}>
            {/* a visitor is told before clicking what each control needs (and again, by a notice, when clicking); for a
                visitor the stars are a picture of the average inside one button that says so */}
            <Stack direction="row" spacing={1} alignItems="center">
              {loggedIn ? (
                <Rating
                  value={g.my_score ?? g.score_avg}
                  precision={g.my_score ? 1 : 0.5}
                  onChange={(_, v) => rate(v)}
                  data-testid="product-rating"
                  sx={{ '& .MuiRating-iconEmpty': { color: 'rgba(255,255,255,.5)' } }}
                  aria-label={t('market.product.rate')}
                />
              ) : (
                <Box
                  role="button"
                  tabIndex={0}
                  title={t('market.product.login_to_rate')}
                  aria-label={t('market.product.login_to_rate')}
                  data-testid="product-rating"
                  onClick={() => void rate(null)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      void rate(null);
                    }
                  }}
                  sx={{
                    display: 'inline-flex',
                    cursor: 'pointer',
                    borderRadius: 1,
                    '&:focus-visible': { outline: '2px solid #fff' },
                  }}
                >
                  <Rating
                    value={g.score_avg}
                    precision={0.5}
                    readOnly
                    sx={{ '& .MuiRating-iconEmpty': { color: 'rgba(255,255,255,.5)' } }}
                  />
                </Box>
              )}
              <Typography variant="body2">
                {g.score_count
                  ? `${g.score_avg.toFixed(1)} · ${t('market.ratings', { smart_count: g.score_count })}`
                  : t('market.no_rating')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                color="inherit"
                onClick={favourite}
                title={loggedIn ? undefined : t('market.product.login_to_favourite')}
                startIcon={g.collected ? <Favorite /> : <FavoriteBorder />}
                data-testid="product-favourite"
              >
                {g.collected ? t('market.product.favourited') : t('market.product.favourite')} · {g.favourite_count}
              </Button>
              <Button
                variant="contained"
                color="inherit"
                onClick={onApply}
                sx={{ color: 'primary.main' }}
                data-testid="product-apply"
              >
                {loggedIn ? t('market.product.apply') : t('market.product.login_to_apply')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

function ProductBody({ g, mcp }: { g: GroupDetail; mcp: Offer }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const doc = useRendered(g.documentation ?? g.description);
  // a search hit of one API opens that API (?api_id=), else the first
  const [params] = useSearchParams();
  const asked = queryId(params.get('api_id'));
  const [open, setOpen] = useState<number | null>(
    g.apis.find((a) => a.api_id === asked)?.api_id ?? g.apis[0]?.api_id ?? null,
  );
  const nav = [
    ['overview', t('market.product.overview')],
    ['apis', t('market.product.interfaces')],
    ['pricing', t('market.product.pricing')],
    ...(mcp ? [['mcp', t('mcpStore.title')]] : []),
    ['releases', t('market.product.releases')],
  ];
  return (
    <Container sx={{ pb: 6 }}>
      <Paper
        variant="outlined"
        component="nav"
        aria-label={groupName(locale, g)}
        sx={{ position: 'sticky', top: 0, zIndex: 2, mt: 2, display: 'flex', gap: 0.5, px: 1, overflowX: 'auto' }}
      >
        {nav.map(([id, label]) => (
          <Button key={id} href={`#${id}`} size="small" sx={{ flexShrink: 0 }}>
            {label}
          </Button>
        ))}
      </Paper>
      <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
        <OpsCards placement="product" />
      </Box>
      <Section id="overview" title={t('market.product.overview')}>
        <Prose html={doc.html} testId="product-doc" />
      </Section>
      <Section id="apis" title={t('market.product.interfaces')}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('market.product.sign_hint')}{' '}
          <Link to="/doccenter/details?index_doc_id=4">{t('market.product.sign_doc')}</Link>
        </Alert>
        {g.apis.length ? (
          g.apis.map((a) => (
            <ApiSection
              key={a.api_id}
              api={a}
              gatewayUrl={g.gateway_url ?? location.origin}
              expanded={open === a.api_id}
              onToggle={() => setOpen(open === a.api_id ? null : a.api_id)}
            />
          ))
        ) : (
          <Typography color="text.secondary">{t('market.product.no_apis')}</Typography>
        )}
      </Section>
      <Section id="pricing" title={t('market.product.pricing')}>
        <Pricing rules={g.charge_rules} />
      </Section>
      {mcp && (
        <Section id="mcp" title={t('mcpStore.title')}>
          <McpTools offer={mcp} />
        </Section>
      )}
      <Section id="releases" title={t('market.product.releases')}>
        <Stack component="ol" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {g.releases.map((r, i) => (
            <li key={i}>
              <Typography variant="body2">
                <b>v{r.version}</b> · {t(`market.product.release.${r.action}`, { _: r.action })} ·{' '}
                {r.created_at && formatDate(locale, r.created_at)}
              </Typography>
              {r.reason && (
                <Typography variant="body2" color="text.secondary">
                  {r.reason}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      </Section>
    </Container>
  );
}

export default function Product() {
  const t = useTranslate();
  // the server answers in the reader's language: a switch of language reads the group again
  const [locale] = useLocaleState();
  const groupId = useGroupId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const detail = useRemote(
    (signal) =>
      groupId
        ? marketApi.group(groupId, signal)
        : Promise.reject(Object.assign(new Error(t('market.product.not_found')), { status: 404 })),
    [groupId, locale],
  );
  const [g, setG] = useState<GroupDetail | undefined>();
  useEffect(() => setG(detail.data), [detail.data]);
  const [applying, setApplying] = useState(false);
  const mcp = useMcpOffer(g?.group_id);
  useMetaDescription(g?.description);
  useEffect(() => {
    if (g) document.title = `${g.group_name} · ${t('market.title')}`;
  }, [g, t]);
  // back from the login page with ?apply=1: open the dialog once
  useEffect(() => {
    if (g && params.get('apply') === '1' && isLoggedIn()) {
      setApplying(true);
      const next = new URLSearchParams(params);
      next.delete('apply');
      setParams(next, { replace: true });
    }
  }, [g, params, setParams]);

  const apply = () => {
    if (!isLoggedIn()) {
      navigate(`/login?${new URLSearchParams({ return: 'goodsdetail', group_id: String(groupId), apply: '1' })}`);
      return;
    }
    setApplying(true);
  };

  if (detail.loading && !g) return <LoadingState minHeight={420} />;
  if (detail.error || !g) {
    const missing = !groupId || (detail.error as { status?: number } | null)?.status === 404;
    return (
      <Container sx={{ py: 6 }} data-testid="product-missing">
        {missing ? (
          <Alert severity="warning">{t('market.product.not_found')}</Alert>
        ) : (
          <ErrorState message={detail.error?.message} onRetry={detail.reload} />
        )}
        <Button component={Link} to="/newApistore" sx={{ mt: 2 }}>
          {t('market.product.back')}
        </Button>
      </Container>
    );
  }
  return (
    <Box data-testid="product">
      <Header g={g} mcp={mcp} onApply={apply} onChange={(patch) => setG({ ...g, ...patch })} />
      <ProductBody g={g} mcp={mcp} />
      {applying && (
        <ApplyDialog
          open
          groupId={g.group_id}
          name={g.group_name}
          rules={g.charge_rules}
          envTypes={g.env_types ?? []}
          onClose={() => setApplying(false)}
        />
      )}
    </Box>
  );
}
