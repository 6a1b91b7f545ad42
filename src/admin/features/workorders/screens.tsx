/**
 * The work-order screens registered by route name (src/app/routes.ts): handling page, phone page,
 * create-ticket, the user's summary, and the three lists (lists.tsx).
 */
import { MissingWorkOrder } from '../../screens/landing/MissingWorkOrder.tsx';
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiRequestError } from '../../../api/errors.ts';
import { isLoggedIn } from '../../../api/session.ts';
import { ErrorState, LoadingState } from '../../../shell/ui/states.tsx';
import { handlePath, pick, when, wo, type TemplateField } from './api.ts';
import { RequestView } from './RequestSummary.tsx';
import { History, Section, Structure, useWorkOrder, WorkOrderPanel } from './WorkOrderPanel.tsx';
import { FormEditor, StateChip } from './WorkOrderInputs.tsx';
import { Actions } from './WorkOrderActions.tsx';

export { Related, TaskManager, Upcoming } from './lists.tsx';

const queryId = (search: string) => Number(new URLSearchParams(search).get('work_order_id')) || 0;

export function HandleTicket() {
  const location = useLocation();
  const id = queryId(location.search);
  if (!id) return <MissingWorkOrder />;
  return <WorkOrderPanel key={id} id={id} />;
}

/** /mobileApprove: phone-first (375 px): read the request and the steps, approve or reject with a comment. */
export function MobileApprove() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const navigate = useNavigate();
  const id = queryId(location.search);
  const loggedIn = isLoggedIn();
  useEffect(() => {
    // a public route: send the visitor to log in and come back here with the same query
    if (!loggedIn)
      navigate(`/login?return=mobileApprove&${new URLSearchParams(location.search).toString()}`, { replace: true });
  }, [loggedIn, navigate, location.search]);
  const { detail, error, reload } = useWorkOrder(loggedIn ? id : 0);
  if (!loggedIn) return <LoadingState minHeight={320} />;
  if (!id) return <MissingWorkOrder />;
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!detail) return <LoadingState minHeight={320} />;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', p: 1.5, pb: 4 }} data-testid="wo-mobile">
      <Typography variant="overline" color="text.secondary">
        {t('workorders.mobile_title')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h6" sx={{ flex: 1, wordBreak: 'break-word' }} data-testid="wo-title">
          {pick(locale, detail.title, detail.title_en)}
        </Typography>
        <StateChip state={detail.state} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {pick(locale, detail.process_name, detail.process_name_en)} · {detail.applicant_name} ·{' '}
        {when(detail.created_at, locale)}
      </Typography>
      <Stack spacing={1.5}>
        <Section title={t('workorders.form')}>
          <RequestView detail={detail} />
        </Section>
        <Section title={t('workorders.structure')}>
          <Structure detail={detail} compact />
        </Section>
        <Section title={t('workorders.handle')}>
          <Actions key={detail.history.length} detail={detail} compact onDone={reload} />
        </Section>
        <Section title={t('workorders.history')}>
          <History detail={detail} />
        </Section>
        <Button variant="text" size="small" onClick={() => navigate(handlePath(detail))}>
          {t('workorders.desktop')}
        </Button>
      </Stack>
    </Box>
  );
}

type Startable = Awaited<ReturnType<typeof wo.startable>>[number];

export function CreateTicket() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const navigate = useNavigate();
  const [processes, setProcesses] = useState<Startable[] | null>(null);
  const [processId, setProcessId] = useState<number | ''>('');
  const [title, setTitle] = useState('');
  const [form, setForm] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    wo.startable().then(
      (list) => {
        setProcesses(list);
        if (list.length) setProcessId(list[0].process_id);
      },
      () => setProcesses([]),
    );
  }, []);
  if (!processes) return <LoadingState minHeight={320} />;
  const process = processes.find((p) => p.process_id === processId);
  const fields: TemplateField[] = process?.template?.fields ?? [];
  const submit = async () => {
    if (!process) return;
    setBusy(true);
    setErrors({});
    try {
      const clean = Object.fromEntries(
        Object.entries(form).filter(([, v]) => v !== null && v !== undefined && v !== ''),
      );
      const r = await wo.create({ process_id: process.process_id, title: title.trim(), form: clean });
      notify('workorders.created_ok', { type: 'success' });
      navigate(handlePath(r));
    } catch (e) {
      if (e instanceof ApiRequestError && e.fieldErrors)
        setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.field, f.message])));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ m: 1, maxWidth: 720 }} data-testid="wo-create">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {t('routes.createTicket')}
        </Typography>
        {!processes.length ? (
          <Alert severity="info">{t('workorders.create.none')}</Alert>
        ) : (
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={t('workorders.create.choose')}
              value={processId}
              onChange={(e) => {
                setProcessId(Number(e.target.value));
                setForm({});
              }}
              helperText={process?.description}
              inputProps={{ 'data-testid': 'wo-process' }}
            >
              {processes.map((p) => (
                <MenuItem key={p.process_id} value={p.process_id}>
                  {pick(locale, p.process_name, p.process_name_en)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={`${t('workorders.create.title_field')} *`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title}
              inputProps={{ 'data-testid': 'wo-title-input', maxLength: 200 }}
            />
            <FormEditor fields={fields} value={form} onChange={setForm} errors={errors} />
            <Box>
              <Button
                variant="contained"
                disabled={busy || !title.trim()}
                onClick={() => void submit()}
                data-testid="wo-submit"
              >
                {t('workorders.create.submit')}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** /processInformation: the user's own figures. */
export function ProcessInformation() {
  const t = useTranslate();
  const [data, setData] = useState<Record<string, number | null> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    wo.summary().then(setData, setError);
  }, []);
  if (error) return <ErrorState message={error.message} />;
  if (!data) return <LoadingState minHeight={200} />;
  const figures: Array<[string, number | null]> = [
    ['applied', data.applied],
    ['pending', data.applied_pending],
    ['approved', data.applied_approved],
    ['rejected', data.applied_rejected],
    ['handled', data.handled],
    ['waiting', data.waiting],
    ['avg_decision', data.avg_decision_hours],
    ['avg_handling', data.avg_handling_hours],
  ];
  return (
    <Box
      sx={{ m: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      data-testid="wo-summary"
    >
      {figures.map(([k, v]) => (
        <Card key={k} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {t(`workorders.summary.${k}`)}
            </Typography>
            <Typography variant="h5" data-testid={`wo-summary-${k}`}>
              {v ?? '—'}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
