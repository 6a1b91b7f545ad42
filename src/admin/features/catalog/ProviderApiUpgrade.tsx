/**
 * providerapiupgrade (SPEC.md /providers): an upgrade drafted beside the published version of a group, with the
 * API diff between them, its submit for review and its back-out.
 */
import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { GroupHeading, Section, groupIdParam, stateLabel } from './GroupLook.tsx';
import { diffApis, filterLink, loadGroup, useLoad, type GroupDetail } from './group-data.ts';
import type { OperationId } from '../../../api/operation-types.ts';

const DIFF_COLOR = { added: 'success', removed: 'error', changed: 'warning', same: 'default' } as const;

function UpgradeDiff({ published, draft }: { published: GroupDetail; draft: GroupDetail }) {
  const t = useTranslate();
  const rows = diffApis(published.apis, draft.apis);
  const label = (f: string) => t(`resources.apis.fields.${f}`);
  return (
    <DataTable
      tableTestId="upgrade-diff"
      phone="scroll"
      rows={rows}
      rowKey={(r) => rows.indexOf(r)}
      columns={[
        {
          key: 'kind',
          label: t('catalog.change'),
          render: (r) => <Chip size="small" color={DIFF_COLOR[r.kind]} label={t(`catalog.upgrade.${r.kind}`)} />,
        },
        { key: 'method', label: t('catalog.method'), render: (r) => (r.after ?? r.before)!.method_type },
        { key: 'path', label: t('catalog.path'), render: (r) => <code>{(r.after ?? r.before)!.listen_path}</code> },
        { key: 'before', label: `v${published.version}`, render: (r) => r.before?.api_name ?? '—' },
        {
          key: 'after',
          label: `v${draft.version}`,
          render: (r) => (
            <>
              {r.after?.api_name ?? '—'}
              {r.fields.length > 0 && (
                <Typography variant="caption" display="block" color="text.secondary">
                  {r.fields.map(label).join('、')}
                </Typography>
              )}
            </>
          ),
        },
      ]}
    />
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
