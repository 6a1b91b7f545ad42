/**
 * A descriptor action (`actions` in resources/<name>.yaml) as a button: on a row, on the selected rows, or
 * once in the list toolbar. Asks first when the descriptor says `confirm` or the action is destructive.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import {
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ActionDescriptor } from '../../../shared/descriptors/types.ts';
import { useAccess } from '../AccessContext.tsx';
import type { DescriptorDataProvider } from '../dataProvider.ts';
import { useDescriptor } from '../DescriptorContext.tsx';
import { actionKey, ui } from '../keys.ts';
import type { Download } from '../../../api/request.ts';
import { saveFile } from '../../ui/save-file.ts';

const DESTRUCTIVE = new Set(['delete', 'disable', 'reset']);

export const isDestructive = (a: ActionDescriptor) => DESTRUCTIVE.has(a.permission) || /^(delete|remove)/i.test(a.name);

/**
 * `when: { state: 1 }` shows the button only on matching rows; loose equality since values come from JSON.
 * `{ field: { not: null } }` wants any other value (an upgrade draft: a draft with a parent group).
 */
export function matchesWhen(a: ActionDescriptor, record: RaRecord | undefined): boolean {
  if (!a.when) return true;
  if (!record) return false;
  return Object.entries(a.when).every(([k, v]) =>
    v !== null && typeof v === 'object' && 'not' in v
      ? String(record[k] ?? null) !== String((v as { not: unknown }).not)
      : String(record[k]) === String(v),
  );
}

function ActionButtonBody({
  action,
  ids,
  onDone,
}: {
  action: ActionDescriptor;
  ids?: Identifier[];
  onDone?: () => void;
}) {
  const d = useDescriptor();
  const record = useRecordContext();
  const dataProvider = useDataProvider<DescriptorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = translate(actionKey(d.name, action.name));

  const run = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { data } = await dataProvider.action(
        d.name,
        action.name,
        action.scope === 'row' ? { id: record?.id } : { ids },
      );
      if (action.download) {
        saveFile(data as Download);
        return;
      }
      notify(ui('action.done'), { type: 'success' });
      onDone?.();
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const content =
    action.scope === 'row'
      ? ui('action.confirm_one')
      : action.scope === 'bulk'
        ? ui('action.confirm_many')
        : ui('action.confirm_toolbar');
  return (
    <>
      {/* text, not react-admin's Button, which on a phone keeps only an icon these actions do not have */}
      <Button
        size="small"
        disabled={busy}
        color={isDestructive(action) ? 'error' : 'primary'}
        sx={{ flexShrink: 0 }}
        onClick={(e) => {
          e.stopPropagation();
          if (action.confirm || isDestructive(action)) setAsking(true);
          else void run();
        }}
      >
        {label}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={ui('action.confirm_title')}
        content={content}
        translateOptions={{ action: label, count: ids?.length ?? 0 }}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function ActionButton({
  action,
  ids,
  onDone,
}: {
  action: ActionDescriptor;
  ids?: Identifier[];
  onDone?: () => void;
}) {
  const { can } = useAccess();
  const record = useRecordContext();
  if (!can(action.permission)) return null;
  if (action.scope === 'row' && !matchesWhen(action, record)) return null;
  return <ActionButtonBody action={action} ids={ids} onDone={onDone} />;
}

/** Bulk actions read the selection from the list. */
export function BulkActionButton({ action }: { action: ActionDescriptor }) {
  const { selectedIds, onUnselectItems } = useListContext();
  return <ActionButton action={action} ids={selectedIds} onDone={() => onUnselectItems()} />;
}
