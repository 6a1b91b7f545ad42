/**
 * Console page tabs (SPEC.md sections 2 and 5): close current, left, right or others. The home tab
 * (workbench) is never closed; the last tab cannot be closed; closing left/right/others with nothing
 * there answers an info message instead. Pure, so the rules are tested without a browser.
 */
import type { PageTitle } from '../../shell/page-title.ts';

export interface PageTab {
  /** one tab per page, and one per record (record-routes.ts pageKey) */
  key: string;
  /** pathname + search, where clicking the tab goes */
  to: string;
  title: PageTitle;
  /** the record a record page shows: its tab closes when the record is deleted */
  record?: { resource: string; id: string };
}

export type CloseMode = 'current' | 'left' | 'right' | 'others';

export interface CloseResult {
  tabs: PageTab[];
  /** key of the tab to show afterwards */
  active: string;
  message?: { key: string; type: 'info' | 'warning' };
}

export function openTab(tabs: PageTab[], tab: PageTab, homeKey: string): PageTab[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  const next = i >= 0 ? tabs.map((t, j) => (j === i ? tab : t)) : [...tabs, tab];
  // the home tab always leads
  const home = next.find((t) => t.key === homeKey);
  return home ? [home, ...next.filter((t) => t.key !== homeKey)] : next;
}

/** Tabs of deleted records go; the caller navigates away from a deleted record itself. */
export function closeRecordTabs(tabs: PageTab[], resource: string, ids: unknown[]): PageTab[] {
  const gone = new Set(ids.map(String));
  return tabs.filter((t) => !(t.record && t.record.resource === resource && gone.has(t.record.id)));
}

export function closeTabs(
  tabs: PageTab[],
  mode: CloseMode,
  target: string,
  active: string,
  homeKey: string,
): CloseResult {
  const at = tabs.findIndex((t) => t.key === target);
  const same = { tabs, active };
  if (at < 0) return same;
  const closable = (t: PageTab) => t.key !== homeKey && t.key !== target;

  if (mode === 'current') {
    if (tabs.length <= 1) return { ...same, message: { key: 'app.tabs.last_tab', type: 'warning' } };
    if (target === homeKey) return { ...same, message: { key: 'app.tabs.home_fixed', type: 'info' } };
    const rest = tabs.filter((t) => t.key !== target);
    const nextActive = active === target ? (tabs[at + 1] ?? tabs[at - 1]).key : active;
    return { tabs: rest, active: nextActive };
  }

  const doomed = tabs.filter((t, i) => closable(t) && (mode === 'left' ? i < at : mode === 'right' ? i > at : true));
  if (!doomed.length) {
    const key = mode === 'left' ? 'app.tabs.no_left' : mode === 'right' ? 'app.tabs.no_right' : 'app.tabs.no_others';
    return { ...same, message: { key, type: 'info' } };
  }
  const rest = tabs.filter((t) => !doomed.includes(t));
  return { tabs: rest, active: rest.some((t) => t.key === active) ? active : target };
}
