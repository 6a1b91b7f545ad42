/**
 * Show, edit and delete for one record, linking to the record pages under the current list's route
 * (react-admin's own ShowButton/EditButton always build /<resource>/… paths).
 */
import ShowIcon from '@mui/icons-material/RemoveRedEye';
import EditIcon from '@mui/icons-material/Create';
import { Link, useLocation } from 'react-router-dom';
import { Button, DeleteButton, useRecordContext } from 'react-admin';
import { withKeptQuery } from '../../routing/hide-setting.tsx';
import { opPermission } from '../access.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { useRecordPaths } from '../RecordPageContext.tsx';

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
  return <Button label="ra.action.show" component={Link} to={withKeptQuery(show(record.id), location.search)} onClick={stop}><ShowIcon /></Button>;
}

export function EditLink() {
  const record = useRecordContext();
  const location = useLocation();
  const { edit } = useRecordLinks();
  if (!record || !edit) return null;
  return <Button label="ra.action.edit" component={Link} to={withKeptQuery(edit(record.id), location.search)} onClick={stop}><EditIcon /></Button>;
}

/** On a list row the list stays; on a record page the user goes back to the list the record was in. */
export function DeleteRecord({ backToList }: { backToList?: boolean }) {
  const { canDelete, paths } = useRecordLinks();
  if (!canDelete) return null;
  return <DeleteButton mutationMode="pessimistic" redirect={backToList ? () => paths.list : false} />;
}
