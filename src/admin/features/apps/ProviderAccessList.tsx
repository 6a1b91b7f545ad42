/**
 * The provider's access screens (capabilityAccessList, applicationAccessList, applicationAccessAPIList,
 * apiPermissions): the applications and subscriptions for their groups, filtered by state, environment and
 * application name, each opening its data authority. Approving happens in the work order (process/upcoming).
 */
import { useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { useCan } from '../../ui/Can.tsx';
import {
  ENV_TYPES,
  loadAccessFields,
  loadAccessUsers,
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
  // 查询 with the same filters still asks again (someone may have applied meanwhile)
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState<AccessRecord | null>(null);
  const groupName = (r: AccessRecord) =>
    (locale === 'en' && r.group_name_en ? r.group_name_en : r.group_name) ?? r.group_id;
  const columns: OperationColumn<AccessRecord>[] = [
    { key: 'group', label: t('access.group'), render: groupName },
    { key: 'app', label: t('access.app'), render: (r) => r.apply_name },
    { key: 'developer', label: t('access.developer'), render: (r) => r.developer_name },
    { key: 'env', label: t('access.env'), render: (r) => t(`apps.env_${r.env_type}`) },
    { key: 'rule', label: t('access.rule'), render: (r) => r.rule_name },
    {
      key: 'state',
      label: t('access.state'),
      render: (r) => (
        <>
          <Chip size="small" color={STATE_COLORS[r.state]} label={t(`access.state_${r.state}`)} />
          {r.state === 'active' && r.enabled === 0 && (
            <Chip size="small" sx={{ ml: 0.5 }} label={t('access.enabled_0')} />
          )}
        </>
      ),
    },
    { key: 'period', label: t('access.period'), render: (r) => period(t, r, locale) },
    {
      key: 'open',
      label: t(`access.edit_${panel}`),
      render: (r) => (
        <Button size="small" onClick={() => setOpen(r)} data-testid={`open-${panel}-${r.r_apply_groups_record_id}`}>
          {t(`access.edit_${panel}`)}
        </Button>
      ),
    },
  ];
  const toolbar = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
          setRound((r) => r + 1);
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
  );
  return (
    <>
      <OperationList<AccessRecord>
        operationId="accessProviderPage"
        query={filters}
        testid="provider-access"
        heading={<Typography variant="h6">{t('access.provider_title')}</Typography>}
        toolbar={toolbar}
        columns={columns}
        rowKey={(r) => r.r_apply_groups_record_id}
        rowTestId={(r) => `access-row-${r.r_apply_groups_record_id}`}
        reloadKey={round}
        phone="scroll"
      />
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
    </>
  );
}
