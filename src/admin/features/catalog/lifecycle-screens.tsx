/**
 * The lifecycle's own screens (SPEC.md /providers): processCreate (submit a draft for review, with what it still
 * lacks), multiTypeAdd (create a group by import or by hand), and the filtered lists networkUpgrading (in review),
 * abilityReleaseList (published) and projectReleased (every version that went live). providerapiupgrade is
 * ProviderApiUpgrade.tsx.
 */
import { useState } from 'react';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import MissingIcon from '@mui/icons-material/ErrorOutline';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { descriptorByName } from '../../../shared/descriptors/browser.ts';
import { DescriptorScope } from '../../resources/DescriptorContext.tsx';
import { RecordPageProvider } from '../../resources/RecordPageContext.tsx';
import { GeneratedList } from '../../resources/generate/index.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { GroupHeading, Section, groupIdParam, when } from './GroupLook.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { filterLink, loadGroup, useLoad, type Release } from './group-data.ts';

/** processCreate?group_id=N: what a review needs, each item linked to where it is fixed, then the submit. */
export function ProcessCreate() {
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = groupIdParam(params);
  const group = useLoad(id ? () => loadGroup(id) : null, [id]);
  const g = group.data;
  // an upgrade is priced by the published version's rules
  const parent = useLoad(g?.parent_group_id ? () => loadGroup(g.parent_group_id!) : null, [g?.parent_group_id]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!g)
    return (
      <ScreenStates loading={group.loading} error={group.error} denied={group.denied} empty onRetry={group.reload}>
        {null}
      </ScreenStates>
    );
  const rules = (g.parent_group_id ? parent.data?.charge_rules : g.charge_rules) ?? [];
  const checks = [
    { ok: g.group_state === 'draft', key: 'is_draft', to: `/providers/providerapilook?group_id=${g.group_id}` },
    {
      ok: g.apis.length > 0,
      key: 'has_apis',
      to: filterLink('/providers/providerapimanage', { group_id: g.group_id }),
    },
    { ok: g.upstreams.length > 0, key: 'has_upstreams', to: `/providers/providerapi/${g.group_id}/edit` },
    {
      ok: rules.some((r) => r.enabled),
      key: 'has_pricing',
      to: filterLink('/providers/addPricing', { group_id: g.parent_group_id ?? g.group_id }),
    },
  ];
  const ready = checks.every((c) => c.ok);
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await callOperation<{ work_order_id: number }>('groupSubmit', {
        body: { group_id: g.group_id, reason: note.trim() || null },
      });
      notify(t('catalog.process.submitted', { id: r.work_order_id }), { type: 'success' });
      navigate(`/providers/providerapilook?group_id=${g.parent_group_id ?? g.group_id}`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} data-testid="processCreate">
      <GroupHeading g={g} />
      {g.reject_reason && <Alert severity="warning">{t('catalog.look.returned', { reason: g.reject_reason })}</Alert>}
      <Section title={t('catalog.process.checklist')}>
        <List dense>
          {checks.map((c) => (
            <ListItem
              key={c.key}
              secondaryAction={
                c.ok ? null : (
                  <Button size="small" component={Link} to={c.to}>
                    {t('catalog.process.fix')}
                  </Button>
                )
              }
              data-testid={`check-${c.key}`}
            >
              <ListItemIcon>{c.ok ? <CheckIcon color="success" /> : <MissingIcon color="warning" />}</ListItemIcon>
              <ListItemText
                primary={t(`catalog.process.${c.key}`)}
                secondary={c.ok ? null : t('catalog.process.missing')}
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title={t('catalog.process.what')}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t(g.parent_group_id ? 'catalog.process.upgrade_note' : 'catalog.process.publish_note', {
            count: g.apis.length,
          })}
        </Typography>
        <TextField
          fullWidth
          multiline
          minRows={2}
          size="small"
          label={t('catalog.process.note')}
          value={note}
          inputProps={{ maxLength: 500, 'data-testid': 'submit-note' }}
          onChange={(e) => setNote(e.target.value)}
          helperText={`${note.length}/500`}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="contained" disabled={!ready || busy} onClick={submit} data-testid="process-submit">
            {t('catalog.process.submit')}
          </Button>
          <Button component={Link} to={`/providers/providerapilook?group_id=${g.group_id}`}>
            {t('catalog.close')}
          </Button>
        </Stack>
      </Section>
    </Stack>
  );
}

/** multiTypeAdd: the two ways to create a group. */
export function MultiTypeAdd() {
  const t = useTranslate();
  const [importing, setImporting] = useState(false);
  const ways = [
    { key: 'import', onClick: () => setImporting(true) },
    { key: 'manual', to: '/providers/providerapi/create' },
  ];
  return (
    <Stack spacing={2} data-testid="multiTypeAdd">
      <Typography variant="h6" component="h1">
        {t('catalog.add.title')}
      </Typography>
      <Grid container spacing={2}>
        {ways.map((w) => (
          <Grid key={w.key} size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                sx={{ height: '100%' }}
                data-testid={`add-${w.key}`}
                {...(w.to ? { component: Link, to: w.to } : { onClick: w.onClick })}
              >
                <CardContent>
                  <Typography variant="subtitle1" fontWeight={600}>
                    {t(`catalog.add.${w.key}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`catalog.add.${w.key}_hint`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {importing && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
}

/** The groups list at another route, held to one state; records open under providerapi as usual. */
function GroupsIn({ state, testId }: { state: string; testId: string }) {
  const d = descriptorByName.get('api_groups')!;
  return (
    <DescriptorScope descriptor={d}>
      <RecordPageProvider listPath="/providers/providerapi">
        <Box data-testid={testId}>
          <GeneratedList filter={{ group_state: state }} storeKey={`api_groups.${testId}`} titleRoute={testId} />
        </Box>
      </RecordPageProvider>
    </DescriptorScope>
  );
}
export const NetworkUpgrading = () => <GroupsIn state="submitted" testId="networkUpgrading" />;
export const AbilityReleaseList = () => <GroupsIn state="published" testId="abilityReleaseList" />;

/** projectReleased: every version that went live (first publication, committed upgrades, publication again), newest first, a page at a time. */
export function ProjectReleased() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const count = (r: Release, k: 'added' | 'removed' | 'changed') => r.api_changes?.[k]?.length ?? 0;
  const head = (k: string) => t(`catalog.released.${k}`);
  const columns: OperationColumn<Release>[] = [
    {
      key: 'released_at',
      label: head('released_at'),
      sx: { whiteSpace: 'nowrap' },
      render: (r) => when(locale, r.created_at),
    },
    {
      key: 'group',
      label: head('group'),
      render: (r) => <Link to={`/providers/providerapilook?group_id=${r.group_id}`}>{r.group_name}</Link>,
    },
    { key: 'version', label: head('version'), render: (r) => `v${r.version}` },
    {
      key: 'kind',
      label: head('kind'),
      render: (r) => (
        <Chip size="small" label={t(`resources.group_releases.choices.action.${r.action}`, { _: r.action })} />
      ),
    },
    {
      key: 'changes',
      label: head('changes'),
      render: (r) => (r.api_changes ? `+${count(r, 'added')} −${count(r, 'removed')} ~${count(r, 'changed')}` : ''),
    },
    { key: 'by', label: head('by'), render: (r) => r.actor_name },
    {
      key: 'details',
      label: '',
      render: (r) => (
        <Button size="small" component={Link} to={`/providers/releaseDetails?release_id=${r.release_id}`}>
          {t('catalog.look.details')}
        </Button>
      ),
    },
  ];
  return (
    <OperationList<Release>
      operationId="groupReleasePage"
      query={RELEASED}
      heading={t('routes.projectReleased')}
      testid="projectReleased"
      sx={{}}
      columns={columns}
      rowKey={(r) => r.release_id}
      rowTestId="released-row"
      phone="scroll"
    />
  );
}

const RELEASED = { released: true, sort_field: 'created_at', sort_order: 'DESC' };
