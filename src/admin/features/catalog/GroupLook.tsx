/**
 * /providers/providerapilook?group_id=N: a group as a developer will meet it, read-only: summary, upstreams, every
 * API with its parameters, bodies, response and error codes, the pricing, and the release history, with the next
 * lifecycle step (edit, submit, upgrade) one click away.
 */
import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { BodyView, ErrorCodesView, ExampleView, ParamsView, UpstreamsView } from './editors/views.tsx';
import {
  loadGroup,
  loadHistory,
  useLoad,
  type ApiRow,
  type ChargeRule,
  type GroupDetail,
  type Release,
} from './group-data.ts';
import { formatDateTime } from '../../../shared/dates.ts';

export const stateLabel = (t: (k: string, o?: object) => string, s: string) =>
  t(`resources.api_groups.choices.group_state.${s}`, { _: s });
export const when = (locale: string, v: string | null | undefined) => formatDateTime(v, locale, { seconds: true });
export const groupIdParam = (params: URLSearchParams) => {
  const n = Number(params.get('group_id'));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ruleText(t: (k: string, o?: object) => string, r: ChargeRule): string {
  if (r.rule_type === 'free') return t('catalog.look.free');
  if (r.rule_type === 'per_call') return t('catalog.look.per_call', { price: r.price_per_thousand ?? 0 });
  return t('catalog.look.package', {
    calls: r.package_calls ?? 0,
    price: r.package_price ?? 0,
    days: r.validity_days ?? 0,
  });
}

function limits(t: (k: string, o?: object) => string, r: ChargeRule): string {
  return [
    r.qps ? `QPS ${r.qps}` : '',
    r.daily_quota ? t('catalog.look.daily', { n: r.daily_quota }) : '',
    r.monthly_quota ? t('catalog.look.monthly', { n: r.monthly_quota }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function Pricing({ rules }: { rules: ChargeRule[] }) {
  const t = useTranslate();
  if (!rules.length) return <Typography color="text.secondary">{t('catalog.look.no_pricing')}</Typography>;
  return (
    <DataTable<ChargeRule>
      tableTestId="look-pricing"
      head={false}
      phone="scroll"
      rows={rules}
      rowKey={(r) => r.charge_rule_id}
      columns={[
        {
          key: 'name',
          label: '',
          render: (r) => (
            <>
              {r.rule_name}
              {r.is_default && <Chip size="small" sx={{ ml: 1 }} label={t('catalog.look.default')} />}
            </>
          ),
        },
        { key: 'rule', label: '', render: (r) => ruleText(t, r) },
        { key: 'limits', label: '', render: (r) => limits(t, r) },
        {
          key: 'enabled',
          label: '',
          render: (r) => (r.enabled ? t('catalog.look.enabled') : t('catalog.look.disabled')),
        },
      ]}
    />
  );
}

export function History({ list }: { list: Release[] }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  if (!list.length) return <Typography color="text.secondary">{t('catalog.overview.none')}</Typography>;
  return (
    <DataTable<Release>
      tableTestId="look-history"
      head={false}
      phone="scroll"
      rows={list}
      rowKey={(r) => r.release_id}
      columns={[
        { key: 'at', label: '', nowrap: true, render: (r) => when(locale, r.created_at) },
        {
          key: 'action',
          label: '',
          render: (r) => (
            <Chip size="small" label={t(`resources.group_releases.choices.action.${r.action}`, { _: r.action })} />
          ),
        },
        { key: 'version', label: '', render: (r) => `v${r.version}` },
        { key: 'actor', label: '', render: (r) => r.actor_name },
        { key: 'reason', label: '', sx: { overflowWrap: 'anywhere' }, render: (r) => r.reason },
        {
          key: 'details',
          label: '',
          render: (r) => (
            <Button size="small" component={Link} to={`/providers/releaseDetails?release_id=${r.release_id}`}>
              {t('catalog.look.details')}
            </Button>
          ),
        },
      ]}
    />
  );
}

function ApiDetail({ api }: { api: ApiRow }) {
  const t = useTranslate();
  const label = (k: string) => t(`resources.apis.fields.${k}`);
  return (
    <Stack spacing={1.5}>
      {api.api_desc && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {api.api_desc}
        </Typography>
      )}
      {api.backend_path && (
        <Typography variant="body2" color="text.secondary">
          {label('backend_path')}:{' '}
          <code>
            {api.backend_method ?? api.method_type} {api.backend_path}
          </code>
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2">{label('request_params')}</Typography>
        <ParamsView value={api.request_params} />
      </Box>
      <Box>
        <Typography variant="subtitle2">{label('request_body')}</Typography>
        <BodyView value={api.request_body} />
      </Box>
      <Box>
        <Typography variant="subtitle2">{label('response_schema')}</Typography>
        <BodyView value={api.response_schema} />
      </Box>
      {api.response_example !== null && api.response_example !== undefined && (
        <Box>
          <Typography variant="subtitle2">{label('response_example')}</Typography>
          <ExampleView value={api.response_example} />
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2">{label('error_codes')}</Typography>
        <ErrorCodesView value={api.error_codes} />
      </Box>
    </Stack>
  );
}

export function ApiList({ apis }: { apis: ApiRow[] }) {
  const t = useTranslate();
  const [open, setOpen] = useState<number | false>(false);
  if (!apis.length) return <Typography color="text.secondary">{t('catalog.look.no_apis')}</Typography>;
  return (
    <Box data-testid="look-apis">
      {apis.map((a) => (
        <Accordion
          key={a.api_id}
          disableGutters
          expanded={open === a.api_id}
          onChange={(_, on) => setOpen(on ? a.api_id : false)}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0, flexWrap: 'wrap' }} useFlexGap>
              <Chip size="small" color="primary" variant="outlined" label={a.method_type} />
              <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
                {a.listen_path}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {a.api_name}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>{open === a.api_id && <ApiDetail api={a} />}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

export function GroupHeading({ g, children }: { g: GroupDetail; children?: React.ReactNode }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const name = locale === 'en' && g.group_name_en ? g.group_name_en : g.group_name;
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" data-testid="group-heading">
      <Typography variant="h6" component="h1" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Chip size="small" label={`v${g.version}`} />
      <Chip
        size="small"
        color={g.group_state === 'published' ? 'success' : g.group_state === 'submitted' ? 'warning' : 'default'}
        label={stateLabel(t, g.group_state)}
      />
      <Box sx={{ flex: 1 }} />
      {children}
    </Stack>
  );
}

export default function GroupLook() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const id = groupIdParam(params);
  const group = useLoad(id ? () => loadGroup(id) : null, [id]);
  const history = useLoad(id ? () => loadHistory(id, 10) : null, [id]);
  const g = group.data;
  // a published group with an upgrade drafted beside it says where that upgrade stands
  const upgradeId = g?.upgrade_group_id ?? null;
  const upgrade = useLoad(upgradeId ? () => loadGroup(upgradeId) : null, [upgradeId]);
  return (
    <ScreenStates
      loading={group.loading}
      error={group.error}
      denied={group.denied}
      empty={!id || !g}
      onRetry={group.reload}
    >
      {g && (
        <Stack spacing={2} data-testid="providerapilook">
          <GroupHeading g={g}>
            {g.group_state === 'draft' && (
              <Button size="small" variant="outlined" component={Link} to={`/providers/providerapi/${g.group_id}/edit`}>
                {t('ra.action.edit')}
              </Button>
            )}
            {g.group_state === 'draft' && (
              <Button
                size="small"
                variant="contained"
                component={Link}
                to={`/providers/processCreate?group_id=${g.group_id}`}
                data-testid="look-submit"
              >
                {t('catalog.process.title')}
              </Button>
            )}
            {g.group_state === 'published' && !g.parent_group_id && (
              <Button
                size="small"
                variant="outlined"
                component={Link}
                to={`/providers/providerapiupgrade?group_id=${g.group_id}`}
              >
                {t('catalog.upgrade.title')}
              </Button>
            )}
          </GroupHeading>
          {g.reject_reason && g.group_state === 'draft' && (
            <Typography color="warning.main">{t('catalog.look.returned', { reason: g.reject_reason })}</Typography>
          )}
          {upgradeId && upgrade.data && (
            <Alert
              severity={upgrade.data.group_state === 'submitted' ? 'warning' : 'info'}
              data-testid="look-upgrade"
              data-state={upgrade.data.group_state}
              action={
                <Button
                  size="small"
                  color="inherit"
                  component={Link}
                  to={`/providers/providerapiupgrade?group_id=${g.group_id}`}
                >
                  {t('catalog.look.upgrade_open')}
                </Button>
              }
            >
              {t(
                upgrade.data.group_state === 'submitted'
                  ? 'catalog.look.upgrade_in_review'
                  : 'catalog.look.upgrade_drafted',
                { from: g.version, to: upgrade.data.version },
              )}
              {upgrade.data.reject_reason && upgrade.data.group_state === 'draft'
                ? ` ${t('catalog.look.returned', { reason: upgrade.data.reject_reason })}`
                : ''}
            </Alert>
          )}
          <Section title={t('catalog.look.summary')}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {g.description || t('catalog.editor.none')}
            </Typography>
          </Section>
          <Section title={t('resources.api_groups.fields.upstreams')}>
            <UpstreamsView value={g.upstreams} refusals={g.upstream_refusals} />
          </Section>
          <Section title={`${t('catalog.apis')} (${g.apis.length})`}>
            <ApiList apis={g.apis} />
          </Section>
          <Section title={t('catalog.look.pricing')}>
            <Pricing rules={g.charge_rules} />
          </Section>
          <Section title={t('catalog.history')}>
            <History list={history.data ?? []} />
          </Section>
        </Stack>
      )}
    </ScreenStates>
  );
}
