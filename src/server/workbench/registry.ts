/**
 * The workbench's widgets: each says who sees it (a permission code, as x-permission writes them) and computes
 * its figure in the caller's scope. Domains register theirs (tasks waiting, published groups, calls today) the
 * same way the built-in ones do in widgets.ts; the workbench shows whatever the caller may see.
 */
import type { Caller, Deps } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import type { Row } from '../resources/repository.ts';

export interface Texts {
  zh: string;
  en: string;
}

export interface WidgetContext {
  deps: Deps;
  caller: Caller;
  lang: Lang;
  /** the environment the user has chosen in the header (1 test, 2 uat, 3 prod), when it matters */
  envType?: number;
  /** how many rows a descriptor list has for the caller, with these filters: the list's own scoped count */
  count(resource: string, filter?: Row): Promise<number>;
  isPlatformAdmin: boolean;
}

export interface Widget {
  key: string;
  /** todo: something waiting for the user; figure: a key number of their scope */
  kind: 'todo' | 'figure';
  /** x-permission style: 'login', a menu code, or 'menu:button' */
  permission: string;
  /** narrower than a permission: e.g. only platform admins, or only those who are not */
  applies?(ctx: WidgetContext): boolean;
  title: Texts;
  /** the console path the number opens (with its list filter) */
  link: string;
  /** sorts widgets of one kind; lower first */
  order: number;
  value(ctx: WidgetContext): Promise<number>;
}

export interface ActivityItem {
  title: string;
  at: Date | string;
  link?: string;
}

export interface ActivitySource {
  key: string;
  permission: string;
  category: Texts;
  items(ctx: WidgetContext, limit: number): Promise<ActivityItem[]>;
}

const widgets = new Map<string, Widget>();
const activities = new Map<string, ActivitySource>();

export const registerWidget = (w: Widget) => {
  widgets.set(w.key, w);
};
export const registerActivity = (a: ActivitySource) => {
  activities.set(a.key, a);
};
export const allWidgets = () => [...widgets.values()].sort((a, b) => a.order - b.order);
export const allActivities = () => [...activities.values()];

/** a list link with react-admin's filter query, so the number opens the rows it counts */
export const listLink = (path: string, filter?: Row) =>
  filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path;
