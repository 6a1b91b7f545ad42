/**
 * The work-order lists: my open tasks (/process/upcoming), what I applied for or handled (/process/related) and
 * every open task (/process/admin/task-manager, with the overdue filter and reassign). Their rows open the
 * handling page of the work order, not a record page, which is why they are small screens and not descriptors.
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { handlePath, pick, when, wo, type OrderRow, type TaskRow, type UserBrief } from './api.ts';
import { StateChip, UserPicker } from './WorkOrderInputs.tsx';

type Column<T> = OperationColumn<T>;

function useTaskColumns(withHolder: boolean): Column<TaskRow>[] {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return [
    {
      key: 'title',
      label: t('workorders.title'),
      render: (r) => (
        <Typography variant="body2" fontWeight={600}>
          {pick(locale, r.title, r.title_en)}
        </Typography>
      ),
    },
    { key: 'step', label: t('workorders.step'), render: (r) => pick(locale, r.step_name, r.step_name_en) },
    { key: 'process', label: t('workorders.process'), render: (r) => pick(locale, r.process_name, r.process_name_en) },
    { key: 'applicant', label: t('workorders.applicant'), render: (r) => r.applicant_name },
    ...(withHolder ? [{ key: 'holder', label: t('workorders.holder'), render: (r: TaskRow) => r.assignee_name }] : []),
    { key: 'created', label: t('workorders.created'), render: (r) => when(r.created_at, locale) },
    {
      key: 'due',
      label: t('workorders.due'),
      render: (r) => (
        <Typography variant="body2" color={r.overdue ? 'error' : undefined}>
          {r.overdue ? t('workorders.overdue') : when(r.due_at, locale)}
        </Typography>
      ),
    },
  ];
}

export function Upcoming() {
  const navigate = useNavigate();
  return (
    <OperationList<TaskRow>
      operationId="taskUpcomingPage"
      testid="wo-upcoming"
      rowTestId="wo-row"
      columns={useTaskColumns(false)}
      rowKey={(r) => r.task_id}
      onRow={(r) => navigate(handlePath(r))}
    />
  );
}

export function Related() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [relation, setRelation] = useState('');
  const [state, setState] = useState('');
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState('');
  const columns: Column<OrderRow>[] = [
    {
      key: 'title',
      label: t('workorders.title'),
      render: (r) => (
        <Typography variant="body2" fontWeight={600}>
          {pick(locale, r.title, r.title_en)}
        </Typography>
      ),
    },
    { key: 'state', label: t('workorders.state'), render: (r) => <StateChip state={r.state} /> },
    { key: 'process', label: t('workorders.process'), render: (r) => pick(locale, r.process_name, r.process_name_en) },
    { key: 'relation', label: t('workorders.relation'), render: (r) => t(`workorders.${r.relation}`) },
    { key: 'applicant', label: t('workorders.applicant'), render: (r) => r.applicant_name },
    { key: 'created', label: t('workorders.created'), render: (r) => when(r.created_at, locale) },
    { key: 'finished', label: t('workorders.finished'), render: (r) => when(r.finished_at, locale) },
  ];
  const toolbar = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        size="small"
        label={t('workorders.search')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setQuery(title.trim());
        }}
        onBlur={() => setQuery(title.trim())}
      />
      <TextField
        size="small"
        select
        label={t('workorders.relation')}
        value={relation}
        onChange={(e) => setRelation(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{t('workorders.all')}</MenuItem>
        <MenuItem value="applied">{t('workorders.applied')}</MenuItem>
        <MenuItem value="handled">{t('workorders.handled')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        select
        label={t('workorders.state')}
        value={state}
        onChange={(e) => setState(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{t('workorders.all')}</MenuItem>
        {['pending', 'approved', 'rejected', 'returned', 'withdrawn'].map((s) => (
          <MenuItem key={s} value={s}>
            {t(`workorders.states.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
  return (
    <OperationList<OrderRow>
      operationId="workOrderRelatedPage"
      query={{ relation, state, title: query }}
      testid="wo-related"
      rowTestId="wo-row"
      columns={columns}
      rowKey={(r) => r.work_order_id}
      onRow={(r) => navigate(handlePath(r))}
      toolbar={toolbar}
    />
  );
}

export function TaskManager() {
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [overdue, setOverdue] = useState(false);
  const [picked, setPicked] = useState<TaskRow | null>(null);
  const [target, setTarget] = useState<UserBrief | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const columns = [
    ...useTaskColumns(true),
    {
      key: 'reassign',
      label: '',
      render: (r: TaskRow) => (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            setPicked(r);
            setTarget(null);
          }}
          data-testid="wo-reassign"
        >
          {t('workorders.reassign')}
        </Button>
      ),
    },
  ];
  const save = async () => {
    if (!picked || !target) return;
    try {
      await wo.reassign(picked.task_id, target.user_id);
      notify('workorders.reassigned', { type: 'success' });
      setPicked(null);
      setReloadKey((k) => k + 1);
    } catch {
      /* the wrapper showed the message */
    }
  };
  return (
    <>
      <OperationList<TaskRow>
        operationId="taskAdminPage"
        query={{ overdue: overdue ? true : undefined }}
        testid="wo-task-manager"
        rowTestId="wo-row"
        columns={columns}
        rowKey={(r) => r.task_id}
        onRow={(r) => navigate(handlePath(r))}
        reloadKey={reloadKey}
        toolbar={
          <FormControlLabel
            control={<Checkbox checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />}
            label={t('workorders.overdue_only')}
          />
        }
      />
      <Dialog open={!!picked} onClose={() => setPicked(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('workorders.reassign')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <UserPicker label={t('workorders.to_user')} onPick={setTarget} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPicked(null)}>{t('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!target} onClick={() => void save()}>
            {t('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
