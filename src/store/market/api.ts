/** The store's reads of the catalog (schemas/store.yaml, market*) and the calls of the apply flow. */
import { localized } from '../../shared/localized.ts';
import { call } from '../../api/call.ts';
import type { OperationId, QueryOf } from '../../api/operation-types.ts';
import type { apps, store } from '../../api/generated/index.ts';
import type { EnvType } from '../../shared/signature/headers.ts';

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

const get = <Id extends OperationId, T>(operationId: Id, query: QueryOf<Id> | undefined, signal?: AbortSignal) =>
  call<Id, T>(operationId, { query, signal }, { notify: false });

export interface MyApp {
  apply_id: number;
  apply_name: string;
  enabled?: number | boolean;
}

export const marketApi = {
  home: (signal?: AbortSignal) => get<'marketHome', MarketHome>('marketHome', undefined, signal),
  groups: (q: GroupQuery, signal?: AbortSignal) =>
    get<'marketGroupPage', GroupPage>('marketGroupPage', { ...q }, signal),
  group: (group_id: number, signal?: AbortSignal) =>
    get<'marketGroupDetail', GroupDetail>('marketGroupDetail', { group_id }, signal),
  search: (q: string, kind: SearchKind, page_num: number, page_size: number, signal?: AbortSignal) =>
    get<'marketSearch', SearchPage>('marketSearch', { q, kind, page_num, page_size }, signal),
  collect: (group_id: number, collected: boolean) =>
    call<'groupCollect', { collected: boolean; favourite_count: number }>(
      'groupCollect',
      { body: { group_id, collected } },
      { notify: false },
    ),
  rate: (group_id: number, score: number) =>
    call<'groupScore', { score_avg: number; score_count: number }>(
      'groupScore',
      { body: { group_id, score } },
      { notify: false },
    ),
  myApps: (signal?: AbortSignal) => get<'appList', MyApp[]>('appList', undefined, signal),
  apply: (body: {
    group_id: number;
    apply_id: number;
    env_type: number;
    charge_rule_id: number;
    reason: string | null;
  }) =>
    call<'accessApplyCreate', { r_apply_groups_record_id: number; work_order_id: number }>(
      'accessApplyCreate',
      { body: { ...body, env_type: body.env_type as EnvType } },
      { notify: false },
    ),
  /** a domain's (or sub-domain's) published groups with their enabled charge rules, default rule first */
  applyGroups: (q: { id?: number; son_id?: number }, signal?: AbortSignal) =>
    get<'marketApplyGroups', ApplyGroupPage>('marketApplyGroups', { ...q, page_num: 1, page_size: 100 }, signal),
  /** every group or none: the server refuses the whole batch and names the group that failed */
  applyBatch: (body: BatchApplyInput) =>
    call<'accessApplyBatch', BatchApplied>('accessApplyBatch', { body }, { notify: false }),
};

/** the visitor's language where the operator wrote it, else Chinese */
export const groupName = (locale: string, g: { group_name: string; group_name_en?: string | null }) =>
  String(localized(g, 'group_name', locale));
/** a domain (classify) by name in the visitor's language */
export const domainName = (locale: string, c: { classify_name: string; classify_name_en?: string | null }) =>
  String(localized(c, 'classify_name', locale));

export const compact = (locale: string, n: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
