/**
 * What a work order asks to approve, as an approver reads it (issue 25 item 8): a capability's publish names the
 * capability (linked), its APIs, pricing and backends; an upgrade shows what changes against the published version;
 * an access application names the application, capability, environment, charge rule and reason; a role application
 * the user, role and reason. The request's fields are the work order's own form; the capability's current APIs,
 * pricing and backends come from the catalog. Anything else is shown field by field in words, never as raw JSON.
 */
import type { ReactNode } from 'react';
import { Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { callOperation } from '../../../api/call-operation.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { FormView } from './FormView.tsx';
import type { OrderDetail } from './api.ts';

type Form = Record<string, unknown>;
interface ApiBrief {
  api_name: string;
  method_type: string;
  listen_path: string;
}
interface Rule {
  charge_rule_id: number;
  rule_name: string;
  rule_type: string;
  price_per_thousand?: number | null;
  package_calls?: number | null;
  package_price?: number | null;
  validity_days?: number | null;
  enabled?: boolean;
}
interface GroupView {
  group_id: number;
  group_name: string;
  group_name_en?: string | null;
  version?: number;
  apis: ApiBrief[];
  charge_rules?: Rule[];
  upstreams?: { env_type: number; base_url: string; timeout_ms: number }[];
}

const isGroupReview = (f: Form) => typeof f.group_id === 'number' && Array.isArray(f.apis);
const isAccess = (f: Form) => typeof f.apply_name === 'string' && 'env_type' in f && 'charge_rule' in f;
const isRole = (f: Form) => typeof f.role_code === 'string';

/** the request part of a work order's page: a summary for the kinds above, else the form field by field */
export function RequestView({ detail }: { detail: OrderDetail }) {
  const f = detail.form ?? {};
  if (isGroupReview(f)) return <GroupReview form={f} />;
  if (isAccess(f)) return <AccessSummary form={f} />;
  if (isRole(f)) return <RoleSummary form={f} />;
  return <FormView fields={detail.template?.fields} form={f} />;
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const envName = (t: (k: string) => string, env: unknown) =>
  [1, 2, 3].includes(Number(env)) ? t(`workorders.request.env_${Number(env)}`) : String(env ?? '—');

function ruleText(t: (k: string, o?: Record<string, unknown>) => string, r: Rule) {
  if (r.rule_type === 'free') return t('workorders.request.rule_free');
  if (r.rule_type === 'per_call')
    return t('workorders.request.rule_per_call', { price: Number(r.price_per_thousand ?? 0).toFixed(2) });
  return t('workorders.request.rule_package', {
    price: Number(r.package_price ?? 0).toFixed(2),
    calls: (r.package_calls ?? 0).toLocaleString(),
    days: r.validity_days ?? '—',
  });
}

function AccessSummary({ form }: { form: Form }) {
  const t = useTranslate();
  return (
    <Box data-testid="wo-summary" data-kind="access">
      <Rows
        rows={[
          [t('workorders.request.application'), String(form.apply_name)],
          [t('workorders.request.capability'), String(form.group_name ?? '—')],
          [t('workorders.request.env'), envName(t, form.env_type)],
          [t('workorders.request.rule'), String(form.charge_rule ?? '—')],
          [t('workorders.request.reason'), form.reason ? String(form.reason) : t('workorders.request.no_reason')],
        ]}
      />
    </Box>
  );
}

function RoleSummary({ form }: { form: Form }) {
  const t = useTranslate();
  const role = String(form.role_code);
  return (
    <Box data-testid="wo-summary" data-kind="role">
      <Rows
        rows={[
          [t('workorders.request.user'), String(form.user_name ?? '—')],
          [
            t('workorders.request.role'),
            ['developer', 'provider', 'enterprise_admin'].includes(role) ? t(`workorders.request.role_${role}`) : role,
          ],
          [t('workorders.request.reason'), form.reason ? String(form.reason) : t('workorders.request.no_reason')],
        ]}
      />
    </Box>
  );
}

const loadGroup = (id: number) => callOperation<GroupView>('groupDetail', { query: { group_id: id } });
const routeKey = (a: ApiBrief) => `${a.method_type.toUpperCase()} ${a.listen_path}`;

function GroupReview({ form }: { form: Form }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const groupId = form.group_id as number;
  const upgradeOf = typeof form.upgrade_of === 'number' ? form.upgrade_of : null;
  const group = useRemote(() => loadGroup(groupId), [groupId]);
  const published = useRemote(() => (upgradeOf ? loadGroup(upgradeOf) : Promise.resolve(null)), [upgradeOf]);
  const g = group.data;
  const name = (g && locale === 'en' && g.group_name_en) || g?.group_name || String(form.group_name ?? '');
  // the APIs as submitted (the form), checked against the published version for an upgrade
  const apis = (form.apis as ApiBrief[]) ?? [];
  const before = new Map((published.data?.apis ?? []).map((a) => [routeKey(a), a]));
  const change = (a: ApiBrief) =>
    !upgradeOf || !published.data
      ? null
      : !before.has(routeKey(a))
        ? 'added'
        : before.get(routeKey(a))!.api_name !== a.api_name
          ? 'changed'
          : 'same';
  const removed =
    upgradeOf && published.data
      ? published.data.apis.filter((a) => !apis.some((b) => routeKey(b) === routeKey(a)))
      : [];
  // an upgrade draft prices through its published version's rules when it has none of its own
  const rules = (g?.charge_rules?.length ? g.charge_rules : (published.data?.charge_rules ?? [])).filter(
    (r) => r.enabled !== false,
  );
  return (
    <Stack spacing={1.5} data-testid="wo-summary" data-kind={upgradeOf ? 'upgrade' : 'publish'}>
      <Rows
        rows={[
          [
            t('workorders.request.capability'),
            <MuiLink
              component={Link}
              to={`/providers/providerapilook?group_id=${groupId}`}
              data-testid="wo-summary-group"
            >
              {name}
            </MuiLink>,
          ],
          [
            t('workorders.request.kind'),
            upgradeOf
              ? t('workorders.request.upgrade', { version: String(form.version ?? '') })
              : t('workorders.request.publish', { version: String(form.version ?? '') }),
          ],
          [
            t('workorders.request.pricing'),
            rules.length
              ? rules
                  .map((r) => `${r.rule_name}${locale === 'en' ? ': ' : '：'}${ruleText(t, r)}`)
                  .join(locale === 'en' ? '; ' : '；')
              : group.loading
                ? '…'
                : t('workorders.request.none'),
          ],
          [
            t('workorders.request.backends'),
            g?.upstreams?.length ? (
              <Stack component="span" spacing={0.25}>
                {g.upstreams.map((u) => (
                  <span key={u.env_type}>
                    {envName(t, u.env_type)} · <code>{u.base_url}</code>
                  </span>
                ))}
              </Stack>
            ) : group.loading ? (
              '…'
            ) : (
              t('workorders.request.none')
            ),
          ],
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t('workorders.request.apis', { count: apis.length })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable<{ api: ApiBrief; removed: boolean }>
          tableTestId="wo-summary-apis"
          phone="scroll"
          rows={[...apis.map((api) => ({ api, removed: false })), ...removed.map((api) => ({ api, removed: true }))]}
          rowKey={(r) => `${r.removed ? 'removed ' : ''}${routeKey(r.api)}`}
          columns={[
            {
              key: 'name',
              label: t('workorders.request.api_name'),
              render: (r) =>
                r.removed ? (
                  <Box component="span" sx={{ textDecoration: 'line-through' }}>
                    {r.api.api_name}
                  </Box>
                ) : (
                  r.api.api_name
                ),
            },
            { key: 'route', label: t('workorders.request.route'), render: (r) => <code>{routeKey(r.api)}</code> },
            ...(upgradeOf
              ? [
                  {
                    key: 'change',
                    label: t('workorders.request.change'),
                    render: (r: { api: ApiBrief; removed: boolean }) => {
                      if (r.removed) return <Chip size="small" color="error" label={t('workorders.request.removed')} />;
                      const c = change(r.api);
                      return c ? (
                        <Chip
                          size="small"
                          color={c === 'added' ? 'success' : c === 'changed' ? 'info' : 'default'}
                          label={t(`workorders.request.${c}`)}
                        />
                      ) : (
                        '…'
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      </Box>
    </Stack>
  );
}
