/** Parts of a capability-usage row (能力账单), shared by the table and the phone's cards. */
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { pick } from '../../../shell/pick-locale.ts';
import type { components } from '../../../api/generated/billing.ts';

export type CapacityRow = components['schemas']['CapacityPage']['list'][number];

export function Remaining({ row: c }: { row: CapacityRow }) {
  const t = useTranslate();
  if (!c.quota) return <>–</>;
  const pct = c.used_pct ?? 0;
  return (
    <>
      <LinearProgress
        variant="determinate"
        value={pct}
        color={pct >= 100 ? 'error' : pct >= 80 ? 'warning' : 'primary'}
      />
      <Typography variant="caption" aria-label={t('billing.remaining')}>
        {c.remaining}
      </Typography>
    </>
  );
}

export function Expiry({
  row: c,
  date,
  onBuy,
}: {
  row: CapacityRow;
  date: { format(d: Date): string };
  onBuy: (id: number) => void;
}) {
  const t = useTranslate();
  return (
    <>
      {c.end_time ? date.format(new Date(c.end_time)) : '–'}{' '}
      {c.expired && <Chip size="small" color="error" label={t('billing.expired')} />}
      {c.rule_type === 'package' && !c.expired && (
        <Button size="small" onClick={() => onBuy(c.r_apply_groups_record_id)}>
          {t('billing.buy')}
        </Button>
      )}
    </>
  );
}

/** One card per subscription: what it is on top, then every usage figure labelled, nothing past the screen's edge. */
export function CapacityCards({
  rows,
  date,
  onBuy,
}: {
  rows: CapacityRow[];
  date: { format(d: Date): string };
  onBuy: (id: number) => void;
}) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const figure = (label: string, value: React.ReactNode) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {value}
      </Typography>
    </Box>
  );
  return (
    <Stack spacing={1} data-testid="capacity-cards">
      {rows.map((c) => (
        <Box
          key={c.r_apply_groups_record_id}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          data-testid="capacity-card"
        >
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
            <Typography variant="subtitle2">{pick(locale, c.group_name, c.group_name_en) || c.group_id}</Typography>
            <Typography variant="body2" color="text.secondary">
              {c.apply_name ?? c.apply_id}
            </Typography>
            <Chip size="small" label={t(`billing.envs.${c.env_type}`)} />
            <Typography variant="body2" color="text.secondary">
              {pick(locale, c.rule_name, c.rule_name_en)}
            </Typography>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
            {figure(t('billing.used_today'), c.used_today)}
            {figure(t('billing.used_month'), c.used_month)}
            {figure(t('billing.quota'), c.quota ?? t('billing.unlimited'))}
            {figure(t('billing.remaining'), <Remaining row={c} />)}
            <Box sx={{ gridColumn: 'span 2', minWidth: 0 }}>
              {figure(t('billing.expires'), <Expiry row={c} date={date} onBuy={onBuy} />)}
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
