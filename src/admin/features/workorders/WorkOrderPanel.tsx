/**
 * One work order as its handler and applicant see it: the request, the process structure with the current step
 * highlighted, the history, and the actions the caller may take (approve, reject, return, transfer; withdraw and
 * resubmit for the applicant: WorkOrderActions.tsx). `compact` is the phone layout of /mobileApprove (approve and
 * reject only).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { LoadingState, ErrorState } from '../../../shell/ui/states.tsx';
import { pick, when, wo, type OrderDetail } from './api.ts';
import { RequestView } from './RequestSummary.tsx';
import { fileUrl } from './FormView.tsx';
import { StateChip } from './WorkOrderInputs.tsx';
import { Actions } from './WorkOrderActions.tsx';

export function Structure({ detail, compact }: { detail: OrderDetail; compact?: boolean }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const active = detail.steps.findIndex((s) => s.state === 'current' || s.state === 'returned');
  return (
    <Stepper
      orientation="vertical"
      activeStep={active < 0 ? detail.steps.length : active}
      data-testid="wo-structure"
      nonLinear
    >
      {detail.steps.map((s) => (
        <Step
          key={s.step_no}
          completed={s.state === 'done'}
          active={s.state === 'current' || s.state === 'returned'}
          expanded
          data-testid={`wo-step-${s.step_no}`}
          data-state={s.state}
        >
          <StepLabel
            error={s.state === 'rejected'}
            sx={
              s.state === 'current'
                ? { '& .MuiStepLabel-label': { fontWeight: 700, color: 'primary.main' } }
                : undefined
            }
            optional={
              <Typography variant="caption" color="text.secondary">
                {t(`workorders.step_states.${s.state}`)} · {t(`workorders.kinds.${s.approver_kind}`)}
                {compact ? '' : ` · ${t(`workorders.modes.${s.mode}`)}`}
                {s.time_limit_hours ? ` · ${s.time_limit_hours}h` : ''}
              </Typography>
            }
          >
            {pick(locale, s.step_name, s.step_name_en)}
          </StepLabel>
          <StepContent>
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {s.tasks.map((task) => (
                <Chip
                  key={task.task_id}
                  size="small"
                  variant={task.state === 'open' ? 'filled' : 'outlined'}
                  color={
                    task.state === 'approved'
                      ? 'success'
                      : task.state === 'rejected'
                        ? 'error'
                        : task.overdue
                          ? 'warning'
                          : 'default'
                  }
                  label={`${task.assignee_name ?? task.assignee_id} · ${t(`workorders.task_states.${task.state}`)}${task.overdue ? ` · ${t('workorders.overdue')}` : ''}`}
                />
              ))}
            </Stack>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}

export function History({ detail }: { detail: OrderDetail }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={1} data-testid="wo-history" divider={<Divider flexItem />}>
      {detail.history.map((h) => (
        <Box key={h.history_id} data-testid="wo-history-item" data-action={h.action}>
          <Typography variant="body2">
            {h.via_agent_client ? (
              // an agent took this step for the user through the store's MCP (apply_for_access, say)
              <strong data-testid="wo-history-agent">
                {t('workorders.by_agent', { client: h.via_agent_client, user: h.actor_name ?? '' })}
              </strong>
            ) : (
              <strong>{h.actor_name ?? (locale === 'en' ? 'System' : '系统')}</strong>
            )}{' '}
            · {t(`workorders.actions.${h.action}`)}
            {h.to_user_name ? ` → ${h.to_user_name}` : ''}
            {h.step_no ? ` · #${h.step_no}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {when(h.created_at, locale)}
          </Typography>
          {h.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {h.comment}
            </Typography>
          )}
          {h.attachments.map((f) => (
            <FileDownload key={f} url={fileUrl(f)} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}
export function useWorkOrder(id: number) {
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const load = useCallback(() => {
    setError(null);
    wo.detail(id).then(setDetail, (e: Error) => setError(e));
  }, [id]);
  useEffect(() => {
    if (id) load();
  }, [id, load]);
  return { detail, error, reload: load };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The desktop handling page's body. */
export function WorkOrderPanel({ id }: { id: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { detail, error, reload } = useWorkOrder(id);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!detail) return <LoadingState minHeight={320} />;
  return (
    <Stack spacing={2} sx={{ p: 1 }} data-testid="wo-panel">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="h6" data-testid="wo-title">
          {pick(locale, detail.title, detail.title_en)}
        </Typography>
        <StateChip state={detail.state} />
        <Typography variant="body2" color="text.secondary">
          {pick(locale, detail.process_name, detail.process_name_en)} · {t('workorders.version')}{' '}
          {detail.process_version} · {detail.applicant_name} · {when(detail.created_at, locale)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Stack spacing={2}>
          <Section title={t('workorders.form')}>
            <RequestView detail={detail} />
          </Section>
          <Section title={t('workorders.handle')}>
            <Actions key={detail.history.length} detail={detail} onDone={reload} />
          </Section>
        </Stack>
        <Stack spacing={2}>
          <Section title={t('workorders.structure')}>
            <Structure detail={detail} />
          </Section>
          <Section title={t('workorders.history')}>
            <History detail={detail} />
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}
