/** The exports started in this tab, bottom right: progress while they run, the download once they are done. */
import { useEffect } from 'react';
import { Box, Button, IconButton, LinearProgress, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routeByName } from '../../shared/routes.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { saveFile } from '../ui/save-file.ts';
import { dismissExport, downloadExport, isOpen, refreshExports, useExports, type ExportRecord } from './tray.ts';

const POLL_MS = 800;
const RECORDS_PATH = routeByName.get('exportRecord')!.path;

function JobCard({ job }: { job: ExportRecord }) {
  const t = useTranslate();
  const location = useLocation();
  const total = job.total_rows ?? 0;
  const percent = total
    ? Math.min(100, Math.round((job.processed_rows / total) * 100))
    : job.state === 'done'
      ? 100
      : 0;
  const status =
    job.state === 'queued'
      ? t('exports.queued')
      : job.state === 'running'
        ? job.total_rows === null
          ? t('exports.progress_open', { done: job.processed_rows })
          : t('exports.progress', { done: job.processed_rows, total })
        : job.state === 'done'
          ? t('exports.done', { total: job.processed_rows })
          : job.error_message || t('exports.failed');
  return (
    <Paper
      elevation={6}
      sx={{ p: 1.5, width: 320, maxWidth: 'calc(100vw - 32px)' }}
      data-testid="export-job"
      data-state={job.state}
    >
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" fontWeight={600} noWrap title={job.file_name}>
            {job.file_name}
          </Typography>
          <Typography
            variant="caption"
            color={job.state === 'failed' ? 'error' : 'text.secondary'}
            data-testid="export-status"
          >
            {status}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={t('exports.dismiss')} onClick={() => dismissExport(job.export_job_id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {isOpen(job) && (
        <LinearProgress
          variant={job.state === 'queued' ? 'indeterminate' : 'determinate'}
          value={percent}
          sx={{ my: 1 }}
        />
      )}
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
        {job.state === 'done' && (
          <Button
            size="small"
            variant="contained"
            data-testid="export-download"
            onClick={() => downloadExport(job.export_job_id).then(saveFile, () => undefined)}
          >
            {t('exports.download')}
          </Button>
        )}
        <MuiLink component={Link} to={withKeptQuery(RECORDS_PATH, location.search)} variant="body2">
          {t('exports.records')}
        </MuiLink>
      </Stack>
    </Paper>
  );
}

export function ExportTray() {
  const jobs = useExports();
  const running = jobs.some(isOpen);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refreshExports(), POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (!jobs.length) return null;
  return (
    <Stack spacing={1} sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1300 }} data-testid="export-tray">
      {jobs.slice(0, 3).map((j) => (
        <JobCard key={j.export_job_id} job={j} />
      ))}
    </Stack>
  );
}
