/**
 * The generated list: the query bar in its own card, then the table card with its title, 新建/导出 and the
 * toolbar actions on top. The table scrolls sideways inside its card; on a phone it becomes a card list
 * (react-admin's SimpleList) whose rows open the record.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Box, Link as MuiLink, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type ListProps,
  type RaRecord,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../shared/constants.ts';
import { normalizeFilter, rowAllows } from '../../../shared/descriptors/types.ts';
import { withKeptQuery } from '../../../shell/routing/hide-setting.tsx';
import { QueryFilterBar } from '../../ui/QueryFilterBar.tsx';
import { EmptyState } from '../../../shell/ui/states.tsx';
import { ListSkeleton } from '../../ui/ListSkeleton.tsx';
import { TablePagination } from '../../ui/TablePagination.tsx';
import { opPermission } from '../access.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { listColumns } from '../fields.ts';
import { fieldKey, ui } from '../keys.ts';
import { recordName, titleField } from '../record-title.ts';
import { listRoutes } from '../record-routes.ts';
import { ActionButton, BulkActionButton, matchesWhen } from './ActionButton.tsx';
import { ExportButton, useCanExport } from './ExportButton.tsx';
import { FieldView } from './FieldView.tsx';
import { filterInputs, queryBarFields } from './filters.tsx';
import { Guard, ListError, checkedByGuard } from './Guard.tsx';
import { useRecordLinks } from './RecordButtons.tsx';
import { RowButtons } from './RowButtons.tsx';

const REFRESH_MS = 1500;

/** The table card's header: the list's title on the left, what one does with the list on the right. */
function ListHeader({ withFilterButton, titleRoute }: { withFilterButton: boolean; titleRoute?: string }) {
  const d = useDescriptor();
  const t = useTranslate();
  const { can } = useAccess();
  const { paths } = useRecordLinks();
  const location = useLocation();
  const canExport = useCanExport();
  const filters = (d.list.filters ?? []).map((f) => normalizeFilter(f, d));
  const someHidden = withFilterButton && filters.some((f) => f.alwaysOn) && filters.some((f) => !f.alwaysOn);
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      sx={{ px: 2, py: 1, minHeight: 52 }}
      data-testid="list-header"
    >
      <Typography variant="subtitle1" fontWeight={600} sx={{ flex: 1, minWidth: 120 }}>
        {t(`routes.${titleRoute ?? listRoutes(d).find((r) => r.path === location.pathname)?.name ?? d.routes.list}`)}
      </Typography>
      {someHidden && <FilterButton />}
      {paths.create && can(opPermission(d, 'create')) && (
        <CreateButton to={withKeptQuery(paths.create, location.search)} variant="contained" data-testid="list-create" />
      )}
      {canExport && <ExportButton />}
      {(d.actions ?? [])
        .filter((a) => a.scope === 'toolbar')
        .map((a) => (
          <ActionButton key={a.name} action={a} />
        ))}
    </Stack>
  );
}

function BulkButtons() {
  const d = useDescriptor();
  const { can } = useAccess();
  return (
    <>
      {d.list.bulk?.includes('delete') && d.operations.delete && can(opPermission(d, 'delete')) && (
        <BulkDeleteButton mutationMode="pessimistic" />
      )}
      {(d.actions ?? [])
        .filter((a) => a.scope === 'bulk')
        .map((a) => (
          <BulkActionButton key={a.name} action={a} />
        ))}
    </>
  );
}

/** The column that names the record opens it, as in most consoles. */
function TitleCell({ name }: { name: string }) {
  const record = useRecordContext();
  const location = useLocation();
  const { show, edit } = useRecordLinks();
  const to = show ?? edit;
  if (!record || !to) return <FieldView name={name} />;
  return (
    <MuiLink
      component={Link}
      to={withKeptQuery(to(record.id), location.search)}
      underline="hover"
      data-testid="record-link"
    >
      <FieldView name={name} />
    </MuiLink>
  );
}

/** Polls while some row is still changing on the server (export jobs running). */
function RefreshWhile() {
  const d = useDescriptor();
  const { data, refetch } = useListContext();
  const busy =
    !!d.list.refreshWhile &&
    (data ?? []).some((row) =>
      Object.entries(d.list.refreshWhile!).some(([field, values]) =>
        values.some((v) => String(v) === String(row[field])),
      ),
    );
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy, refetch]);
  return null;
}

const emphasized = (when: Record<string, unknown> | undefined) => (record: RaRecord) =>
  when && matchesWhen({ when } as never, record)
    ? { '& td, & .MuiListItemText-primary': { fontWeight: 600 }, bgcolor: 'action.hover' }
    : {};

