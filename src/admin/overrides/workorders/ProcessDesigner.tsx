/**
 * The process designer beside a process's generated show view: the steps of a version drawn as a graph
 * (@xyflow/react, read-only) and an editor of the steps that saves them as a new version, so work orders
 * already running keep the version they started with. The graph is features/workorders/ProcessGraph.tsx, one step's
 * editor StepEditor.tsx.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { ProcessGraph } from '../../features/workorders/ProcessGraph.tsx';
import { StepEditor } from '../../features/workorders/StepEditor.tsx';
import type { StepDraft, StepsAnswer } from '../../features/workorders/process-steps.ts';

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
      <ProcessGraph steps={steps} />
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
