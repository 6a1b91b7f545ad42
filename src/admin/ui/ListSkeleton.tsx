/**
 * What a list looks like while its first page is on its way (issue 25 item 20): grey rows in the table's own
 * shape from the first frame, so a slow answer is never a blank card. react-admin's own placeholder waits a full
 * second before it draws anything; this one does not wait.
 */
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
// read by screen readers, not drawn: MUI's own style for it (a hand-written one, sized `width: 1` in sx, was 100 %
// wide and widened every list's page while it loaded)
import { visuallyHidden } from '@mui/utils';

const ROWS = 5;

/** `columns` as the table will have them; a phone gets card-shaped rows (title and one line under it). */
export function ListSkeleton({ columns = 4, phone = false }: { columns?: number; phone?: boolean }) {
  const t = useTranslate();
  const cells = Array.from({ length: Math.max(1, columns) }, (_, i) => i);
  return (
    <Box aria-busy="true" data-testid="list-skeleton" sx={{ overflow: 'hidden' }}>
      <Box component="span" sx={visuallyHidden}>
        {t('app.state.loading')}
      </Box>
      {phone ? (
        Array.from({ length: ROWS }, (_, r) => (
          <Box key={r} sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Skeleton variant="text" width="55%" height={22} />
            <Skeleton variant="text" width="80%" height={18} />
          </Box>
        ))
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {cells.map((c) => (
                <TableCell key={c}>
                  <Skeleton variant="text" width={c === 0 ? '60%' : '45%'} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {Array.from({ length: ROWS }, (_, r) => (
              <TableRow key={r}>
                {cells.map((c) => (
                  <TableCell key={c}>
                    <Skeleton variant="text" width={`${55 + ((r * 7 + c * 13) % 40)}%`} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
