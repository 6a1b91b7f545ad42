/**
 * Show, edit and delete for one record, linking to the record pages under the current list's route
 * (react-admin's own ShowButton/EditButton always build /<resource>/… paths).
 */
import ShowIcon from '@mui/icons-material/RemoveRedEye';
import EditIcon from '@mui/icons-material/Create';
import { Link, useLocation } from 'react-router-dom';
import { Button, DeleteButton, useRecordContext, useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import { rowAllows } from '../../../shared/descriptors/types.ts';
import { withKeptQuery } from '../../../shell/routing/hide-setting.tsx';
import { opPermission } from '../access.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { useRecordPaths } from '../RecordPageContext.tsx';
import { ui } from '../keys.ts';

/** The descriptor's `editableWhen`/`deletableWhen` for the record in context. */
export function useRowState() {
  const d = useDescriptor();
  const record = useRecordContext();
  return { editable: rowAllows(d.editableWhen, record), deletable: rowAllows(d.deletableWhen, record) };
}

/**
 * On a record page a button the record's state forbids stays in place, disabled, and says why (a row of a list
 * simply leaves it out). The span keeps the tooltip working on a disabled button.
 */
function Locked({ children, why }: { children: ReactElement; why: string }) {
  const t = useTranslate();
  return (
    <Tooltip title={t(why)}>
      <span data-testid="record-locked">{children}</span>
    </Tooltip>
  );
}

export function useRecordLinks() {
  const d = useDescriptor();
  const { can } = useAccess();
  const paths = useRecordPaths();
  return {
    show: d.operations.one && can(opPermission(d, 'one')) ? paths.show : undefined,
    edit: d.operations.update && can(opPermission(d, 'update')) ? paths.edit : undefined,
    canDelete: !!d.operations.delete && can(opPermission(d, 'delete')),
    paths,
  };
}

const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

export function ShowLink() {
  const record = useRecordContext();
  const location = useLocation();
  const { show } = useRecordLinks();
  if (!record || !show) return null;
  return (
    <Button label="ra.action.show" component={Link} to={withKeptQuery(show(record.id), location.search)} onClick={stop}>
      <ShowIcon />
    </Button>
  );
}

/** `inRecordPage`: a state that forbids editing disables the button instead of hiding it. */
export function EditLink({ inRecordPage }: { inRecordPage?: boolean }) {
  const record = useRecordContext();
  const location = useLocation();
  const { edit } = useRecordLinks();
  const { editable } = useRowState();
  if (!record || !edit) return null;
  if (!editable)
    return inRecordPage ? (
      <Locked why={ui('record.not_editable')}>
        <Button label="ra.action.edit" disabled>
          <EditIcon />
        </Button>
      </Locked>
    ) : null;
  return (
    <Button label="ra.action.edit" component={Link} to={withKeptQuery(edit(record.id), location.search)} onClick={stop}>
      <EditIcon />
    </Button>
  );
}

/** On a list row the list stays; on a record page the user goes back to the list the record was in. */
export function DeleteRecord({ backToList }: { backToList?: boolean }) {
  const { canDelete, paths } = useRecordLinks();
  const { deletable } = useRowState();
  if (!canDelete) return null;
  if (!deletable)
    return backToList ? (
      <Locked why={ui('record.not_deletable')}>
        <DeleteButton disabled />
      </Locked>
    ) : null;
  return <DeleteButton mutationMode="pessimistic" redirect={backToList ? () => paths.list : false} />;
}
