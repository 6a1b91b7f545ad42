/**
 * One list for hand-written screens (issue 24): an operation that answers a page ({ list, total }), its columns and
 * the screen's own filters make a table with the SPEC's pagination (共 N 条, page size, quick jumper) and the four
 * states every screen has (loading, empty 暂无数据, error with retry, no permission). The operation is called by its
 * operationId, so no screen writes a URL. The table itself is DataTable, which lists without pages share.
 */
import { useRef, useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import { callOperation } from '../../../api/call-operation.ts';
import { ApiRequestError } from '../../../api/errors.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { EmptyState, ErrorState, NoPermissionState } from '../../../shell/ui/states.tsx';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { useCan } from '../../ui/Can.tsx';
import { ListSkeleton } from '../../ui/ListSkeleton.tsx';
import { SpecPagination } from '../../ui/TablePagination.tsx';
import { DEFAULT_PAGE_SIZE } from '../../ui/pagination.ts';
import type { OperationId } from '../../../api/operation-types.ts';
import { DataTable, phoneColumnsOf, type DataTableProps } from '../../../shell/ui/DataTable.tsx';

export type { OperationColumn, PhoneMode } from '../../../shell/ui/DataTable.tsx';

export interface OperationPage<T> {
  list: T[];
  total: number;
}

export interface OperationListProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  /** an operation answering a page; it is called with page_num, page_size and `query` */
  operationId: OperationId;
  /** the screen's filters; a change goes back to page 1 */
  query?: Record<string, unknown>;
  /** the list's title, left of the export and `actions` */
  heading?: ReactNode;
  /** buttons beside the heading; they see the page shown (its total, its rows) */
  actions?: (page: OperationPage<T> | null) => ReactNode;
  /** 导出 of this export source with the list's filters, for those allowed to export; disabled while nothing is listed */
  exportSource?: string;
  /** filters and the like, between the heading and the table */
  toolbar?: ReactNode;
  /** what an empty page shows instead of 暂无数据 (a hint that widens the filters) */
  empty?: ReactNode;
  /** each page as it arrives: screens that poll while a row is still moving, or word a hint from the rows */
  onData?: (page: OperationPage<T>) => void;
  /** false: no card around the list (it sits inside a panel that has one) */
  card?: boolean;
  /** the container's place on the screen (a list under charts lines up with them: no margin) */
  sx?: SxProps<Theme>;
  testid?: string;
  /** bump to load the current page again (after an action changed rows); the rows shown stay until the answer */
  reloadKey?: number | string;
}

export function OperationList<T>({
  operationId,
  query = {},
  heading,
  actions,
  exportSource,
  toolbar,
  empty,
  onData,
  card = true,
  sx = { m: 1 },
  testid,
  reloadKey = 0,
  ...table
}: OperationListProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const canExport = useCan('export');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const queryKey = JSON.stringify(query);
  const pageKey = JSON.stringify([queryKey, page, perPage]);
  const onDataRef = useRef(onData);
  onDataRef.current = onData;

  // new filters start from the first page, decided while rendering so the old page is never asked with them
  const [filtersOf, setFiltersOf] = useState(queryKey);
  if (filtersOf !== queryKey) {
    setFiltersOf(queryKey);
    setPage(1);
  }

  // the screens' one loader: it keeps the last answer while the next loads and drops an answer overtaken by a newer
  // request (a filter changed while a page was loading); the answer names the page it is, so another page or filter
  // shows the skeleton while a reload (reloadKey, retry) keeps the rows
  const remote = useRemote(
    (signal) =>
      callOperation<OperationPage<T>>(
        operationId,
        { query: { ...JSON.parse(queryKey), page_num: page, page_size: perPage }, signal },
        // the list shows a failure itself (error state with retry); a toast would say it twice
        { notify: false },
      ).then((d) => {
        if (!signal.aborted) onDataRef.current?.(d);
        return { key: pageKey, page: d };
      }),
    [operationId, pageKey, reloadKey],
  );
  const data = remote.data ?? null;
  const error = remote.error;

  const current = data?.key === pageKey ? data.page : null;
  const denied = error instanceof ApiRequestError && error.status === 403;
  const skeletonColumns =
    phone && table.phone !== 'scroll' ? phoneColumnsOf(table.columns, table.phoneColumns) : table.columns;
  const exporting = exportSource && canExport && (
    <ExportMenu source={exportSource} filter={query} disabled={!current?.total} />
  );
  const body = (
    <>
      {(heading || actions || exporting) && (
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 1 }}>
          {typeof heading === 'string' ? (
            <Typography variant="subtitle1" fontWeight={600}>
              {heading}
            </Typography>
          ) : (
            (heading ?? <span />)
          )}
          <Stack direction="row" alignItems="center" spacing={1}>
            {actions?.(current)}
            {exporting}
          </Stack>
        </Stack>
      )}
      {toolbar && <Box sx={{ mb: 2 }}>{toolbar}</Box>}
      {denied ? (
        <NoPermissionState />
      ) : error ? (
        <ErrorState message={error.message} onRetry={remote.reload} />
      ) : !current ? (
        <ListSkeleton columns={skeletonColumns.length} phone={phone} />
      ) : !current.list.length ? (
        (empty ?? <EmptyState />)
      ) : (
        <DataTable<T> {...table} rows={current.list} />
      )}
      {/* the bar stays while another page loads (it would jump away under the pointer) with the last total known */}
      {data && !error && (
        <SpecPagination
          page={page}
          perPage={perPage}
          total={(current ?? data.page).total}
          setPage={setPage}
          setPerPage={setPerPage}
        />
      )}
    </>
  );
  if (!card)
    return (
      <Box sx={sx} data-testid={testid}>
        {body}
      </Box>
    );
  return (
    <Card sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>} data-testid={testid}>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
