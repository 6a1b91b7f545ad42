/** A published group as a card: name, domain, description, rating, APIs and calls; the whole card is the link. */
import { Box, Chip, Paper, Rating, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { compact, domainName, groupName, type GroupCard as Card } from './api.ts';

export function GroupCard({ group }: { group: Card }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const name = groupName(locale, group);
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="group-card"
      sx={{
        height: '100%',
        transition: 'border-color .15s, box-shadow .15s',
        '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: 2 },
      }}
    >
      <Box
        component={Link}
        to={`/goodsdetail?group_id=${group.group_id}`}
        aria-label={t('market.card_open', { name })}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          height: '100%',
          p: 2,
          color: 'inherit',
          textDecoration: 'none',
          boxSizing: 'border-box',
        }}
      >
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 1.5,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              color: '#fff',
              fontWeight: 700,
              background: `hsl(${(group.group_id * 67) % 360} 60% 45%)`,
            }}
          >
            {name.slice(0, 1).toUpperCase()}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" fontWeight={700} noWrap data-testid="group-card-name">
              {name}
            </Typography>
            {group.classify_name && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {domainName(locale, { classify_name: group.classify_name, classify_name_en: group.classify_name_en })}
              </Typography>
            )}
          </Box>
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            flex: 1,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: 40,
          }}
        >
          {group.description}
        </Typography>
        <Stack direction="row" spacing={0.5} alignItems="center">
          <Rating value={group.score_avg} precision={0.5} readOnly size="small" />
          <Typography variant="caption" color="text.secondary">
            {group.score_count
              ? `${group.score_avg.toFixed(1)} · ${t('market.ratings', { smart_count: group.score_count })}`
              : t('market.no_rating')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Chip size="small" label={t('market.apis', { smart_count: group.api_count })} />
          <Chip size="small" variant="outlined" label={t('market.calls', { n: compact(locale, group.calls) })} />
        </Stack>
      </Box>
    </Paper>
  );
}

/** cards in a responsive grid: one column on a phone, up to four on a wide screen */
export function CardGrid({ groups }: { groups: Card[] }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {groups.map((g) => (
        <GroupCard key={g.group_id} group={g} />
      ))}
    </Box>
  );
}
