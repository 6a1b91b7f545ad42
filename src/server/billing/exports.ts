/**
 * The two billing screens that are no generated list export what they show, through the export records like every
 * list: applicationList (bills per application and month, source `bill_app_months`) and capacityList (use per
 * subscription against quota or package, source `bill_capacity`). Rows are read page by page through the very
 * reads the screens call (reports.ts), so the file holds what the caller's scope shows on screen.
 */
import { allows, loadGrants } from '../auth/permissions.ts';
import type { Caller, Deps } from '../context.ts';
import { noPermission, validation } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { ENV_TEXTS, registerExportSource, type ExportRow, type ExportSource, type Texts } from '../exports/sources.ts';
import type { ExportParams } from '../exports/params.ts';
import { validTimeZone } from '../exports/descriptor-source.ts';
import { appMonthPage, capacityPage } from './reports.ts';
import { isMonth, normMonth } from './months.ts';
import { yuan } from './money.ts';
import { inLang } from '../http/in-lang.ts';

const BATCH = 200;

interface Column<R> {
  label: Texts;
  kind: 'number' | 'text';
  value: (r: R, lang: Lang, date: (v: unknown) => string) => string | number | null;
}

const named = (name: unknown, id: unknown) => (name ? String(name) : String(id));

type AppMonth = Awaited<ReturnType<typeof appMonthPage>>['list'][number];
type Capacity = Awaited<ReturnType<typeof capacityPage>>['list'][number];

const APP_MONTH_COLUMNS: Column<AppMonth>[] = [
  { label: { zh: '账期', en: 'Month' }, kind: 'text', value: (r) => r.bill_month.slice(0, 7) },
  { label: { zh: '应用', en: 'Application' }, kind: 'text', value: (r) => named(r.apply_name, r.apply_id) },
  { label: { zh: '账单数', en: 'Bills' }, kind: 'number', value: (r) => r.bill_count },
  { label: { zh: '调用次数', en: 'Calls' }, kind: 'number', value: (r) => r.calls },
  { label: { zh: '计费次数', en: 'Billable' }, kind: 'number', value: (r) => r.billable_calls },
  { label: { zh: '应付（元）', en: 'Total (CNY)' }, kind: 'text', value: (r) => yuan(r.total_fen) },
  {
    label: { zh: '状态', en: 'Status' },
    kind: 'text',
    value: (r, lang) => (r.estimate ? { zh: '预估', en: 'Estimate' } : { zh: '已出账', en: 'Issued' })[lang],
  },
];

const CAPACITY_COLUMNS: Column<Capacity>[] = [
  {
    label: { zh: '能力', en: 'Capability' },
    kind: 'text',
    value: (r, lang) => named(inLang(lang, r.group_name as string | null, r.group_name_en), r.group_id),
  },
  { label: { zh: '应用', en: 'Application' }, kind: 'text', value: (r) => named(r.apply_name, r.apply_id) },
  {
    label: { zh: '环境', en: 'Environment' },
    kind: 'text',
    value: (r, lang) => ENV_TEXTS[r.env_type]?.[lang] ?? String(r.env_type),
  },
  {
    label: { zh: '计费规则', en: 'Charge rule' },
    kind: 'text',
    value: (r, lang) => inLang(lang, r.rule_name, r.rule_name_en),
  },
  { label: { zh: '今日', en: 'Today' }, kind: 'number', value: (r) => r.used_today },
  { label: { zh: '本月', en: 'This month' }, kind: 'number', value: (r) => r.used_month },
  {
    label: { zh: '额度', en: 'Quota' },
    kind: 'text',
    value: (r, lang) => (r.quota ? String(r.quota) : { zh: '不限', en: 'Unlimited' }[lang]),
  },
  { label: { zh: '剩余', en: 'Remaining' }, kind: 'number', value: (r) => r.remaining ?? null },
  {
    label: { zh: '到期时间', en: 'Expires' },
    kind: 'text',
    value: (r, lang, date) =>
      r.end_time ? `${date(r.end_time)}${r.expired ? { zh: '（已到期）', en: ' (expired)' }[lang] : ''}` : null,
  },
];

