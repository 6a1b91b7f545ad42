/** A process version's steps drawn as a read-only graph (@xyflow/react), one node per step in order. */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ReactFlow, Background, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { pick } from './api.ts';
import type { StepDraft } from './process-steps.ts';

export function ProcessGraph({ steps }: { steps: StepDraft[] }) {
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
