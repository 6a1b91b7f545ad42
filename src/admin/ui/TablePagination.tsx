/**
 * A react-admin <Pagination> replacement: "共 N 条", page buttons, page size 10/20/30/50 (a change resets to
 * page 1) and a quick jumper. Use as <List pagination={<TablePagination />} perPage={DEFAULT_PAGE_SIZE}>.
 */
import { useState } from 'react';
import { Box, MenuItem, Pagination, Select, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { changePageSize, jumpTarget, pageCount, PAGE_SIZE_OPTIONS } from './pagination.ts';

export function TablePagination({ rowsPerPageOptions = PAGE_SIZE_OPTIONS }: { rowsPerPageOptions?: number[] }) {
  const { page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  return (
    <SpecPagination
      page={page}
      perPage={perPage}
      total={total}
      setPage={setPage}
      setPerPage={setPerPage}
      rowsPerPageOptions={rowsPerPageOptions}
    />
  );
}

export interface SpecPaginationProps {
  page: number;
  perPage: number;
  total: number | undefined;
  setPage: (page: number) => void;
  setPerPage: (size: number) => void;
  rowsPerPageOptions?: number[];
}

/** The same bar outside a react-admin list (hand-written tables, OperationList): the SPEC's paging, not MUI's "1–10 of N". */
export function SpecPagination({
  page,
  perPage,
  total,
  setPage,
  setPerPage,
  rowsPerPageOptions = PAGE_SIZE_OPTIONS,
}: SpecPaginationProps) {
  const t = useTranslate();
  const [jump, setJump] = useState('');
  // a phone keeps the total, the pages and the size; the jumper would need a line of its own
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const pages = pageCount(total ?? 0, perPage);
  if (!total) return null;
  const onSize = (size: number) => {
    const next = changePageSize({ page, perPage }, size);
    setPerPage(next.perPage);
    setPage(next.page);
  };
  const onJump = () => {
    const target = jumpTarget(jump, pages);
    if (target !== null) setPage(target);
    setJump('');
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: { xs: 1, sm: 2 },
        p: { xs: 1, sm: 1.5 },
        flexWrap: 'wrap',
      }}
      data-testid="table-pagination"
    >
      <Typography variant="body2" color="text.secondary" data-testid="pagination-total">
        {t('app.pagination.total', { total })}
      </Typography>
      <Pagination
        count={pages}
        page={page}
        onChange={(_, p) => setPage(p)}
        shape="rounded"
        size="small"
        color="primary"
        siblingCount={phone ? 0 : 1}
      />
      <Select
        size="small"
        value={perPage}
        onChange={(e) => onSize(Number(e.target.value))}
        aria-label={t('app.pagination.per_page_label')}
        sx={{ fontSize: 14 }}
        data-testid="pagination-size"
      >
        {rowsPerPageOptions.map((n) => (
          <MenuItem key={n} value={n}>
            {t('app.pagination.per_page', { size: n })}
          </MenuItem>
        ))}
      </Select>
      <Box sx={{ display: phone ? 'none' : 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        <Typography variant="body2">{t('app.pagination.jump')}</Typography>
        <TextField
          size="small"
          variant="outlined"
          margin="none"
          fullWidth={false}
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onJump();
          }}
          onBlur={onJump}
          sx={{ width: 56 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'pagination-jump' } }}
        />
        <Typography variant="body2">{t('app.pagination.page')}</Typography>
      </Box>
    </Box>
  );
}
