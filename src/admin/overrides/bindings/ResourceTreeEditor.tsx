/** A permission tree with checkboxes, loaded from and saved to the server (roles and teams). */
import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, Collapse, IconButton, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useNotify, useTranslate } from 'react-admin';
import { ErrorState, LoadingState, EmptyState } from '../../../shell/ui/states.tsx';
import { isPartial, toggle } from './tree.ts';

export interface PermissionNode {
  id: number;
  type: number;
  menuName: string | null;
  buttonName: string | null;
  children: PermissionNode[];
}

interface Props {
  loadTree: () => Promise<PermissionNode[]>;
  loadChecked: () => Promise<number[]>;
  save: (ids: number[]) => Promise<unknown>;
  canSave: boolean;
}

export function ResourceTreeEditor({ loadTree, loadChecked, save, canSave }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [tree, setTree] = useState<PermissionNode[] | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const load = () => {
    setError(undefined);
    Promise.all([loadTree(), loadChecked()])
      .then(([t, ids]) => {
        setTree(t);
        setChecked(new Set(ids));
        setOpen(new Set(t.map((n) => n.id)));
      })
      .catch((e: Error) => setError(e.message));
  };
  // loaded once per record: the panel remounts when another record is shown
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(), []);

  if (error) return <ErrorState message={error} onRetry={load} />;
  if (!tree) return <LoadingState minHeight={120} />;
  if (!tree.length) return <EmptyState />;

  const allMenus = (nodes: PermissionNode[]): number[] =>
    nodes.flatMap((n) => (n.children.length ? [n.id, ...allMenus(n.children)] : []));
  const onSave = async () => {
    setSaving(true);
    try {
      await save([...checked]);
      notify('bindings.saved', { type: 'success' });
    } finally {
      setSaving(false);
    }
  };

  const render = (nodes: PermissionNode[], depth: number) =>
    nodes.map((n) => (
      <Box key={n.id}>
        <Stack direction="row" alignItems="center" sx={{ pl: depth * 2.5 }}>
          {n.children.length ? (
            <IconButton
              size="small"
              aria-label={n.menuName ?? ''}
              onClick={() => {
                const next = new Set(open);
                if (next.has(n.id)) next.delete(n.id);
                else next.add(n.id);
                setOpen(next);
              }}
            >
              {open.has(n.id) ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 34 }} />
          )}
          <Checkbox
            size="small"
            checked={checked.has(n.id)}
            indeterminate={!checked.has(n.id) && isPartial(n, checked)}
            disabled={!canSave}
            onChange={() => setChecked(toggle(tree, checked, n))}
            inputProps={{ 'aria-label': n.menuName ?? n.buttonName ?? '' }}
          />
          <Typography variant="body2" color={n.type === 2 ? 'text.secondary' : 'text.primary'}>
            {n.type === 2 ? n.buttonName : n.menuName}
          </Typography>
        </Stack>
        {n.children.length > 0 && (
          <Collapse in={open.has(n.id)} unmountOnExit>
            {render(n.children, depth + 1)}
          </Collapse>
        )}
      </Box>
    ));

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setOpen(new Set(allMenus(tree)))}>
          {translate('bindings.expand_all')}
        </Button>
        <Button size="small" onClick={() => setOpen(new Set())}>
          {translate('bindings.collapse_all')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {translate('bindings.checked', { count: checked.size })}
        </Typography>
        {canSave && (
          <Button variant="contained" size="small" disabled={saving} onClick={onSave}>
            {translate('bindings.save')}
          </Button>
        )}
      </Stack>
      {!canSave && (
        <Typography variant="caption" color="text.secondary">
          {translate('bindings.read_only')}
        </Typography>
      )}
      <Box sx={{ maxHeight: 480, overflow: 'auto' }}>{render(tree, 0)}</Box>
    </Box>
  );
}
