/** A domain and, within it, a sub-domain of the market's classification tree, as two selects (keyboard friendly). */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import type { Classify } from '../site-api.ts';
import { domainName } from './api.ts';

interface Props {
  domains: Classify[];
  id: number | undefined;
  sonId: number | undefined;
  onChange: (id: number, sonId: number | undefined) => void;
}

export function DomainPicker({ domains, id, sonId, onChange }: Props) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const domain = domains.find((d) => Number(d.classify_id) === id);
  const children = domain?.children ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="apply-domain-picker">
      <TextField
        select
        label={t('market.by_domain.domain')}
        value={domain ? id : ''}
        onChange={(e) => onChange(Number(e.target.value), undefined)}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'apply-domain' } } }}
      >
        {domains.map((d) => (
          <MenuItem key={d.classify_id} value={Number(d.classify_id)}>
            {domainName(locale, d)}
          </MenuItem>
        ))}
      </TextField>
      {children.length > 0 && (
        <TextField
          select
          label={t('market.by_domain.sub_domain')}
          value={sonId && children.some((c) => Number(c.classify_id) === sonId) ? sonId : 0}
          onChange={(e) => onChange(id!, Number(e.target.value) || undefined)}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'apply-subdomain' } } }}
        >
          <MenuItem value={0}>{t('market.by_domain.all_sub')}</MenuItem>
          {children.map((c) => (
            <MenuItem key={c.classify_id} value={Number(c.classify_id)}>
              {domainName(locale, c)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
