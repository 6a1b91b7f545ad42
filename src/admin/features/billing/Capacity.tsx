/**
 * capacityList: per active subscription, calls used against its quota or package, what remains, and its expiry
 * (导出 writes the same rows: export source bill_capacity); then the prepaid packages bought.
 */
import { useState } from 'react';
import {
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMediaQuery, type Theme } from '@mui/material';
import { SpecPagination } from '../../ui/TablePagination.tsx';
import { CapacityCards, Expiry, Remaining } from './CapacityParts.tsx';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { yuan } from './money.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi } from './api.ts';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { useCan } from '../../ui/Can.tsx';
import { formatDate } from '../../../shared/dates.ts';
import { pick } from '../../../shell/pick-locale.ts';

function Packages({ round }: { round: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const p = useRemote((signal) => billingApi.packages(signal), [round]);
  const date = { format: (d: Date) => formatDate(d, locale) };
  return (
    <Card sx={{ mt: 2, minWidth: 0 }} data-testid="packages">
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600} gutterBottom>
          {t('billing.packages')}
        </Typography>
        <ScreenStates
          loading={p.loading && !p.data}
          error={p.error}
          denied={p.error?.status === 403}
          empty={!p.data?.list.length}
          onRetry={p.reload}
        >
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('billing.capability')}</TableCell>
                  <TableCell>{t('billing.app')}</TableCell>
                  <TableCell align="right">{t('billing.amount')}</TableCell>
                  <TableCell align="right">{t('billing.included')}</TableCell>
                  <TableCell align="right">{t('billing.consumed')}</TableCell>
                  <TableCell align="right">{t('billing.balance')}</TableCell>
                  <TableCell>{t('billing.expires')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {p.data?.list.map((o) => (
                  <TableRow key={o.package_order_id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {pick(locale, o.group_name, o.group_name_en) || o.group_id}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{o.apply_name ?? o.apply_id}</TableCell>
                    <TableCell align="right">{yuan(o.price_fen)}</TableCell>
                    <TableCell align="right">{o.calls_included}</TableCell>
                    <TableCell align="right">{o.consumed}</TableCell>
                    <TableCell align="right">{o.balance}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date.format(new Date(o.expires_at))}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={o.state === 'active' ? 'success' : o.state === 'future' ? 'default' : 'error'}
                        label={t(`billing.package_states.${o.state}`)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}

export default function Capacity() {
  const notify = useNotify();
  const [round, setRound] = useState(0);
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const r = useRemote((signal) => billingApi.capacity(page + 1, size, signal), [page, size, round]);
  const canExport = useCan('export');
  const date = { format: (d: Date) => formatDate(d, locale) };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const buy = async (id: number) => {
    try {
      await billingApi.buyPackage(id);
      notify(t('billing.bought'), { type: 'success' });
      setRound((x) => x + 1);
    } catch {
      /* shown */
    }
  };
  return (
    <>
      <Card sx={{ minWidth: 0 }} data-testid="capacity">
        <CardContent>
          <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 1 }}>
            <Typography variant="subtitle1" fontWeight={600}>
              {t('billing.capacity')}
            </Typography>
            {canExport && <ExportMenu source="bill_capacity" filter={{}} disabled={!r.data?.total} />}
          </Stack>
          <ScreenStates
            loading={r.loading && !r.data}
            error={r.error}
            denied={r.error?.status === 403}
            empty={!r.data?.list.length}
            onRetry={r.reload}
          >
            {/* on a phone one card per subscription: a table hid the usage columns past the screen's edge */}
            {phone && <CapacityCards rows={r.data?.list ?? []} date={date} onBuy={buy} />}
            <TableContainer sx={{ overflowX: 'auto', display: phone ? 'none' : undefined }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.capability')}</TableCell>
                    <TableCell>{t('billing.app')}</TableCell>
                    <TableCell>{t('billing.env')}</TableCell>
                    <TableCell>{t('billing.rule')}</TableCell>
                    <TableCell align="right">{t('billing.used_today')}</TableCell>
                    <TableCell align="right">{t('billing.used_month')}</TableCell>
                    <TableCell align="right">{t('billing.quota')}</TableCell>
                    <TableCell sx={{ minWidth: 140 }}>{t('billing.remaining')}</TableCell>
                    <TableCell>{t('billing.expires')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.data?.list.map((c) => (
                    <TableRow key={c.r_apply_groups_record_id} data-testid="capacity-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {pick(locale, c.group_name, c.group_name_en) || c.group_id}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.apply_name ?? c.apply_id}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`billing.envs.${c.env_type}`)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{pick(locale, c.rule_name, c.rule_name_en)}</TableCell>
                      <TableCell align="right">{c.used_today}</TableCell>
                      <TableCell align="right">{c.used_month}</TableCell>
                      <TableCell align="right">{c.quota ?? t('billing.unlimited')}</TableCell>
                      <TableCell>
                        <Remaining row={c} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Expiry row={c} date={date} onBuy={buy} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {/* the SPEC's paging (共 N 条, size, jumper), not MUI's "1–1 of 1" */}
            <SpecPagination
              page={page + 1}
              perPage={size}
              total={r.data?.total ?? 0}
              setPage={(p) => setPage(p - 1)}
              setPerPage={setSize}
            />
          </ScreenStates>
        </CardContent>
      </Card>
      <Packages round={round} />
    </>
  );
}
