/**
 * The provider's access screens (capabilityAccessList, applicationAccessList, applicationAccessAPIList,
 * apiPermissions): the applications and subscriptions for their groups, filtered by state, environment and
 * application name, each opening its data authority. Approving happens in the work order (process/upcoming).
 */
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  MenuItem,
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
import { useCan } from '../../ui/Can.tsx';
import {
  ENV_TYPES,
  loadAccessFields,
  loadAccessUsers,
  providerAccessPage,
  saveAccessFields,
  saveAccessUsers,
  type AccessRecord,
} from './api.ts';
import { ApisPanel } from './ApisPanel.tsx';
import { SubsetPanel } from './SubsetPanel.tsx';
import { formatDate } from '../../../shared/dates.ts';

const STATES = ['pending', 'active', 'rejected', 'withdrawn'];
const STATE_COLORS: Record<string, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  active: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function period(t: (k: string) => string, r: Pick<AccessRecord, 'start_time' | 'end_time'>, locale: string) {
  const f = (d: string) => formatDate(d, locale);
  return r.start_time ? `${f(r.start_time)} – ${r.end_time ? f(r.end_time) : t('access.open_ended')}` : '—';
}

type Panel = 'apis' | 'fields' | 'users';

/** The dialog's content: the subscription's APIs, fields or users it may use. */
function AuthorityPanel({ panel, recordId, canEdit }: { panel: Panel; recordId: number; canEdit: boolean }) {
  if (panel === 'fields') {
    return (
      <SubsetPanel
        kind="fields"
        canEdit={canEdit}
        deps={[recordId]}
        save={(ids) => saveAccessFields(recordId, ids)}
        load={async () => {
          const d = await loadAccessFields(recordId);
          return {
            ids: d.field_ids,
            items: d.fields.map((f) => ({
              id: f.field_id,
              label: f.field_desc ? `${f.field_name} · ${f.field_desc}` : f.field_name,
            })),
          };
        }}
      />
    );
  }
  if (panel === 'users') {
    return (
      <SubsetPanel
        kind="users"
        canEdit={canEdit}
        deps={[recordId]}
        save={(ids) => saveAccessUsers(recordId, ids)}
        load={async () => {
          const d = await loadAccessUsers(recordId);
          return {
            ids: d.user_ids,
            items: d.users.map((u) => ({
              id: u.user_id,
              label: u.user_real_name ? `${u.user_real_name} (${u.user_name})` : u.user_name,
            })),
          };
        }}
      />
    );
  }
  return <ApisPanel recordId={recordId} canEdit={canEdit} />;
}

export const FieldPermissions = () => <ProviderAccessList panel="fields" />;
export const UserPermissions = () => <ProviderAccessList panel="users" />;

export default function ProviderAccessList({ panel = 'apis' }: { panel?: Panel }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const mayGrant = useCan('edit', 'apiPermissions');
  const mayList = useCan('query', 'applicationAccessAPIList');
  const mayFields = useCan('edit', 'fieldPermissions');
  const mayUsers = useCan('edit', 'userPermissions');
  const canEdit = panel === 'fields' ? mayFields : panel === 'users' ? mayUsers : mayGrant || mayList;
  const [draft, setDraft] = useState({ state: '', env_type: '', apply_name: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState({ num: 1, size: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<AccessRecord | null>(null);
  const rows = useRemote(
    () => providerAccessPage({ ...filters, page_num: page.num, page_size: page.size }),
    [filters, page],
  );
  const groupName = (r: AccessRecord) =>
    (locale === 'en' && r.group_name_en ? r.group_name_en : r.group_name) ?? r.group_id;
  return (
    <Card sx={{ m: 1 }} data-testid="provider-access">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('access.provider_title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label={t('access.app_filter')}
            value={draft.apply_name}
            onChange={(e) => setDraft({ ...draft, apply_name: e.target.value })}
          />
          <TextField
            select
            size="small"
            label={t('access.state')}
            value={draft.state}
            sx={{ minWidth: 140 }}
            onChange={(e) => setDraft({ ...draft, state: e.target.value })}
          >
            <MenuItem value="">—</MenuItem>
            {STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`access.state_${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('access.env')}
            value={draft.env_type}
            sx={{ minWidth: 140 }}
            onChange={(e) => setDraft({ ...draft, env_type: e.target.value })}
          >
            <MenuItem value="">—</MenuItem>
            {ENV_TYPES.map((e) => (
              <MenuItem key={e} value={String(e)}>
                {t(`apps.env_${e}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => {
              setFilters({ ...draft, apply_name: draft.apply_name.trim() });
              setPage((p) => ({ ...p, num: 1 }));
            }}
          >
            {t('access.query')}
          </Button>
          <Button
            onClick={() => {
              const empty = { state: '', env_type: '', apply_name: '' };
              setDraft(empty);
              setFilters(empty);
            }}
          >
            {t('access.reset')}
          </Button>
        </Stack>
        <ScreenStates
          loading={rows.loading && !rows.data}
          error={rows.error}
          onRetry={rows.reload}
          empty={rows.data?.total === 0}
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                {['group', 'app', 'developer', 'env', 'rule', 'state', 'period', `edit_${panel}`].map((k) => (
                  <TableCell key={k}>{t(`access.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data?.list.map((r) => (
                <TableRow key={r.r_apply_groups_record_id} data-testid={`access-row-${r.r_apply_groups_record_id}`}>
                  <TableCell>{groupName(r)}</TableCell>
                  <TableCell>{r.apply_name}</TableCell>
                  <TableCell>{r.developer_name}</TableCell>
                  <TableCell>{t(`apps.env_${r.env_type}`)}</TableCell>
                  <TableCell>{r.rule_name}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATE_COLORS[r.state]} label={t(`access.state_${r.state}`)} />
                    {r.state === 'active' && r.enabled === 0 && (
                      <Chip size="small" sx={{ ml: 0.5 }} label={t('access.enabled_0')} />
                    )}
                  </TableCell>
                  <TableCell>{period(t, r, locale)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setOpen(r)}
                      data-testid={`open-${panel}-${r.r_apply_groups_record_id}`}
                    >
                      {t(`access.edit_${panel}`)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
      </CardContent>
      {open && (
        <Dialog open fullWidth maxWidth="sm" onClose={() => setOpen(null)}>
          <DialogContent>
            <AuthorityPanel panel={panel} recordId={open.r_apply_groups_record_id} canEdit={canEdit} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>{t('access.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}
