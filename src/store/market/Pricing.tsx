/** A group's enabled charge rules as cards: kind, price, limits; the default one marked. */
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from '../../shell/host.tsx';
import type { ChargeRule } from './api.ts';

export function ruleTitle(t: TranslateFunction, r: ChargeRule): string {
  if (r.rule_type === 'free') return t('market.product.rule.free');
  if (r.rule_type === 'per_call') return t('market.product.rule.price', { price: Number(r.price_per_thousand ?? 0) });
  return t('market.product.rule.package_price', {
    price: Number(r.package_price ?? 0),
    calls: (r.package_calls ?? 0).toLocaleString(),
    days: r.validity_days ?? '-',
  });
}

/** "price changes on …" when the rule has a version ahead; the date in business time (UTC+8), as bills count days */
export function priceChange(t: TranslateFunction, r: ChargeRule): string | null {
  if (!r.price_changes_at) return null;
  const date = new Date(Date.parse(r.price_changes_at) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  if (r.next_rule_type === 'free') return t('market.product.rule.changes_free', { date });
  const price = t(
    r.next_rule_type === 'package' ? 'market.product.rule.next_package' : 'market.product.rule.next_price',
    { price: Number(r.next_price ?? 0) },
  );
  return t('market.product.rule.changes', { date, price });
}

export function Pricing({ rules }: { rules: ChargeRule[] }) {
  const t = useTranslate();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      data-testid="pricing"
    >
      {rules.map((r) => (
        <Paper
          key={r.charge_rule_id}
          variant="outlined"
          sx={{ p: 2, borderColor: r.is_default ? 'primary.main' : 'divider' }}
          data-testid="pricing-rule"
        >
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography fontWeight={700}>{r.rule_name}</Typography>
            <Chip size="small" label={t(`market.product.rule.${r.rule_type}`)} />
            {r.is_default && <Chip size="small" color="primary" label={t('market.product.rule.default')} />}
          </Stack>
          <Typography variant="h6" component="p" color="primary.main" sx={{ mt: 1, fontSize: 18 }}>
            {ruleTitle(t, r)}
          </Typography>
          {r.price_changes_at && (
            <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }} data-testid="price-change">
              {priceChange(t, r)}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
            {r.qps != null && (
              <Chip size="small" variant="outlined" label={t('market.product.rule.qps', { n: r.qps })} />
            )}
            {r.daily_quota != null && (
              <Chip
                size="small"
                variant="outlined"
                label={t('market.product.rule.daily', { n: r.daily_quota.toLocaleString() })}
              />
            )}
            {r.monthly_quota != null && (
              <Chip
                size="small"
                variant="outlined"
                label={t('market.product.rule.monthly', { n: r.monthly_quota.toLocaleString() })}
              />
            )}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
