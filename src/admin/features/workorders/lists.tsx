/**
 * The work-order lists: my open tasks (/process/upcoming), what I applied for or handled (/process/related) and
 * every open task (/process/admin/task-manager, with the overdue filter and reassign). Their rows open the
 * handling page of the work order, not a record page, which is why they are small screens and not descriptors.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Box, Button, Card, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Table, TableBody,
  TableCell, TableHead, TablePagination, TableRow, TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../../shell/ui/states.tsx';
import { PAGE_SIZE_OPTIONS } from '../../../shared/constants.ts';
import { handlePath, pick, when, wo, type OrderRow, type Page, type TaskRow, type UserBrief } from './api.ts';
import { StateChip, UserPicker } from './WorkOrderPanel.tsx';

interface Column<T> { key: string; label: string; render: (row: T) => ReactNode }

function usePaged<T>(load: (page: number, size: number) => Promise<Page<T>>, deps: unknown[]) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [data, setData] = useState<Page<T> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const reload = useCallback(() => {
    setError(null);
    load(page, size).then(setData, (e: Error) => setError(e));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, size, ...deps]);
  useEffect(reload, [reload]);
  return { page, size, data, error, reload, setPage, setSize };
}

function PagedTable<T>({ testid, columns, paged, rowKey, onRow, toolbar }: {
  testid: string; columns: Column<T>[]; paged: ReturnType<typeof usePaged<T>>; rowKey: (r: T) => number; onRow: (r: T) => void; toolbar?: ReactNode;
}) {
  const t = useTranslate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, error, reload } = paged;
  return (
    <Card sx={{ m: 1 }} data-testid={testid}>
      {toolbar && <Box sx={{ p: 2, pb: 0 }}>{toolbar}</Box>}
      {error ? <ErrorState message={error.message} onRetry={reload} /> : !data ? <LoadingState minHeight={200} /> : !data.list.length ? <EmptyState /> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            {!phone && (
              <TableHead>
                <TableRow>{columns.map((c) => <TableCell key={c.key}>{c.label}</TableCell>)}</TableRow>
              </TableHead>
            )}
            <TableBody>
              {data.list.map((r) => (
                <TableRow key={rowKey(r)} hover sx={{ cursor: 'pointer' }} onClick={() => onRow(r)} data-testid="wo-row">
                  {(phone ? columns.slice(0, 2) : columns).map((c) => <TableCell key={c.key}>{c.render(r)}</TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <TablePagination component="div" count={data?.total ?? 0} page={paged.page - 1} rowsPerPage={paged.size}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]} labelRowsPerPage={t('ra.navigation.page_rows_per_page')}
        onPageChange={(_e, p) => paged.setPage(p + 1)} onRowsPerPageChange={(e) => { paged.setSize(Number(e.target.value)); paged.setPage(1); }} />
    </Card>
  );
}

function useTaskColumns(withHolder: boolean): Column<TaskRow>[] {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return [
    { key: 'title', label: t('workorders.title'), render: (r) => <Typography variant="body2" fontWeight={600}>{pick(locale, r.title, r.title_en)}</Typography> },
    { key: 'step', label: t('workorders.step'), render: (r) => pick(locale, r.step_name, r.step_name_en) },
    { key: 'process', label: t('workorders.process'), render: (r) => pick(locale, r.process_name, r.process_name_en) },
    { key: 'applicant', label: t('workorders.applicant'), render: (r) => r.applicant_name },
    ...(withHolder ? [{ key: 'holder', label: t('workorders.holder'), render: (r: TaskRow) => r.assignee_name }] : []),
    { key: 'created', label: t('workorders.created'), render: (r) => when(r.created_at, locale) },
    {
      key: 'due', label: t('workorders.due'),
      render: (r) => <Typography variant="body2" color={r.overdue ? 'error' : undefined}>{r.overdue ? t('workorders.overdue') : when(r.due_at, locale)}</Typography>,
    },
  ];
}

export function Upcoming() {
  const navigate = useNavigate();
  const paged = usePaged((p, s) => wo.upcoming(p, s), []);
  return <PagedTable testid="wo-upcoming" columns={useTaskColumns(false)} paged={paged} rowKey={(r) => r.task_id} onRow={(r) => navigate(handlePath(r))} />;
}

export function Related() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [relation, setRelation] = useState('');
  const [state, setState] = useState('');
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState('');
  const paged = usePaged<OrderRow>((p, s) => wo.related({ page_num: p, page_size: s, relation, state, title: query }), [relation, state, query]);
  const columns: Column<OrderRow>[] = [
    { key: 'title', label: t('workorders.title'), render: (r) => <Typography variant="body2" fontWeight={600}>{pick(locale, r.title, r.title_en)}</Typography> },
    { key: 'state', label: t('workorders.state'), render: (r) => <StateChip state={r.state} /> },
    { key: 'process', label: t('workorders.process'), render: (r) => pick(locale, r.process_name, r.process_name_en) },
    { key: 'relation', label: t('workorders.relation'), render: (r) => t(`workorders.${r.relation}`) },
    { key: 'applicant', label: t('workorders.applicant'), render: (r) => r.applicant_name },
    { key: 'created', label: t('workorders.created'), render: (r) => when(r.created_at, locale) },
    { key: 'finished', label: t('workorders.finished'), render: (r) => when(r.finished_at, locale) },
  ];
  const toolbar = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField size="small" label={t('workorders.search')} value={title} onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') setQuery(title.trim()); }} onBlur={() => setQuery(title.trim())} />
      <TextField size="small" select label={t('workorders.relation')} value={relation} onChange={(e) => setRelation(e.target.value)} sx={{ minWidth: 140 }}>
        <MenuItem value="">{t('workorders.all')}</MenuItem>
        <MenuItem value="applied">{t('workorders.applied')}</MenuItem>
        <MenuItem value="handled">{t('workorders.handled')}</MenuItem>
      </TextField>
      <TextField size="small" select label={t('workorders.state')} value={state} onChange={(e) => setState(e.target.value)} sx={{ minWidth: 140 }}>
        <MenuItem value="">{t('workorders.all')}</MenuItem>
        {['pending', 'approved', 'rejected', 'returned', 'withdrawn'].map((s) => <MenuItem key={s} value={s}>{t(`workorders.states.${s}`)}</MenuItem>)}
      </TextField>
    </Stack>
  );
  return <PagedTable testid="wo-related" columns={columns} paged={paged} rowKey={(r) => r.work_order_id} onRow={(r) => navigate(handlePath(r))} toolbar={toolbar} />;
}

export function TaskManager() {
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [overdue, setOverdue] = useState(false);
  const [picked, setPicked] = useState<TaskRow | null>(null);
  const [target, setTarget] = useState<UserBrief | null>(null);
  const paged = usePaged((p, s) => wo.adminTasks({ page_num: p, page_size: s, overdue: overdue ? true : undefined }), [overdue]);
  const columns = [
    ...useTaskColumns(true),
    {
      key: 'reassign', label: '', render: (r: TaskRow) => (
        <Button size="small" onClick={(e) => { e.stopPropagation(); setPicked(r); setTarget(null); }} data-testid="wo-reassign">{t('workorders.reassign')}</Button>
      ),
    },
  ];
  const save = async () => {
    if (!picked || !target) return;
    try {
      await wo.reassign(picked.task_id, target.user_id);
      notify('workorders.reassigned', { type: 'success' });
      setPicked(null);
      paged.reload();
    } catch { /* the wrapper showed the message */ }
  };
  return (
    <>
      <PagedTable testid="wo-task-manager" columns={columns} paged={paged} rowKey={(r) => r.task_id} onRow={(r) => navigate(handlePath(r))}
        toolbar={<FormControlLabel control={<Checkbox checked={overdue} onChange={(e) => { setOverdue(e.target.checked); paged.setPage(1); }} />} label={t('workorders.overdue_only')} />} />
      <Dialog open={!!picked} onClose={() => setPicked(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('workorders.reassign')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}><UserPicker label={t('workorders.to_user')} onPick={setTarget} /></DialogContent>
        <DialogActions>
          <Button onClick={() => setPicked(null)}>{t('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!target} onClick={() => void save()}>{t('ra.action.confirm')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
