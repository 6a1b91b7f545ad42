/**
 * The operations card widget (SPEC section 1): the announcement, promotion and support cards the operator set up
 * for this environment and this place (console 运营卡片). Shown on the console workbench and the store pages the
 * operator chooses; nothing at all (no empty box) when there is no card, and nothing while loading or on error,
 * because the widget is an extra beside the page's own content.
 */
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { Link } from 'react-router-dom';
import { call } from '../../api/call.ts';
import { useAppState } from '../app-state.ts';
import { useLocaleState, useTranslate } from '../host.tsx';
import { useRemote } from '../use-remote.ts';
import { pick } from '../pick-locale.ts';
import type { EnvType } from '../../shared/signature/headers.ts';

export type Placement = 'workbench' | 'home' | 'market' | 'product' | 'doccenter';
interface OpsCard {
  card_id: number;
  card_type: 'announcement' | 'promotion' | 'support';
  title: string;
  title_en: string | null;
  body: string | null;
  body_en: string | null;
  link_text: string | null;
  link_text_en: string | null;
  link_url: string | null;
}

const LOOK = {
  announcement: { icon: CampaignIcon, color: 'info.main' },
  promotion: { icon: LocalOfferIcon, color: 'warning.main' },
  support: { icon: SupportAgentIcon, color: 'success.main' },
} as const;

/** production: what the store lists (market/env.ts), and the console's environment until one is chosen */
const PUBLISHED_ENV = 3;

export function OpsCards({ placement }: { placement: Placement }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { envType } = useAppState();
  // the store's pages show production's catalog, so production's cards; the workbench follows the chosen environment
  const env = placement === 'workbench' ? (envType ?? PUBLISHED_ENV) : PUBLISHED_ENV;
  const cards = useRemote(
    (signal) =>
      call<'opsCardPublic', OpsCard[]>(
        'opsCardPublic',
        { query: { env_type: env as EnvType, placement }, signal },
        { notify: false },
      ),
    [env, placement],
  );
  if (!cards.data?.length) return null;
  return (
    <Box
      component="section"
      aria-label={t('ops_cards.region')}
      data-testid={`ops-cards-${placement}`}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
      }}
    >
      {cards.data.map((c) => {
        const { icon: Icon, color } = LOOK[c.card_type] ?? LOOK.announcement;
        const text = pick(locale, c.link_text, c.link_text_en);
        const external = !!c.link_url && /^https?:/i.test(c.link_url);
        return (
          <Card
            key={c.card_id}
            variant="outlined"
            sx={{ borderLeft: 4, borderLeftColor: color, minWidth: 0 }}
            data-testid="ops-card"
            data-kind={c.card_type}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
                <Icon sx={{ color }} fontSize="small" />
                <Chip size="small" label={t(`ops_cards.kind.${c.card_type}`)} variant="outlined" />
              </Stack>
              <Typography variant="subtitle1" fontWeight={600} sx={{ wordBreak: 'break-word' }}>
                {pick(locale, c.title, c.title_en)}
              </Typography>
              {pick(locale, c.body, c.body_en) && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 0.5, whiteSpace: 'pre-line', wordBreak: 'break-word' }}
                >
                  {pick(locale, c.body, c.body_en)}
                </Typography>
              )}
              {text &&
                c.link_url &&
                (external ? (
                  <Button
                    size="small"
                    href={c.link_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ mt: 1, px: 0 }}
                  >
                    {text}
                  </Button>
                ) : (
                  <Button size="small" component={Link} to={c.link_url} sx={{ mt: 1, px: 0 }}>
                    {text}
                  </Button>
                ))}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
