/** The caller's subscriptions (or applications) of one capability, as a table. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DevGrant } from './api.ts';
import { periodText, StateChip } from './parts.tsx';

export function GrantsTable({ rows, withReason = false }: { rows: DevGrant[]; withReason?: boolean }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {['app', 'env', 'rule', 'state', 'period', ...(withReason ? ['reject_reason'] : [])].map((k) => (
            <TableCell key={k}>{t(`devcatalog.${k}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((g) => (
          <TableRow key={g.r_apply_groups_record_id} data-testid={`dev-grant-${g.r_apply_groups_record_id}`}>
            <TableCell>{g.apply_name}</TableCell>
            <TableCell>{t(`apps.env_${g.env_type}`)}</TableCell>
            <TableCell>{g.rule_name ?? '—'}</TableCell>
            <TableCell>
              <StateChip state={g.state} enabled={g.enabled} />
            </TableCell>
            <TableCell>{periodText(t, g, locale)}</TableCell>
            {withReason && <TableCell>{g.reject_reason ?? '—'}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
