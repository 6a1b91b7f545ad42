/**
 * The caller's actions on one work order: approve, reject, return, transfer (with a note and attachments), and
 * withdraw and resubmit for the applicant; `compact` is the phone layout (approve and reject only).
 */
import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { operations } from '../../../api/generated/operations.ts';
import { ApiRequestError } from '../../../api/errors.ts';
import { UploadInput } from '../../../shell/ui/UploadInput.tsx';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { wo, type OrderDetail, type UserBrief } from './api.ts';
import { fileUrl } from './FormView.tsx';
import { announceTasksChanged } from './tasks-changed.ts';
import { FormEditor, UserPicker } from './WorkOrderInputs.tsx';

const [, UPLOAD_URL] = operations.fileUpload;

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
