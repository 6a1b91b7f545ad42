/**
 * One work order as its handler and applicant see it: the request, the process structure with the current step
 * highlighted, the history, and the actions the caller may take (approve, reject, return, transfer; withdraw and
 * resubmit for the applicant). `compact` is the phone layout of /mobileApprove (approve and reject only).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  MenuItem,
  Stack,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { operations } from '../../../api/generated/operations.ts';
import { ApiRequestError } from '../../../api/errors.ts';
import { UploadInput } from '../../../shell/ui/UploadInput.tsx';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { LoadingState, ErrorState } from '../../../shell/ui/states.tsx';
import { pick, when, wo, type OrderDetail, type TemplateField, type UserBrief } from './api.ts';
import { RequestView } from './RequestSummary.tsx';
import { fileUrl } from './FormView.tsx';
import { announceTasksChanged } from './tasks-changed.ts';

const [, UPLOAD_URL] = operations.fileUpload;

const stateColor: Record<string, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  pending: 'primary',
  approved: 'success',
  rejected: 'error',
  returned: 'warning',
  withdrawn: 'default',
};

export function StateChip({ state }: { state: string }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      color={stateColor[state] ?? 'default'}
      label={t(`workorders.states.${state}`)}
      data-testid="wo-state"
      data-state={state}
    />
  );
}

/** Inputs for a template's fields; `errors` are the server's, by `form.<key>`. */
export function FormEditor({
  fields,
  value,
  onChange,
  errors,
}: {
  fields: TemplateField[];
  value: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  errors: Record<string, string>;
}) {
  const [locale] = useLocaleState();
  const set = (k: string, v: unknown) => onChange({ ...value, [k]: v });
  return (
    <Stack spacing={2}>
      {fields.map((f) => {
        const label = `${pick(locale, f.label, f.label_en)}${f.required ? ' *' : ''}`;
        const err = errors[`form.${f.key}`];
        const common = {
          label,
          fullWidth: true,
          size: 'small' as const,
          error: !!err,
          helperText: err,
          inputProps: { 'data-testid': `wo-field-${f.key}` },
        };
        const v = value[f.key];
        switch (f.type) {
          case 'textarea':
            return (
              <TextField
                key={f.key}
                {...common}
                multiline
                minRows={3}
                value={v ?? ''}
                onChange={(e) => set(f.key, e.target.value)}
              />
            );
          case 'number':
            return (
              <TextField
                key={f.key}
                {...common}
                type="number"
                value={v ?? ''}
                onChange={(e) => set(f.key, e.target.value === '' ? null : Number(e.target.value))}
              />
            );
          case 'date':
            return (
              <TextField
                key={f.key}
                {...common}
                type="date"
                InputLabelProps={{ shrink: true }}
                value={v ?? ''}
                onChange={(e) => set(f.key, e.target.value || null)}
              />
            );
          case 'choice':
            return (
              <TextField key={f.key} {...common} select value={v ?? ''} onChange={(e) => set(f.key, e.target.value)}>
                {(f.options ?? []).map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {pick(locale, o.label, o.label_en)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'file':
            return (
              <Stack key={f.key} spacing={1}>
                <Typography variant="body2" color={err ? 'error' : 'text.secondary'}>
                  {label}
                  {err ? ` — ${err}` : ''}
                </Typography>
                <UploadInput<{ file_id: string }>
                  url={UPLOAD_URL}
                  extra={{ visibility: 'private' }}
                  onUploaded={(r) => set(f.key, r.file_id)}
                />
                {typeof v === 'string' && v && <FileDownload url={fileUrl(v)} />}
              </Stack>
            );
          case 'user':
            return <UserPicker key={f.key} label={label} error={err} onPick={(u) => set(f.key, u?.user_id ?? null)} />;
          default:
            return <TextField key={f.key} {...common} value={v ?? ''} onChange={(e) => set(f.key, e.target.value)} />;
        }
      })}
    </Stack>
  );
}

export function UserPicker({
  label,
  error,
  onPick,
}: {
  label: string;
  error?: string;
  onPick: (u: UserBrief | null) => void;
}) {
  const [options, setOptions] = useState<UserBrief[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!text.trim()) return;
    const timer = setTimeout(() => {
      wo.users(text.trim()).then(setOptions, () => setOptions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Autocomplete
      options={options}
      filterOptions={(x) => x}
      onInputChange={(_e, v) => setText(v)}
      onChange={(_e, u) => onPick(u)}
      getOptionLabel={(u) => (u.user_real_name ? `${u.user_real_name} (${u.user_name})` : u.user_name)}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          error={!!error}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': 'wo-user-picker' }}
        />
      )}
    />
  );
}

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

function fieldErrors(e: unknown): Record<string, string> {
  return e instanceof ApiRequestError && e.fieldErrors
    ? Object.fromEntries(e.fieldErrors.map((f) => [f.field, f.message]))
    : {};
}

/** The caller's actions on the work order, then `onDone` reloads it. */
export function Actions({ detail, compact, onDone }: { detail: OrderDetail; compact?: boolean; onDone: () => void }) {
  const t = useTranslate();
  const notify = useNotify();
  const [comment, setComment] = useState('');
  const [target, setTarget] = useState<UserBrief | null>(null);
  const [files, setFiles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState<Record<string, unknown>>(detail.form);
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setErrors({});
    try {
      await fn();
      notify('workorders.handled_ok', { type: 'success' });
      setComment('');
      setFiles([]);
      announceTasksChanged();
      onDone();
    } catch (e) {
      setErrors(fieldErrors(e));
    } finally {
      setBusy(false);
    }
  };
  const act = (action: string) =>
    run(() =>
      wo.handle({
        task_id: detail.my_task_id!,
        action,
        comment: comment.trim() || null,
        to_user_id: action === 'transfer' ? (target?.user_id ?? null) : null,
        attachments: files,
      }),
    );
  if (!detail.my_task_id && !detail.can_withdraw) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="wo-no-action">
        {t('workorders.no_action')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} data-testid="wo-actions">
      {detail.can_resubmit && (
        <>
          <Alert severity="warning">{t('workorders.resubmit_hint')}</Alert>
          {detail.template && (
            <FormEditor fields={detail.template.fields} value={form} onChange={setForm} errors={errors} />
          )}
        </>
      )}
      {(detail.my_task_id || detail.can_resubmit) && (
        <TextField
          label={t('workorders.comment')}
          helperText={errors.comment ?? t('workorders.comment_hint')}
          error={!!errors.comment}
          multiline
          minRows={compact ? 2 : 3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          fullWidth
          inputProps={{ 'data-testid': 'wo-comment' }}
        />
      )}
      {detail.my_task_id && !compact && (
        <>
          <UserPicker label={t('workorders.to_user')} error={errors.to_user_id} onPick={setTarget} />
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <UploadInput<{ file_id: string }>
              url={UPLOAD_URL}
              extra={{ visibility: 'private' }}
              onUploaded={(r) => setFiles((f) => [...f, r.file_id])}
            />
            {files.map((f) => (
              <FileDownload key={f} url={fileUrl(f)} />
            ))}
          </Stack>
        </>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {detail.my_task_id && (
          <>
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => void act('approve')}
              data-testid="wo-approve"
              size={compact ? 'large' : 'medium'}
              sx={compact ? { flex: 1 } : undefined}
            >
              {t('workorders.actions.approve')}
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={busy}
              onClick={() => void act('reject')}
              data-testid="wo-reject"
              size={compact ? 'large' : 'medium'}
              sx={compact ? { flex: 1 } : undefined}
            >
              {t('workorders.actions.reject')}
            </Button>
            {!compact && (
              <Button variant="outlined" disabled={busy} onClick={() => void act('return')} data-testid="wo-return">
                {t('workorders.actions.return')}
              </Button>
            )}
            {!compact && (
              <Button
                variant="outlined"
                disabled={busy || !target}
                onClick={() => void act('transfer')}
                data-testid="wo-transfer"
              >
                {t('workorders.actions.transfer')}
              </Button>
            )}
          </>
        )}
        {detail.can_resubmit && (
          <Button
            variant="contained"
            disabled={busy}
            data-testid="wo-resubmit"
            onClick={() => void run(() => wo.resubmit(detail.work_order_id, form, comment))}
          >
            {t('workorders.actions.resubmit')}
          </Button>
        )}
        {detail.can_withdraw && (
          <Button
            variant="text"
            color="warning"
            disabled={busy}
            data-testid="wo-withdraw"
            onClick={() => {
              if (window.confirm(t('workorders.confirm_withdraw')))
                void run(() => wo.withdraw(detail.work_order_id, comment));
            }}
          >
            {t('workorders.actions.withdraw')}
          </Button>
        )}
      </Stack>
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
