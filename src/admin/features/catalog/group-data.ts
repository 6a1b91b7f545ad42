/** What the catalog's screens load about a group: its detail (APIs, charge rules, upstreams) and its history. */
import { useRemote } from '../../../shell/use-remote.ts';
import { ApiRequestError } from '../../../api/errors.ts';
import { callOperation } from '../../../api/call-operation.ts';

export interface ApiRow {
  api_id: number;
  api_name: string;
  method_type: string;
  listen_path: string;
  path_shape?: string;
  api_desc?: string | null;
  backend_method?: string | null;
  backend_path?: string | null;
  timeout_ms?: number | null;
  request_params?: unknown;
  request_body?: unknown;
  response_schema?: unknown;
  response_example?: unknown;
  error_codes?: unknown;
}
export interface ChargeRule {
  charge_rule_id: number;
  rule_name: string;
  rule_type: 'free' | 'per_call' | 'package';
  enabled: boolean;
  is_default: boolean;
  price_per_thousand: number | null;
  package_calls: number | null;
  package_price: number | null;
  validity_days: number | null;
  qps: number | null;
  daily_quota: number | null;
  monthly_quota: number | null;
}
export interface GroupDetail {
  group_id: number;
  group_name: string;
  group_name_en?: string | null;
  group_state: string;
  check_state: string;
  version: number;
  description?: string | null;
  documentation?: string | null;
  reject_reason?: string | null;
  work_order_id?: number | null;
  parent_group_id?: number | null;
  upgrade_group_id?: number | null;
  published_at?: string | null;
  updated_at?: string | null;
  classify_id?: number | null;
  tags?: string | null;
  score_avg?: number;
  score_count?: number;
  upstreams: { env_type: number; base_url: string; timeout_ms: number }[];
  apis: ApiRow[];
  charge_rules: ChargeRule[];
  /** upstreams the gateway refuses to call, and why (for the provider) */
  upstream_refusals?: { env_type: number; reason: string }[];
}
export interface Release {
  release_id: number;
  group_id: number;
  group_name: string;
  action: string;
  from_state: string | null;
  to_state: string | null;
  version: number | null;
  reason: string | null;
  actor_name: string | null;
  created_at: string;
  work_order_id: number | null;
  api_changes: { added: unknown[]; removed: unknown[]; changed: unknown[] } | null;
}

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  error: ApiRequestError | Error | null;
  denied: boolean;
  reload: () => void;
}

/** One call's data with the screen states (loading, error, no permission) and a way to load it again: the screens'
 * one loader (useRemote) with a 403 told apart as no permission. */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: unknown[]): Loaded<T> {
  const remote = useRemote(() => load!(), deps, !!load);
  const denied = remote.error instanceof ApiRequestError && remote.error.status === 403;
  return {
    data: remote.data,
    loading: remote.loading,
    error: denied ? null : remote.error,
    denied,
    reload: remote.reload,
  };
}

export const loadGroup = (groupId: number) =>
  callOperation<GroupDetail>('groupDetail', { query: { group_id: groupId } });
export const loadHistory = (groupId: number, pageSize = 20) =>
  callOperation<{ list: Release[] }>('groupReleasePage', {
    query: { group_id: groupId, page_size: pageSize, sort_field: 'created_at', sort_order: 'DESC' },
  }).then((p) => p.list);

const routeOf = (a: ApiRow) => `${a.method_type} ${a.path_shape ?? a.listen_path}`;
const SAME = [
  'api_name',
  'listen_path',
  'backend_method',
  'backend_path',
  'timeout_ms',
  'api_desc',
  'request_params',
  'request_body',
  'response_schema',
  'response_example',
  'error_codes',
] as const;

export type DiffKind = 'added' | 'removed' | 'changed' | 'same';
/** The published APIs beside the draft's, matched by route (method + path shape) as the server's upgrade commit matches them. */
export function diffApis(
  published: ApiRow[],
  draft: ApiRow[],
): { kind: DiffKind; before?: ApiRow; after?: ApiRow; fields: string[] }[] {
  const old = new Map(published.map((a) => [routeOf(a), a]));
  const seen = new Set<string>();
  const out = draft.map((after) => {
    const before = old.get(routeOf(after));
    seen.add(routeOf(after));
    if (!before) return { kind: 'added' as const, after, fields: [] };
    const fields = SAME.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));
    return { kind: fields.length ? ('changed' as const) : ('same' as const), before, after, fields };
  });
  return [
    ...out,
    ...published
      .filter((a) => !seen.has(routeOf(a)))
      .map((before) => ({ kind: 'removed' as const, before, fields: [] })),
  ];
}

/** a list route opened with its filter set, as react-admin reads it from the address */
export const filterLink = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
