/**
 * The call logs as an export source: 导出 on the call-log screens (useLog, logging) writes every call matching the
 * screen's filters, read page by page through callLogPage itself, so the file holds exactly the rows the caller
 * may see on screen (a developer's applications, a provider's groups, everything for platform admins).
 * Group, API, application and developer names come from the lookups other domains register (labels.ts), written
 * `name (id)`; an id nobody names is written alone.
 */
import { allows, loadGrants } from '../auth/permissions.ts';
import type { Caller, Deps } from '../context.ts';
import { noPermission, validation } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import type { ExportColumn, ExportRow, ExportSource, Texts } from '../exports/sources.ts';
import { ENV_TEXTS, registerExportSource } from '../exports/sources.ts';
import type { ExportParams } from '../exports/params.ts';
import { callLogCount, callLogPage, type CallLogQuery } from './call-log-page.ts';
import { validTimeZone } from '../exports/descriptor-source.ts';
import { lookupLabels, type LabelKind } from './call-log-labels.ts';

export const CALL_LOG_SOURCE = 'call_logs';
const BATCH = 500;

interface Column {
  key: string;
  label: Texts;
  kind: 'number' | 'text';
}
const COLUMNS: Column[] = [
  { key: 'called_at', label: { zh: '调用时间', en: 'Time' }, kind: 'text' },
  { key: 'request_id', label: { zh: '请求 ID', en: 'Request ID' }, kind: 'text' },
  { key: 'env_type', label: { zh: '环境', en: 'Environment' }, kind: 'text' },
  { key: 'group_id', label: { zh: '分组', en: 'Group' }, kind: 'text' },
  { key: 'api_id', label: { zh: 'API', en: 'API' }, kind: 'text' },
  { key: 'apply_id', label: { zh: '应用', en: 'Application' }, kind: 'text' },
  { key: 'developer_id', label: { zh: '开发者', en: 'Developer' }, kind: 'text' },
  { key: 'method', label: { zh: '请求方法', en: 'Method' }, kind: 'text' },
  { key: 'path', label: { zh: '请求路径', en: 'Path' }, kind: 'text' },
  { key: 'client_ip', label: { zh: '客户端地址', en: 'Client address' }, kind: 'text' },
  { key: 'status', label: { zh: '状态码', en: 'Status' }, kind: 'number' },
  { key: 'error_code', label: { zh: '错误码', en: 'Error code' }, kind: 'text' },
  { key: 'upstream_latency_ms', label: { zh: '后端耗时（毫秒）', en: 'Upstream latency (ms)' }, kind: 'number' },
  { key: 'latency_ms', label: { zh: '总耗时（毫秒）', en: 'Total latency (ms)' }, kind: 'number' },
  { key: 'bytes_in', label: { zh: '请求字节', en: 'Bytes in' }, kind: 'number' },
  { key: 'bytes_out', label: { zh: '响应字节', en: 'Bytes out' }, kind: 'number' },
];

const INT_FILTERS = {
  env_type: [1, 3],
  group_id: [1, 2147483647],
  api_id: [1, 2147483647],
  apply_id: [1, 2147483647],
  status: [100, 599],
} as const;

/** The screen's filters, checked as callLogPage's query schema checks them (values may arrive as text from the URL). */
export function callLogFilter(raw: Record<string, unknown>): CallLogQuery {
  const out: CallLogQuery = {};
  const errors: { field: string; message: string; params?: Record<string, unknown> }[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null || v === '') continue;
    if (k in INT_FILTERS) {
      const [min, max] = INT_FILTERS[k as keyof typeof INT_FILTERS];
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < min || n > max)
        errors.push({ field: `filter.${k}`, message: 'field.invalid', params: { field: k } });
      else (out as Record<string, number>)[k] = n;
    } else if (k === 'start_time' || k === 'end_time') {
      if (typeof v !== 'string' || v.length > 40 || Number.isNaN(Date.parse(v)))
        errors.push({ field: `filter.${k}`, message: 'field.invalid', params: { field: k } });
      else out[k] = v;
    } else {
      errors.push({ field: `filter.${k}`, message: 'field.invalid', params: { field: k } });
    }
  }
  if (errors.length) throw validation(errors);
  return out;
}

/** The export is a button of the call-log pages: the menu and its 导出 button, on either side. */
async function mayExport(deps: Deps, caller: Caller) {
  const grants = await loadGrants(deps, caller);
  return allows(grants, 'useLog:export|logging:export');
}

async function labelsFor(deps: Deps, rows: Record<string, unknown>[], lang: Lang) {
  const out: Partial<Record<LabelKind, Map<number, string>>> = {};
  for (const [kind, field] of [
    ['group', 'group_id'],
    ['api', 'api_id'],
    ['app', 'apply_id'],
    ['user', 'developer_id'],
  ] as const) {
    out[kind] = await lookupLabels(
      deps,
      kind,
      rows.map((r) => Number(r[field])),
      lang,
    );
  }
  return out;
}

export const callLogExportSource: ExportSource = {
  name: CALL_LOG_SOURCE,
  label: { zh: '调用日志', en: 'Call log' },

  async prepare(deps, caller, params): Promise<ExportParams> {
    if (!(await mayExport(deps, caller))) throw noPermission();
    const filter = callLogFilter(params.filter ?? {});
    return { filter: { ...filter }, time_zone: validTimeZone(params.time_zone) };
  },

  async columns(_deps, _caller, run): Promise<ExportColumn[]> {
    return COLUMNS.map((c) => ({ header: c.label[run.lang], kind: c.kind }));
  },

  async count(deps, caller, run) {
    return callLogCount(deps, caller, callLogFilter(run.params.filter));
  },

  async *rows(deps, caller, run) {
    const { lang } = run;
    const filter = callLogFilter(run.params.filter);
    const time = new Intl.DateTimeFormat('sv-SE', {
      timeZone: run.params.time_zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    let cursor: string | undefined;
    do {
      const page = await callLogPage(deps, caller, { ...filter, page_size: BATCH, cursor });
      const labels = await labelsFor(deps, page.list, lang);
      const named = (kind: LabelKind, v: unknown) => {
        if (v === null || v === undefined || v === 0) return null;
        const name = labels[kind]?.get(Number(v));
        return name ? `${name} (${v})` : String(v);
      };
      yield page.list.map((r): ExportRow =>
        COLUMNS.map((c) => {
          const v = r[c.key];
          switch (c.key) {
            case 'called_at':
              return time.format(v instanceof Date ? v : new Date(String(v)));
            case 'env_type':
              return ENV_TEXTS[Number(v)]?.[lang] ?? String(v);
            case 'group_id':
              return named('group', v);
            case 'api_id':
              return named('api', v);
            case 'apply_id':
              return named('app', v);
            case 'developer_id':
              return named('user', v);
            default:
              if (v === null || v === undefined) return null;
              return c.kind === 'number' ? Number(v) : String(v);
          }
        }),
      );
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  },
};

registerExportSource(callLogExportSource);
