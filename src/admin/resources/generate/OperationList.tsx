/**
 * One list for hand-written screens (issue 24): an operation that answers a page ({ list, total }), its columns and
 * the screen's own filters make a table with the SPEC's pagination (共 N 条, page size, quick jumper) and the four
 * states every screen has (loading, empty 暂无数据, error with retry, no permission). The operation is called by its
 * operationId, so no screen writes a URL.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';
import { callOperation } from '../../../api/call-operation.ts';
import { ApiRequestError } from '../../../api/errors.ts';
import { EmptyState, ErrorState, NoPermissionState } from '../../../shell/ui/states.tsx';
import { ListSkeleton } from '../../ui/ListSkeleton.tsx';
import { SpecPagination } from '../../ui/TablePagination.tsx';
import { DEFAULT_PAGE_SIZE } from '../../ui/pagination.ts';
import type { OperationId } from '../../../api/operation-types.ts';

export interface OperationColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

export interface OperationPage<T> {
  list: T[];
  total: number;
}

export interface OperationListProps<T> {
  /** an operation answering a page; it is called with page_num, page_size and `query` */
  operationId: OperationId;
  /** the screen's filters; a change goes back to page 1 */
  query?: Record<string, unknown>;
  columns: OperationColumn<T>[];
  rowKey: (row: T) => number | string;
  onRow?: (row: T) => void;
  toolbar?: ReactNode;
  testid?: string;
  rowTestId?: string;
  /** bump to load the current page again (after an action changed rows) */
  reloadKey?: number;
  /** how many columns a phone shows (the first ones) */
  phoneColumns?: number;
}

export function OperationList<T>({
  operationId,
  query = {},
  columns,
  rowKey,
  onRow,
  toolbar,
  testid,
  rowTestId,
  reloadKey = 0,
  phoneColumns = 2,
}: OperationListProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [data, setData] = useState<OperationPage<T> | null>(null);
  const [error, setError] = useState<ApiRequestError | Error | null>(null);
  const queryKey = JSON.stringify(query);
  // only the latest request's answer is shown (a filter change may overtake a page still loading)
  const latest = useRef(0);

  // new filters start from the first page
  useEffect(() => setPage(1), [queryKey]);

  const load = useCallback(() => {
    const mine = ++latest.current;
    setError(null);
    setData(null);
    callOperation<OperationPage<T>>(operationId, {
      query: { ...JSON.parse(queryKey), page_num: page, page_size: perPage },
    }).then(
      (d) => {
        if (mine === latest.current) setData(d);
      },
      (e: Error) => {
        if (mine === latest.current) setError(e);
      },
    );
  }, [operationId, queryKey, page, perPage]);

  useEffect(load, [load, reloadKey]);

  const denied = error instanceof ApiRequestError && error.status === 403;
  const shown = phone ? columns.slice(0, phoneColumns) : columns;
  return (
    <Card sx={{ m: 1 }} data-testid={testid}>
      {toolbar && <Box sx={{ p: 2, pb: 0 }}>{toolbar}</Box>}
      {denied ? (
        <NoPermissionState />
      ) : error ? (
        <ErrorState message={error.message} onRetry={load} />
      ) : !data ? (
        <ListSkeleton columns={shown.length} phone={phone} />
      ) : !data.list.length ? (
        <EmptyState />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            {!phone && (
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
            )}
            <TableBody>
              {data.list.map((r) => (
                <TableRow
                  key={rowKey(r)}
                  hover={!!onRow}
                  sx={onRow ? { cursor: 'pointer' } : undefined}
                  onClick={onRow ? () => onRow(r) : undefined}
                  data-testid={rowTestId}
                >
                  {shown.map((c) => (
                    <TableCell key={c.key}>{c.render(r)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {data && !error && (
        <SpecPagination page={page} perPage={perPage} total={data.total} setPage={setPage} setPerPage={setPerPage} />
      )}
    </Card>
  );
}
