/**
 * The lifecycle's own screens (SPEC.md /providers): processCreate (submit a draft for review, with what it still
 * lacks), providerapiupgrade (an upgrade drafted beside the published version: diff, submit, back out),
 * multiTypeAdd (create a group by import or by hand), and the filtered lists networkUpgrading (in review),
 * abilityReleaseList (published) and projectReleased (every version that went live).
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
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, ListPaginationContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { descriptorByName } from '../../../shared/descriptors/browser.ts';
import { DescriptorScope } from '../../resources/DescriptorContext.tsx';
import { RecordPageProvider } from '../../resources/RecordPageContext.tsx';
import { GeneratedList } from '../../resources/generate/index.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { TablePagination } from '../../ui/TablePagination.tsx';
import { DEFAULT_PAGE_SIZE } from '../../ui/pagination.ts';
import { callOperation } from '../../../api/call-operation.ts';
import { GroupHeading, Section, groupIdParam, stateLabel, when } from './GroupLook.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { diffApis, loadGroup, useLoad, type GroupDetail, type Release } from './group-data.ts';
import type { OperationId } from '../../../api/operation-types.ts';

const filterLink = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

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

const DIFF_COLOR = { added: 'success', removed: 'error', changed: 'warning', same: 'default' } as const;

function UpgradeDiff({ published, draft }: { published: GroupDetail; draft: GroupDetail }) {
  const t = useTranslate();
  const rows = diffApis(published.apis, draft.apis);
  const label = (f: string) => t(`resources.apis.fields.${f}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="upgrade-diff">
        <TableHead>
          <TableRow>
            <TableCell>{t('catalog.change')}</TableCell>
            <TableCell>{t('catalog.method')}</TableCell>
            <TableCell>{t('catalog.path')}</TableCell>
            <TableCell>v{published.version}</TableCell>
            <TableCell>v{draft.version}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              <TableCell>
                <Chip size="small" color={DIFF_COLOR[r.kind]} label={t(`catalog.upgrade.${r.kind}`)} />
              </TableCell>
              <TableCell>{(r.after ?? r.before)!.method_type}</TableCell>
              <TableCell>
                <code>{(r.after ?? r.before)!.listen_path}</code>
              </TableCell>
              <TableCell>{r.before?.api_name ?? '—'}</TableCell>
              <TableCell>
                {r.after?.api_name ?? '—'}
                {r.fields.length > 0 && (
                  <Typography variant="caption" display="block" color="text.secondary">
                    {r.fields.map(label).join('、')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** providerapiupgrade?group_id=N (the published group or its draft). */