function PhoneList({ columns }: { columns: string[] }) {
  const d = useDescriptor();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const { show, edit } = useRecordLinks();
  const name = titleField(d);
  // the descriptor's choice of what a card says (a bill: its month, app, capability and rule), else the first three
  const rest = d.list.phone
    ? d.list.phone.filter((c) => c !== name && columns.includes(c))
    : columns.filter((c) => c !== name).slice(0, 3);
  const to = show ?? edit;
  return (
    <SimpleList
      primaryText={(record) => recordName(d, record, locale)}
      secondaryText={() => (
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}>
          {rest.map((c) => (
            <Box component="span" key={c} sx={{ minWidth: 0 }}>
              {/* a bare number on a card says nothing ("20 3"): numbers carry their label */}
              {d.fields[c].type === 'number' && (
                <Box component="span" sx={{ color: 'text.disabled', mr: 0.5 }}>
                  {translate(fieldKey(d.name, c))}
                </Box>
              )}
              <FieldView name={c} />
            </Box>
          ))}
        </Box>
      )}
      rowClick={to ? (id) => withKeptQuery(to(id), location.search) : false}
      rowSx={emphasized(d.list.emphasize)}
      empty={<EmptyState />}
      data-testid="phone-list"
    />
  );
}

/** Skeleton rows until the first page is in (react-admin's own placeholder draws nothing for a second). */
function UnlessPending({ columns, phone, children }: { columns: number; phone: boolean; children: ReactNode }) {
  const { isPending } = useListContext();
  return isPending ? <ListSkeleton columns={columns} phone={phone} /> : <>{children}</>;
}

export type GeneratedListProps = Omit<ListProps, 'children'> & {
  /** the route whose title heads the table when the list is shown at a screen of its own (网络升级 lists api_groups) */
  titleRoute?: string;
};

function ListBody({ titleRoute, ...props }: GeneratedListProps) {
  const d = useDescriptor();
  const translate = useTranslate();
  const { can } = useAccess();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { show, edit, canDelete } = useRecordLinks();
  const columns = listColumns(d).filter((c) => !d.fields[c].permission || can(d.fields[c].permission!));
  const bar = useMemo(() => queryBarFields(d, translate), [d, translate]);
  const inputs = useMemo(() => filterInputs(d, translate), [d, translate]);
  const filters = !inputs.length ? undefined : bar ? <QueryFilterBar fields={bar} /> : inputs;
  const hasBulk =
    (d.list.bulk?.includes('delete') && canDelete) ||
    (d.actions ?? []).some((a) => a.scope === 'bulk' && can(a.permission));
  const hasRowButtons =
    !!show || !!edit || canDelete || (d.actions ?? []).some((a) => a.scope === 'row' && can(a.permission));
  const name = titleField(d);
  // a row its state keeps from being deleted cannot be selected when deleting is all a selection is for
  const onlyBulkDelete = !(d.actions ?? []).some((a) => a.scope === 'bulk');
  return (
    <List
      resource={d.name}
      {...checkedByGuard}
      title={false}
      sort={d.list.sort ?? { field: d.key, order: 'DESC' }}
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<TablePagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
      exporter={false}
      actions={false}
      empty={false}
      error={<ListError />}
      sx={{
        minWidth: 0,
        // the selection bar sits above the table instead of sliding over the buttons above it (react-admin
        // moves it up by its own height); the attribute makes the rule outweigh react-admin's own
        '& .RaBulkActionsToolbar-toolbar[data-test=bulk-actions-toolbar]': { position: 'relative', transform: 'none' },
        '& .RaList-content': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
      }}
      {...props}
    >
      <ListHeader withFilterButton={!bar} titleRoute={titleRoute} />
      <RefreshWhile />
      <UnlessPending columns={columns.length + (hasRowButtons ? 1 : 0)} phone={phone}>
        {phone ? (
          <PhoneList columns={columns} />
        ) : (
          <DataTable
            bulkActionButtons={hasBulk ? <BulkButtons /> : false}
            rowClick={false}
            empty={<EmptyState />}
            isRowSelectable={onlyBulkDelete && d.deletableWhen ? (r) => rowAllows(d.deletableWhen, r) : undefined}
            rowSx={emphasized(d.list.emphasize)}
          >
            {columns.map((c) => (
              <DataTable.Col key={c} source={c} label={fieldKey(d.name, c)} disableSort={!!d.fields[c].virtual}>
                {c === name ? <TitleCell name={c} /> : <FieldView name={c} />}
              </DataTable.Col>
            ))}
            {hasRowButtons && (
              <DataTable.Col label={ui('columns.actions')}>
                <RowButtons />
              </DataTable.Col>
            )}
          </DataTable>
        )}
      </UnlessPending>
    </List>
  );
}

export function GeneratedList(props: GeneratedListProps) {
  return (
    <Guard op="list">
      <ListBody {...props} />
    </Guard>
  );
}