function dateIn(zone: string | undefined) {
  const f = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (v: unknown) => f.format(v instanceof Date ? v : new Date(String(v)));
}

/** An export of a billing page read: who may (the page's 导出 button), its filters, its columns, its pages. */
function pagedSource<R, F extends Record<string, unknown>>(spec: {
  name: string;
  label: Texts;
  permission: string;
  columns: Column<R>[];
  filter: (raw: Record<string, unknown>) => F;
  page: (
    deps: Deps,
    caller: Caller,
    q: F & { page_num: number; page_size: number },
  ) => Promise<{ list: R[]; total: number }>;
}): ExportSource {
  return {
    name: spec.name,
    label: spec.label,
    async prepare(deps, caller, params): Promise<ExportParams> {
      if (!allows(await loadGrants(deps, caller), spec.permission)) throw noPermission();
      return { filter: spec.filter(params.filter ?? {}), time_zone: validTimeZone(params.time_zone) };
    },
    async columns(_deps, _caller, run) {
      return spec.columns.map((c) => ({ header: c.label[run.lang], kind: c.kind }));
    },
    async count(deps, caller, run) {
      return (await spec.page(deps, caller, { ...spec.filter(run.params.filter), page_num: 1, page_size: 1 })).total;
    },
    async *rows(deps, caller, run) {
      const filter = spec.filter(run.params.filter);
      const date = dateIn(run.params.time_zone);
      for (let page_num = 1; ; page_num++) {
        const page = await spec.page(deps, caller, { ...filter, page_num, page_size: BATCH });
        if (page.list.length)
          yield page.list.map((r): ExportRow => spec.columns.map((c) => c.value(r, run.lang, date)));
        if (page.list.length < BATCH) return;
      }
    },
  };
}

/** applicationList's filters as its read takes them: an application and a month, both optional. */
function appMonthFilter(raw: Record<string, unknown>): { apply_id?: number; bill_month?: string } {
  const out: { apply_id?: number; bill_month?: string } = {};
  const errors: { field: string; message: string; params?: Record<string, unknown> }[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null || v === '') continue;
    if (k === 'apply_id' && /^\d{1,10}$/.test(String(v)) && Number(v) > 0 && Number(v) <= 2147483647)
      out.apply_id = Number(v);
    else if (k === 'bill_month' && typeof v === 'string' && isMonth(v)) out.bill_month = normMonth(v);
    else errors.push({ field: `filter.${k}`, message: 'field.invalid', params: { field: k } });
  }
  if (errors.length) throw validation(errors);
  return out;
}

function noFilter(raw: Record<string, unknown>): Record<string, never> {
  const keys = Object.entries(raw)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k]) => k);
  if (keys.length)
    throw validation(keys.map((k) => ({ field: `filter.${k}`, message: 'field.invalid', params: { field: k } })));
  return {};
}

export const APP_MONTH_SOURCE = 'bill_app_months';
export const CAPACITY_SOURCE = 'bill_capacity';

registerExportSource(
  pagedSource<AppMonth, ReturnType<typeof appMonthFilter>>({
    name: APP_MONTH_SOURCE,
    label: { zh: '应用账单', en: 'Application bills' },
    permission: 'applicationList:export',
    columns: APP_MONTH_COLUMNS,
    filter: appMonthFilter,
    page: appMonthPage,
  }),
);

registerExportSource(
  pagedSource<Capacity, Record<string, never>>({
    name: CAPACITY_SOURCE,
    label: { zh: '能力用量', en: 'Capacity' },
    permission: 'capacityList:export',
    columns: CAPACITY_COLUMNS,
    filter: noFilter,
    page: capacityPage,
  }),
);
