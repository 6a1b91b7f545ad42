/**
 * settlementList: providers see their revenue chart and their settlements; platform admins also set the commission
 * rate and settle pending settlements with a payment reference.
 */
import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { GeneratedList } from '../../resources/generate/index.ts';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi, type S } from '../../features/billing/api.ts';
import { BillingCharts } from '../../features/billing/Charts.tsx';
import { yuan } from '../../features/billing/money.ts';

function Commission() {
  const t = useTranslate();
  const notify = useNotify();
  const s = useRemote((signal) => billingApi.settings(signal), []);
  const [pct, setPct] = useState<string | null>(null);
  const shown = pct ?? (s.data ? String(s.data.commission_rate_bp / 100) : '');
  const bp = /^\d{1,3}(\.\d{1,2})?$/.test(shown) ? Math.round(Number(shown) * 100) : NaN;
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap data-testid="commission">
      <Typography variant="subtitle2">{t('billing.commission')}</Typography>
      <TextField
        size="small"
        label={t('billing.commission_pct')}
        value={shown}
        onChange={(e) => setPct(e.target.value)}
        error={!(bp >= 0 && bp <= 10000)}
        sx={{ width: 120 }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={!(bp >= 0 && bp <= 10000)}
        onClick={async () => {
          try {
            await billingApi.saveSettings({ commission_rate_bp: bp });
            notify(t('billing.saved'), { type: 'success' });
            s.reload();
            setPct(null);
          } catch {
            /* shown by the wrapper */
          }
        }}
      >
        {t('billing.save')}
      </Button>
    </Stack>
  );
}

/** how many days' notice a price increase on a rule with subscribers needs (billing/rule-versions.ts) */
function PriceNotice() {
  const t = useTranslate();
  const notify = useNotify();
  const s = useRemote((signal) => billingApi.settings(signal), []);
  const [days, setDays] = useState<string | null>(null);
  const shown = days ?? (s.data ? String(s.data.price_notice_days) : '');
  const n = /^\d{1,3}$/.test(shown) ? Number(shown) : NaN;
  const valid = n >= 1 && n <= 365;
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap data-testid="price-notice">
      <Typography variant="subtitle2">{t('billing.price_notice')}</Typography>
      <TextField
        size="small"
        label={t('billing.price_notice_days')}
        value={shown}
        onChange={(e) => setDays(e.target.value)}
        error={!valid}
        helperText={valid ? undefined : t('billing.price_notice_range')}
        sx={{ width: 140 }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={!valid}
        onClick={async () => {
          try {
            await billingApi.saveSettings({ price_notice_days: n });
            notify(t('billing.saved'), { type: 'success' });
            s.reload();
            setDays(null);
          } catch {
            /* shown by the wrapper */
          }
        }}
      >
        {t('billing.save')}
      </Button>
    </Stack>
  );
}

type Settlement = S['SettlementPage']['list'][number];

/** the pending settlements, each paid with its payment reference; the paged list below then shows it paid */
function Pending() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [refs, setRefs] = useState<Record<number, string>>({});
  const [round, setRound] = useState(0);
  const pay = async (s: Settlement) => {
    try {
      await billingApi.pay(s.settlement_id, refs[s.settlement_id].trim());
      notify(t('billing.paid'), { type: 'success' });
      setRound((r) => r + 1);
      refresh();
    } catch {
      /* shown */
    }
  };
  const columns: OperationColumn<Settlement>[] = [
    {
      key: 'settlement',
      label: t('billing.settlement'),
      nowrap: true,
      render: (s) => `${s.settlement_no} · ${s.provider_name}`,
    },
    { key: 'net', label: t('billing.net'), align: 'right', render: (s) => yuan(s.net_fen) },
    {
      key: 'ref',
      label: t('billing.payment_ref'),
      render: (s) => (
        <TextField
          size="small"
          value={refs[s.settlement_id] ?? ''}
          onChange={(e) => setRefs({ ...refs, [s.settlement_id]: e.target.value })}
          inputProps={{ maxLength: 64 }}
        />
      ),
    },
    {
      key: 'pay',
      label: '',
      render: (s) => (
        <Button size="small" variant="contained" disabled={!refs[s.settlement_id]?.trim()} onClick={() => void pay(s)}>
          {t('billing.pay')}
        </Button>
      ),
    },
  ];
  return (
    <OperationList<Settlement>
      operationId="settlementPage"
      query={{ state: 'pending' }}
      card={false}
      sx={{}}
      columns={columns}
      rowKey={(s) => s.settlement_id}
      reloadKey={round}
      phone="scroll"
    />
  );
}

export function SettlementList() {
  const t = useTranslate();
  const { identity } = useGetIdentity();
  const admin = Number((identity as { user_type?: number } | undefined)?.user_type ?? 9) <= 1;
  return (
    <>
      {!admin && <BillingCharts side="provider" />}
      {admin && (
        <Card sx={{ mb: 2, minWidth: 0 }}>
          <CardContent>
            <Commission />
            <PriceNotice />
            <Typography variant="subtitle1" fontWeight={600} sx={{ mt: 2 }}>
              {t('billing.pending_settlements')}
            </Typography>
            <Pending />
          </CardContent>
        </Card>
      )}
      <GeneratedList />
    </>
  );
}
