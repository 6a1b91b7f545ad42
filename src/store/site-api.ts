/**
 * The public header's reads. These calls are served by the website/newopen work; the shapes below are the
 * agreed ones. Each failure rejects with the server message, which the header shows or degrades around.
 */
import { call } from '../api/call.ts';
import type { OperationId, QueryOf } from '../api/operation-types.ts';
import type { EnvType } from '../shared/signature/headers.ts';

export interface NavigationItem {
  navigation_code: string;
  navigation_name: string;
  /** shown instead of navigation_name in English */
  navigation_name_en?: string | null;
  type?: number | string;
  /** 2: jump_url opens in a new tab (external); 1: an in-app path; 0: no jump */
  jump_flag?: number | string;
  jump_url?: string;
  /** 1: hovering shows the domain panel */
  open_panel_flag?: number | string;
}

export interface Classify {
  classify_id: number | string;
  classify_name: string;
  classify_name_en?: string | null;
  classify_desc?: string;
  children?: Classify[];
}

export interface FooterNode {
  show_name: string;
  type?: number | string;
  index_doc_id?: number | string;
  content?: string;
  childs?: FooterNode[];
}

export interface SiteLink {
  link_name: string;
  link_url: string;
}

export interface Banner {
  banner_pic?: string;
  banner_title?: string;
  banner_desc?: string;
  jump_flag_pic?: number | string;
  jump_url_pic?: string;
  add_button_flag?: number | string;
  banner_button?: { button_name?: string; jump_flag?: number | string; jump_url?: string } | null;
}

export interface EnvEntry {
  env_key: string;
  /** the numeric env type (1 test, 2 uat, 3 prod) the unread count and the domain tree are asked for */
  env_type: number;
  env_value: string;
}

const list = <T>(v: unknown) => (Array.isArray(v) ? (v as T[]) : []);
type Quiet = { notify: boolean };
const get = <Id extends OperationId>(operationId: Id, query?: QueryOf<Id>, policy?: Quiet, signal?: AbortSignal) =>
  call<Id, unknown>(operationId, { query, signal }, policy);

/** navigation and domain failures are shown (SPEC.md section 8); the decorative parts degrade quietly */
export const siteApi = {
  navigation: (signal?: AbortSignal) => get('navigationList', undefined, undefined, signal).then(list<NavigationItem>),
  classifyTree: (envType: number | null, signal?: AbortSignal) =>
    get('classifyTree', { env_type: (envType ?? undefined) as EnvType }, undefined, signal).then(list<Classify>),
  footerTree: (signal?: AbortSignal) => get('footerTree', undefined, { notify: false }, signal).then(list<FooterNode>),
  links: (signal?: AbortSignal) => get('linkList', undefined, { notify: false }, signal).then(list<SiteLink>),
  banners: (webPageCode: string, signal?: AbortSignal) =>
    get('bannerList', { web_page_code: webPageCode }, { notify: false }, signal).then(list<Banner>),
  envs: (signal?: AbortSignal) => get('envList', undefined, { notify: false }, signal).then(list<EnvEntry>),
  unreadNotices: (envType: number | null, signal?: AbortSignal) =>
    get('userNoticeUnread', { env_type: (envType ?? undefined) as EnvType }, { notify: false }, signal).then((n) =>
      typeof n === 'number' ? n : Number(n) || 0,
    ),
};

export const isFlag = (v: unknown) => v === 1 || v === '1' || v === true;