export function ProviderApiUpgrade() {
  const t = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const id = groupIdParam(params);
  const first = useLoad(id ? () => loadGroup(id) : null, [id]);
  const publishedId = first.data ? (first.data.parent_group_id ?? first.data.group_id) : null;
  const published = useLoad(publishedId ? () => loadGroup(publishedId) : null, [publishedId, first.data?.updated_at]);
  const draftId = published.data?.upgrade_group_id ?? null;
  const draft = useLoad(draftId ? () => loadGroup(draftId) : null, [draftId]);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const act = async (operation: OperationId, groupId: number) => {
    setBusy(true);
    try {
      await callOperation(operation, { body: { group_id: groupId } });
      notify('resources._views.action.done', { type: 'success' });
      published.reload();
      first.reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const p = published.data;
  const d = draftId ? draft.data : undefined;
  const loading = first.loading || published.loading || (!!draftId && draft.loading);
  return (
    <ScreenStates
      loading={loading && !p}
      error={first.error ?? published.error}
      denied={first.denied || published.denied}
      empty={!id || (!first.loading && !first.data)}
      onRetry={first.reload}
    >
      {p && (
        <Stack spacing={2} data-testid="providerapiupgrade">
          <GroupHeading g={p}>
            <Button size="small" component={Link} to={`/providers/providerapilook?group_id=${p.group_id}`}>
              {t('catalog.look.view')}
            </Button>
          </GroupHeading>
          {p.group_state !== 'published' && !d && (
            <Alert severity="info">
              {t('catalog.upgrade.only_published', { state: stateLabel(t, p.group_state) })}
            </Alert>
          )}
          {p.group_state === 'published' && !draftId && (
            <Section title={t('catalog.upgrade.title')}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('catalog.upgrade.explain')}
              </Typography>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => act('groupUpgrade', p.group_id)}
                data-testid="upgrade-start"
              >
                {t('catalog.upgrade.start')}
              </Button>
            </Section>
          )}
          {d && (
            <Section
              title={t('catalog.upgrade.draft_title', { from: p.version, to: d.version })}
              testId="upgrade-draft"
            >
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} alignItems="center">
                <Chip
                  size="small"
                  label={stateLabel(t, d.group_state)}
                  color={d.group_state === 'submitted' ? 'warning' : 'default'}
                  data-testid="upgrade-state"
                  data-state={d.group_state}
                />
                {d.group_state === 'draft' && (
                  <>
                    <Button
                      size="small"
                      component={Link}
                      to={filterLink('/providers/providerapimanage', { group_id: d.group_id })}
                    >
                      {t('catalog.upgrade.edit_apis')}
                    </Button>
                    <Button size="small" component={Link} to={`/providers/providerapi/${d.group_id}/edit`}>
                      {t('catalog.upgrade.edit_group')}
                    </Button>
                    <Button
                      size="small"
                      variant="contained"
                      component={Link}
                      to={`/providers/processCreate?group_id=${d.group_id}`}
                      data-testid="upgrade-submit"
                    >
                      {t('catalog.process.title')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => setAsking(true)}
                      data-testid="upgrade-back"
                    >
                      {t('catalog.upgrade.back')}
                    </Button>
                  </>
                )}
                {d.group_state === 'submitted' && d.work_order_id && (
                  <Button size="small" component={Link} to={`/process/handle-ticket?work_order_id=${d.work_order_id}`}>
                    {t('catalog.upgrade.work_order', { id: d.work_order_id })}
                  </Button>
                )}
              </Stack>
              {d.reject_reason && d.group_state === 'draft' && (
                <Alert severity="warning" sx={{ mb: 1 }} data-testid="upgrade-returned">
                  {t('catalog.look.returned', { reason: d.reject_reason })}
                </Alert>
              )}
              <UpgradeDiff published={p} draft={d} />
              <Confirm
                isOpen={asking}
                loading={busy}
                title="catalog.upgrade.back"
                content="catalog.upgrade.back_confirm"
                onConfirm={() => act('groupUpgradeBack', d.group_id)}
                onClose={() => setAsking(false)}
              />
            </Section>
          )}
        </Stack>
      )}
    </ScreenStates>
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
  const [paged, setPaged] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const releases = useLoad(
    () =>
      callOperation<{ list: Release[]; total: number }>('groupReleasePage', {
        query: {
          released: true,
          page_num: paged.page,
          page_size: paged.perPage,
          sort_field: 'created_at',
          sort_order: 'DESC',
        },
      }),
    [paged.page, paged.perPage],
  );
  const list = releases.data?.list ?? [];
  const total = releases.data?.total ?? 0;
  const count = (r: Release, k: 'added' | 'removed' | 'changed') => r.api_changes?.[k]?.length ?? 0;
  // the console's pagination reads react-admin's list pagination context: this screen provides one for its own page state
  const pagination = {
    page: paged.page,
    perPage: paged.perPage,
    total,
    isLoading: releases.loading,
    isPending: releases.loading,
    resource: 'group_releases',
    hasPreviousPage: paged.page > 1,
    hasNextPage: paged.page * paged.perPage < total,
    setPage: (page: number) => setPaged((p) => ({ ...p, page })),
    setPerPage: (perPage: number) => setPaged((p) => ({ ...p, perPage })),
  };
  return (
    <ScreenStates
      loading={releases.loading && !releases.data}
      error={releases.error}
      denied={releases.denied}
      empty={!releases.loading && !total}
      onRetry={releases.reload}
    >
      <Section title={t('routes.projectReleased')} testId="projectReleased">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['released_at', 'group', 'version', 'kind', 'changes', 'by'].map((k) => (
                  <TableCell key={k}>{t(`catalog.released.${k}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((r) => (
                <TableRow key={r.release_id} data-testid="released-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(locale, r.created_at)}</TableCell>
                  <TableCell>
                    <Link to={`/providers/providerapilook?group_id=${r.group_id}`}>{r.group_name}</Link>
                  </TableCell>
                  <TableCell>v{r.version}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`resources.group_releases.choices.action.${r.action}`, { _: r.action })}
                    />
                  </TableCell>
                  <TableCell>
                    {r.api_changes ? `+${count(r, 'added')} −${count(r, 'removed')} ~${count(r, 'changed')}` : ''}
                  </TableCell>
                  <TableCell>{r.actor_name}</TableCell>
                  <TableCell>
                    <Button size="small" component={Link} to={`/providers/releaseDetails?release_id=${r.release_id}`}>
                      {t('catalog.look.details')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <ListPaginationContext.Provider value={pagination}>
          <TablePagination />
        </ListPaginationContext.Provider>
      </Section>
    </ScreenStates>
  );
}
