/** The store's reads of the catalog (schemas/store.yaml, market*) and the calls of the apply flow. */
import { localized } from '../../shared/localized.ts';
import { request } from '../../api/request.ts';
import type { apps, store } from '../../api/generated/index.ts';

type S = store.components['schemas'];
export type GroupCard = S['MarketGroupCard'];
export type MarketHome = S['MarketHome'];
export type GroupPage = S['MarketGroupPage'];
export type GroupDetail = S['MarketGroupDetail'];
export type MarketApi = S['MarketApi'];
export type ChargeRule = S['MarketChargeRule'];
export type Fragment = S['MarketFragment'];
export type SearchHit = S['MarketSearchHit'];
export type SearchPage = S['MarketSearchPage'];
export type ApplyGroup = S['MarketApplyGroup'];
export type ApplyGroupPage = S['MarketApplyGroupPage'];
export type BatchApplied = apps.components['schemas']['AccessAppliedBatch'];
export type BatchApplyInput = apps.components['schemas']['AccessApplyBatchInput'];
export type MarketSort = 'newest' | 'rating' | 'popular';
export type SearchKind = 'all' | 'group' | 'api' | 'doc';
export const SORTS: MarketSort[] = ['newest', 'rating', 'popular'];

export interface GroupQuery {
  page_num: number;
  page_size: number;
  id?: number;
  son_id?: number;
  query_text?: string;
  sort: MarketSort;
}

const get = <T>(url: string, query: Record<string, unknown> | undefined, signal?: AbortSignal) =>
  request<T>({ url, method: 'GET', query, signal }, { notify: false });

export interface MyApp {
  apply_id: number;
  apply_name: string;
  enabled?: number | boolean;
}

export const marketApi = {
  home: (signal?: AbortSignal) => get<MarketHome>('/newopen/service/market/home', undefined, signal),
  groups: (q: GroupQuery, signal?: AbortSignal) =>
    get<GroupPage>('/newopen/service/market/group/page', { ...q }, signal),
  group: (group_id: number, signal?: AbortSignal) =>
    get<GroupDetail>('/newopen/service/market/group/detail', { group_id }, signal),
  search: (q: string, kind: SearchKind, page_num: number, page_size: number, signal?: AbortSignal) =>
    get<SearchPage>('/newopen/service/market/search', { q, kind, page_num, page_size }, signal),
  collect: (group_id: number, collected: boolean) =>
    request<{ collected: boolean; favourite_count: number }>(
      { url: '/newopen/service/group/collect', method: 'POST', body: { group_id, collected } },
      { notify: false },
    ),
  rate: (group_id: number, score: number) =>
    request<{ score_avg: number; score_count: number }>(
      { url: '/newopen/service/group/score', method: 'POST', body: { group_id, score } },
      { notify: false },
    ),
  myApps: (signal?: AbortSignal) => get<MyApp[]>('/newopen/service/apply/list', undefined, signal),
  apply: (body: {
    group_id: number;
    apply_id: number;
    env_type: number;
    charge_rule_id: number;
    reason: string | null;
  }) =>
    request<{ r_apply_groups_record_id: number; work_order_id: number }>(
      { url: '/newopen/service/access', method: 'POST', body },
      { notify: false },
    ),
  /** a domain's (or sub-domain's) published groups with their enabled charge rules, default rule first */
  applyGroups: (q: { id?: number; son_id?: number }, signal?: AbortSignal) =>
    get<ApplyGroupPage>('/newopen/service/market/apply/groups', { ...q, page_num: 1, page_size: 100 }, signal),
  /** every group or none: the server refuses the whole batch and names the group that failed */
  applyBatch: (body: BatchApplyInput) =>
    request<BatchApplied>({ url: '/newopen/service/access/batch', method: 'POST', body }, { notify: false }),
};

/** the visitor's language where the operator wrote it, else Chinese */
export const groupName = (locale: string, g: { group_name: string; group_name_en?: string | null }) =>
  String(localized(g, 'group_name', locale));
/** a domain (classify) by name in the visitor's language */
export const domainName = (locale: string, c: { classify_name: string; classify_name_en?: string | null }) =>
  String(localized(c, 'classify_name', locale));

export const compact = (locale: string, n: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
