/** The editor of one step of a process: name, approvers, mode, skip condition, time limit and what happens on expiry. */
import {
  Box,
  Card,
  CardContent,
  Divider,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { StepDraft } from './process-steps.ts';

const KINDS = ['platform_admin', 'subject_owner', 'user', 'role', 'team'];
const OPS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'empty', 'not_empty'];

export function StepEditor({
  step,
  onChange,
  onMove,
  onRemove,
  index,
  count,
}: {
  step: StepDraft;
  onChange: (s: StepDraft) => void;
  onMove: (d: -1 | 1) => void;
  onRemove: () => void;
  index: number;
  count: number;
}) {
  const t = useTranslate();
  const set = (patch: Partial<StepDraft>) => onChange({ ...step, ...patch });
  const ids = (v: string) =>
    v
      .split(/[,\s，]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  return (
    <Card variant="outlined" data-testid={`wo-step-editor-${index + 1}`}>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            #{index + 1}
          </Typography>
          <Tooltip title={t('workorders.designer.up')}>
            <span>
              <IconButton size="small" disabled={index === 0} onClick={() => onMove(-1)}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('workorders.designer.down')}>
            <span>
              <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(1)}>
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('workorders.designer.remove')}>
            <span>
              <IconButton size="small" disabled={count === 1} onClick={onRemove}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            size="small"
            label={t('workorders.designer.name')}
            value={step.step_name}
            onChange={(e) => set({ step_name: e.target.value })}
          />
          <TextField
            size="small"
            label={t('workorders.designer.name_en')}
            value={step.step_name_en ?? ''}
            onChange={(e) => set({ step_name_en: e.target.value || null })}
          />
          <TextField
            size="small"
            select
            label={t('workorders.designer.kind')}
            value={step.approver_kind}
            onChange={(e) => set({ approver_kind: e.target.value })}
          >
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`workorders.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          {['user', 'role', 'team'].includes(step.approver_kind) ? (
            <TextField
              size="small"
              label={t('workorders.designer.ids')}
              defaultValue={(step.approver_ids ?? []).join(', ')}
              onBlur={(e) => set({ approver_ids: ids(e.target.value) })}
            />
          ) : (
            <Box />
          )}
          <TextField
            size="small"
            select
            label={t('workorders.designer.mode')}
            value={step.mode ?? 'one'}
            onChange={(e) => set({ mode: e.target.value })}
          >
            {['one', 'all'].map((m) => (
              <MenuItem key={m} value={m}>
                {t(`workorders.modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('workorders.designer.limit')}
            value={step.time_limit_hours ?? ''}
            onChange={(e) => set({ time_limit_hours: e.target.value ? Number(e.target.value) : null })}
          />
          {step.time_limit_hours ? (
            <TextField
              size="small"
              select
              label={t('workorders.designer.expiry')}
              value={step.expiry_action ?? 'remind'}
              onChange={(e) => set({ expiry_action: e.target.value })}
            >
              {['remind', 'escalate', 'reject'].map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`workorders.expiry.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {step.time_limit_hours && step.expiry_action === 'escalate' ? (
            <TextField
              size="small"
              type="number"
              label={t('workorders.designer.escalate_to')}
              value={step.escalate_to_user_id ?? ''}
              onChange={(e) => set({ escalate_to_user_id: e.target.value ? Number(e.target.value) : null })}
            />
          ) : null}
        </Box>
        <Divider sx={{ my: 1.5 }}>
          <Typography variant="caption">{t('workorders.designer.condition')}</Typography>
        </Divider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('workorders.designer.cond_field')}
            value={step.skip_condition?.field ?? ''}
            onChange={(e) =>
              set({
                skip_condition: e.target.value ? { op: 'eq', ...step.skip_condition, field: e.target.value } : null,
              })
            }
          />
          <TextField
            size="small"
            select
            label={t('workorders.designer.cond_op')}
            value={step.skip_condition?.op ?? 'eq'}
            disabled={!step.skip_condition}
            onChange={(e) =>
              step.skip_condition && set({ skip_condition: { ...step.skip_condition, op: e.target.value } })
            }
            sx={{ minWidth: 110 }}
          >
            {OPS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('workorders.designer.cond_value')}
            value={step.skip_condition?.value ?? ''}
            disabled={!step.skip_condition}
            onChange={(e) =>
              step.skip_condition && set({ skip_condition: { ...step.skip_condition, value: e.target.value } })
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
