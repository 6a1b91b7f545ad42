/**
 * Alarms (alarmList): the generated list of alarm rules, and below it the alarm records they raised (firing,
 * then recovered), newest first, in the caller's scope. Records refresh every 30 s while one is firing.
 */
import { useEffect, useState } from 'react';
import {
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { components } from '../../../api/generated/gateway.ts';
import { operations } from '../../../api/generated/operations.ts';
import { request } from '../../../api/request.ts';
import { GeneratedList } from '../../resources/generate/index.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { formatDateTime } from '../../../shared/dates.ts';

type RecordPage = components['schemas']['AlarmRecordPage'];
const [, RECORDS] = operations.alarmRecordPage;

export function AlarmRecords() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const records = useRemote(
    (signal) =>
      request<RecordPage>(
        { url: RECORDS, method: 'GET', query: { page_num: page + 1, page_size: size }, signal },
        { notify: false },
      ),
    [page, size, locale],
  );
  const firing = records.data?.list.some((r) => r.record_state === 'firing');
  useEffect(() => {
    if (!firing) return;
    const timer = setInterval(records.reload, 30_000);
    return () => clearInterval(timer);
  }, [firing, records.reload]);
  // one date format per language (dates.ts), with seconds: alarms fire and recover within a minute
  const time = { format: (d: Date) => formatDateTime(d, locale, { seconds: true }) };
  return (
    <Card sx={{ mt: 2, minWidth: 0 }} data-testid="alarm-records">
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600} gutterBottom>
          {t('alarms.records')}
        </Typography>
        <ScreenStates
          loading={records.loading && !records.data}
          error={records.error}
          denied={records.error?.status === 403}
          empty={!records.data?.list.length}
          onRetry={records.reload}
        >
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('alarms.rule')}</TableCell>
                  <TableCell>{t('alarms.state')}</TableCell>
                  <TableCell>{t('alarms.metric')}</TableCell>
                  <TableCell align="right">{t('alarms.threshold')}</TableCell>
                  <TableCell align="right">{t('alarms.fired_value')}</TableCell>
                  <TableCell>{t('alarms.fired_at')}</TableCell>
                  <TableCell>{t('alarms.recovered_at')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {records.data?.list.map((r) => (
                  <TableRow key={r.alarm_record_id} data-testid="alarm-record" data-state={r.record_state}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.alarm_rule_name}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={r.record_state === 'firing' ? 'error' : 'success'}
                        label={t(`alarms.${r.record_state}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`alarms.metrics.${r.metric}`)}</TableCell>
                    <TableCell align="right">{r.threshold}</TableCell>
                    <TableCell align="right">{r.fired_value ?? '–'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{time.format(new Date(r.fired_at))}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {r.recovered_at ? time.format(new Date(r.recovered_at)) : '–'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={records.data?.total ?? 0}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 20, 50]}
            onPageChange={(_e, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </ScreenStates>
      </CardContent>
    </Card>
  );
}

export const AlarmRuleList = () => (
  <>
    <GeneratedList />
    <AlarmRecords />
  </>
);
