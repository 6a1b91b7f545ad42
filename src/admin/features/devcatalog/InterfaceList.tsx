/** /developers/interfaceList: the APIs the caller's live subscriptions allow, filtered by name, domain or capability. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../shared/constants.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { devApiPage } from './api.ts';
import { deniedBy, EnvChips, failure, groupLabel, idParam } from './parts.tsx';

// on a phone the table keeps name, route, capability and the link; the domain and environments show on the API's page
const WIDE_ONLY = ['territory', 'envs'];
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

export default function InterfaceList() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch] = useSearchParams();
  const classifyId = search.has('classify_id') ? Number(search.get('classify_id')) : undefined;
  const groupId = idParam(search, 'group_id');
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState({ num: 1, size: DEFAULT_PAGE_SIZE });
  const rows = useRemote(
    () =>
      devApiPage({
        api_name: name,
        classify_id: classifyId,
        group_id: groupId,
        page_num: page.num,
        page_size: page.size,
      }),
    [name, classifyId, groupId, page],
  );
  const first = rows.data?.list[0];
  const filterLabel =
    first && groupId
      ? t('devcatalog.filtered_by_ability', { name: groupLabel(first, locale) })
      : classifyId !== undefined && first
        ? t('devcatalog.filtered_by_territory', { name: first.classify_name ?? t('devcatalog.unclassified') })
        : null;
  return (
    <Card sx={{ m: 1 }} data-testid="dev-interfaces">
      <CardContent>
        <Typography variant="h6">{t('devcatalog.interfaces_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('devcatalog.interfaces_hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
          <TextField
            size="small"
            label={t('devcatalog.api_name')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                setName(draft.trim());
                setPage((p) => ({ ...p, num: 1 }));
              }
            }}
          />
          <Button
            variant="contained"
            onClick={() => {
              setName(draft.trim());
              setPage((p) => ({ ...p, num: 1 }));
            }}
          >
            {t('devcatalog.query')}
          </Button>
          <Button
            onClick={() => {
              setDraft('');
              setName('');
              setPage((p) => ({ ...p, num: 1 }));
            }}
          >
            {t('devcatalog.reset')}
          </Button>
          {(classifyId !== undefined || groupId) && (
            <Chip label={filterLabel ?? '…'} onDelete={() => setSearch({})} data-testid="dev-interfaces-filter" />
          )}
        </Stack>
        <ScreenStates
          loading={rows.loading && !rows.data}
          denied={deniedBy(rows.error)}
          error={failure(rows.error)}
          onRetry={rows.reload}
          empty={rows.data?.total === 0}
        >
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['api_name', 'route', 'ability', 'territory', 'envs', 'view'].map((k) => (
                    <TableCell key={k} sx={WIDE_ONLY.includes(k) ? wideOnly : undefined}>
                      {t(`devcatalog.${k}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.data?.list.map((a) => (
                  <TableRow key={a.api_id} data-testid={`dev-api-${a.api_id}`}>
                    <TableCell>{a.api_name}</TableCell>
                    <TableCell
                      sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                    >{`${a.method_type} ${a.listen_path}`}</TableCell>
                    <TableCell>
                      <Link to={`/developers/abilityDetails?group_id=${a.group_id}`}>{groupLabel(a, locale)}</Link>
                    </TableCell>
                    <TableCell sx={wideOnly}>{a.classify_name ?? t('devcatalog.unclassified')}</TableCell>
                    <TableCell sx={wideOnly}>
                      <EnvChips envs={a.envs} />
                    </TableCell>
                    <TableCell>
                      <Button size="small" component={Link} to={`/developers/interfaceDetails?api_id=${a.api_id}`}>
                        {t('devcatalog.view')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={rows.data?.total ?? 0}
            page={page.num - 1}
            rowsPerPage={page.size}
            rowsPerPageOptions={PAGE_SIZE_OPTIONS}
            onPageChange={(_, p) => setPage((x) => ({ ...x, num: p + 1 }))}
            onRowsPerPageChange={(e) => setPage({ num: 1, size: Number(e.target.value) })}
          />
        </ScreenStates>
        {rows.data?.total === 0 && !name && classifyId === undefined && !groupId && (
          <Alert
            severity="info"
            action={
              <Button component={Link} to="/developers/capacityInventory" size="small">
                {t('devcatalog.apply_more')}
              </Button>
            }
          >
            {t('devcatalog.no_apis')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
