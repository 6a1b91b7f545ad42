/**
 * The process designer beside a process's generated show view: the steps of a version drawn as a graph
 * (@xyflow/react, read-only) and an editor of the steps that saves them as a new version, so work orders
 * already running keep the version they started with.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
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
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ReactFlow, Background, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { pick } from '../../features/workorders/api.ts';

interface StepDraft {
  step_name: string;
  step_name_en?: string | null;
  approver_kind: string;
  approver_ids?: number[];
  mode?: string;
  skip_condition?: { field: string; op: string; value?: string | number | null } | null;
  time_limit_hours?: number | null;
  expiry_action?: string | null;
  escalate_to_user_id?: number | null;
}
interface StepsAnswer {
  version: number;
  current_version: number;
  versions: Array<{ version: number }>;
  steps: StepDraft[];
}

const KINDS = ['platform_admin', 'subject_owner', 'user', 'role', 'team'];
const OPS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'empty', 'not_empty'];

function Graph({ steps }: { steps: StepDraft[] }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { nodes, edges } = useMemo(() => {
    const n: Node[] = [
      { id: 'start', position: { x: 0, y: 0 }, data: { label: t('workorders.designer.start') }, type: 'input' },
    ];
    steps.forEach((s, i) => {
      const extra = [
        t(`workorders.kinds.${s.approver_kind}`),
        s.mode === 'all' ? t('workorders.modes.all') : '',
        s.time_limit_hours ? `${s.time_limit_hours}h` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      n.push({
        id: `s${i}`,
        position: { x: 0, y: (i + 1) * 100 },
        data: { label: `${i + 1}. ${pick(locale, s.step_name, s.step_name_en)}\n${extra}` },
        style: { whiteSpace: 'pre-line', width: 220 },
      });
    });
    n.push({
      id: 'end',
      position: { x: 0, y: (steps.length + 1) * 100 },
      data: { label: t('workorders.designer.end') },
      type: 'output',
    });
    const ids = n.map((x) => x.id);
    const e: Edge[] = ids.slice(1).map((id, i) => ({
      id: `e${i}`,
      source: ids[i],
      target: id,
      animated: false,
      label:
        i > 0 && steps[i]?.skip_condition
          ? `${t('workorders.designer.condition')}: ${steps[i].skip_condition!.field} ${steps[i].skip_condition!.op} ${steps[i].skip_condition!.value ?? ''}`
          : undefined,
    }));
    return { nodes: n, edges: e };
  }, [steps, t, locale]);
  return (
    <Box
      sx={{ height: Math.min(560, 140 + steps.length * 100), border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="wo-graph"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        zoomOnScroll={false}
        panOnScroll={false}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
      </ReactFlow>
    </Box>
  );
}

function StepEditor({
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

export function Designer() {
  const record = useRecordContext();
  const t = useTranslate();
  const notify = useNotify();
  const { can } = useAccess();
  const processId = record?.process_id as number | undefined;
  const [answer, setAnswer] = useState<StepsAnswer | null>(null);
  const [steps, setSteps] = useState<StepDraft[]>([]);
  const load = useCallback(
    (version?: number) => {
      if (!processId) return;
      callOperation<StepsAnswer>('woProcessSteps', { query: { process_id: processId, version } }).then(
        (a) => {
          setAnswer(a);
          setSteps(a.steps);
        },
        () => undefined,
      );
    },
    [processId],
  );
  useEffect(() => {
    load();
  }, [load]);
  if (!answer) return null;
  const editable = can('edit') && answer.version === answer.current_version;
  const save = async () => {
    const clean = steps.map((s) => ({
      step_name: s.step_name,
      step_name_en: s.step_name_en || null,
      approver_kind: s.approver_kind,
      approver_ids: s.approver_ids ?? [],
      mode: s.mode ?? 'one',
      skip_condition: s.skip_condition?.field ? s.skip_condition : null,
      time_limit_hours: s.time_limit_hours ?? null,
      expiry_action: s.time_limit_hours ? (s.expiry_action ?? 'remind') : null,
      escalate_to_user_id: s.escalate_to_user_id ?? null,
    }));
    try {
      const r = await callOperation<{ version: number }>('woProcessStepsSave', {
        body: { process_id: processId, steps: clean },
      });
      notify('workorders.designer.saved', { type: 'success', messageArgs: { version: r.version } });
      load();
    } catch {
      /* the wrapper showed the message */
    }
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="wo-designer">
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t('workorders.designer.graph')}
        </Typography>
        <TextField
          size="small"
          select
          label={t('workorders.designer.view_version')}
          value={answer.version}
          onChange={(e) => load(Number(e.target.value))}
          sx={{ minWidth: 120 }}
        >
          {answer.versions.map((v) => (
            <MenuItem key={v.version} value={v.version}>
              v{v.version}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Graph steps={steps} />
      <Typography variant="h6">{t('workorders.designer.steps')}</Typography>
      {steps.map((s, i) => (
        <StepEditor
          key={`${answer.version}-${i}-${steps.length}`}
          step={s}
          index={i}
          count={steps.length}
          onChange={(n) => setSteps(steps.map((x, j) => (j === i ? n : x)))}
          onRemove={() => setSteps(steps.filter((_, j) => j !== i))}
          onMove={(d) => {
            const next = [...steps];
            [next[i], next[i + d]] = [next[i + d], next[i]];
            setSteps(next);
          }}
        />
      ))}
      {editable && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() =>
              setSteps([
                ...steps,
                {
                  step_name: `${t('workorders.designer.steps')} ${steps.length + 1}`,
                  approver_kind: 'platform_admin',
                  mode: 'one',
                },
              ])
            }
            data-testid="wo-add-step"
          >
            {t('workorders.designer.add')}
          </Button>
          <Button variant="contained" onClick={() => void save()} data-testid="wo-save-steps">
            {t('workorders.designer.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export const ProcessShow = () => <GeneratedShow aside={<Designer />} />;
