/**
 * Alarms (alarmList): the generated list of alarm rules, and below it the alarm records they raised (firing,
 * then recovered), newest first, in the caller's scope. Records refresh every 30 s while one is firing.
 */
import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { components } from '../../../api/generated/gateway.ts';
import { GeneratedList } from '../../resources/generate/index.ts';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

type AlarmRecord = components['schemas']['AlarmRecordPage']['list'][number];

export function AlarmRecords() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [firing, setFiring] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!firing) return;
    const timer = setInterval(() => setRound((r) => r + 1), 30_000);
    return () => clearInterval(timer);
  }, [firing]);
  // one date format per language (dates.ts), with seconds: alarms fire and recover within a minute
  const time = (iso: string) => formatDateTime(new Date(iso), locale, { seconds: true });
  const columns: OperationColumn<AlarmRecord>[] = [
    { key: 'rule', label: t('alarms.rule'), nowrap: true, render: (r) => r.alarm_rule_name },
    {
      key: 'state',
      label: t('alarms.state'),
      render: (r) => (
        <Chip
          size="small"
          color={r.record_state === 'firing' ? 'error' : 'success'}
          label={t(`alarms.${r.record_state}`)}
        />
      ),
    },
    { key: 'metric', label: t('alarms.metric'), nowrap: true, render: (r) => t(`alarms.metrics.${r.metric}`) },
    { key: 'threshold', label: t('alarms.threshold'), align: 'right', render: (r) => r.threshold },
    { key: 'fired_value', label: t('alarms.fired_value'), align: 'right', render: (r) => r.fired_value ?? '–' },
    { key: 'fired_at', label: t('alarms.fired_at'), nowrap: true, render: (r) => time(r.fired_at) },
    {
      key: 'recovered_at',
      label: t('alarms.recovered_at'),
      nowrap: true,
      render: (r) => (r.recovered_at ? time(r.recovered_at) : '–'),
    },
  ];
  return (
    <OperationList<AlarmRecord>
      // the records' names come in the caller's language: another language loads them again
      key={locale}
      operationId="alarmRecordPage"
      testid="alarm-records"
      sx={{ mt: 2 }}
      heading={t('alarms.records')}
      columns={columns}
      rowKey={(r) => r.alarm_record_id}
      rowTestId="alarm-record"
      rowData={(r) => ({ 'data-state': r.record_state })}
      reloadKey={round}
      // a firing record is looked at again every 30 s until it recovers
      onData={(p) => setFiring(p.list.some((r) => r.record_state === 'firing'))}
      phone="scroll"
    />
  );
}

export const AlarmRuleList = () => (
  <>
    <GeneratedList />
    <AlarmRecords />
  </>
);
