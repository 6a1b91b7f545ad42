/** The generated list: columns, default sort, filters, pagination, bulk and row actions, CSV export. */
import { Box } from '@mui/material';
import { useMemo } from 'react';
import {
  BulkDeleteButton, CreateButton, DataTable, DeleteButton, EditButton, ExportButton, FilterButton, List,
  ShowButton, TopToolbar, useTranslate, type ListProps,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../shared/constants.ts';
import { routeByName } from '../../../shared/routes.ts';
import { normalizeFilter } from '../../../shared/descriptors/types.ts';
import { QueryFilterBar } from '../../ui/QueryFilterBar.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { TablePagination } from '../../ui/TablePagination.tsx';
import { opPermission } from '../access.ts';
import { EXPORT_PERMISSION, useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { listColumns } from '../fields.ts';
import { fieldKey, ui } from '../keys.ts';
import { ActionButton, BulkActionButton } from './ActionButton.tsx';
import { makeExporter } from './exporter.ts';
import { FieldView } from './FieldView.tsx';
import { filterInputs, queryBarFields } from './filters.tsx';
import { Guard, ListError } from './Guard.tsx';

function ListToolbar({ withFilterButton }: { withFilterButton: boolean }) {
  const d = useDescriptor();
  const { can } = useAccess();
  const filters = (d.list.filters ?? []).map((f) => normalizeFilter(f, d));
  const someHidden = withFilterButton && filters.some((f) => f.alwaysOn) && filters.some((f) => !f.alwaysOn);
  const createPath = d.routes.create ? routeByName.get(d.routes.create)?.path : undefined;
  return (
    <TopToolbar>
      {someHidden && <FilterButton />}
      {d.operations.create && can(opPermission(d, 'create')) && <CreateButton to={createPath} />}
      {can(EXPORT_PERMISSION) && <ExportButton />}
      {(d.actions ?? []).filter((a) => a.scope === 'toolbar').map((a) => <ActionButton key={a.name} action={a} />)}
    </TopToolbar>
  );
}

function RowButtons() {
  const d = useDescriptor();
  const { can } = useAccess();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {d.operations.one && can(opPermission(d, 'one')) && <ShowButton />}
      {d.operations.update && can(opPermission(d, 'update')) && <EditButton />}
      {d.operations.delete && can(opPermission(d, 'delete')) && <DeleteButton mutationMode="pessimistic" />}
      {(d.actions ?? []).filter((a) => a.scope === 'row').map((a) => <ActionButton key={a.name} action={a} />)}
    </Box>
  );
}

function BulkButtons() {
  const d = useDescriptor();
  const { can } = useAccess();
  return (
    <>
      {d.list.bulk?.includes('delete') && d.operations.delete && can(opPermission(d, 'delete')) && <BulkDeleteButton mutationMode="pessimistic" />}
      {(d.actions ?? []).filter((a) => a.scope === 'bulk').map((a) => <BulkActionButton key={a.name} action={a} />)}
    </>
  );
}

export type GeneratedListProps = Omit<ListProps, 'children'>;

function ListBody(props: GeneratedListProps) {
  const d = useDescriptor();
  const translate = useTranslate();
  const { can } = useAccess();
  const columns = listColumns(d).filter((c) => !d.fields[c].permission || can(d.fields[c].permission!));
  const bar = useMemo(() => queryBarFields(d, translate), [d, translate]);
  const inputs = useMemo(() => filterInputs(d, translate), [d, translate]);
  const filters = !inputs.length ? undefined : bar ? <QueryFilterBar fields={bar} /> : inputs;
  const exporter = useMemo(() => makeExporter(d, columns, translate), [d, columns.join(), translate]);
  const canDelete = !!d.operations.delete && can(opPermission(d, 'delete'));
  const hasBulk = (d.list.bulk?.includes('delete') && canDelete) || (d.actions ?? []).some((a) => a.scope === 'bulk' && can(a.permission));
  const hasRowButtons = (d.operations.one && can(opPermission(d, 'one'))) || (d.operations.update && can(opPermission(d, 'update')))
    || canDelete || (d.actions ?? []).some((a) => a.scope === 'row' && can(a.permission));
  return (
    <List resource={d.name} title={`routes.${d.routes.list}`} sort={d.list.sort ?? { field: d.key, order: 'DESC' }}
      filters={filters} perPage={DEFAULT_PAGE_SIZE} pagination={<TablePagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
      exporter={can(EXPORT_PERMISSION) ? exporter : false} actions={<ListToolbar withFilterButton={!bar} />} empty={false}
      error={<ListError />}
      {...props}>
      <DataTable bulkActionButtons={hasBulk ? <BulkButtons /> : false} rowClick={false} empty={<EmptyState />}>
        {columns.map((c) => (
          <DataTable.Col key={c} source={c} label={fieldKey(d.name, c)} disableSort={!!d.fields[c].virtual}>
            <FieldView name={c} />
          </DataTable.Col>
        ))}
        {hasRowButtons && <DataTable.Col label={ui('columns.actions')}><RowButtons /></DataTable.Col>}
      </DataTable>
    </List>
  );
}

export function GeneratedList(props: GeneratedListProps) {
  return <Guard op="list"><ListBody {...props} /></Guard>;
}
