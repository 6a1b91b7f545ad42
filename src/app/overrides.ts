/**
 * Hand-written views named by descriptors' `overrides: { list|show|edit|create: <Name> }`. Each lives in
 * src/admin/overrides/<resource>/ and wraps the generated default (here: show views with binding panels).
 * Loaded on first use, like the generated views, so the console's first load stays small.
 */
import type { ComponentType } from 'react';
import { lazyScreen } from '../shell/routing/lazy.ts';
import { fillOverrides, resolveView } from '../admin/resources/views.ts';
import { descriptors } from '../shared/descriptors/browser.ts';

export const overrides: Record<string, ComponentType> = {
  RoleShow: lazyScreen(() => import('../admin/overrides/roles/index.tsx').then((m) => ({ default: m.RoleShow }))),
  AppCreate: lazyScreen(() => import('../admin/overrides/apps/index.tsx').then((m) => ({ default: m.AppCreate }))),
  AppShow: lazyScreen(() => import('../admin/overrides/apps/index.tsx').then((m) => ({ default: m.AppShow }))),
  AppList: lazyScreen(() => import('../admin/overrides/apps/index.tsx').then((m) => ({ default: m.AppList }))),
  AccessApplyCreate: lazyScreen(() =>
    import('../admin/overrides/apps/access.tsx').then((m) => ({ default: m.AccessApplyCreate })),
  ),
  AccessApplyShow: lazyScreen(() =>
    import('../admin/overrides/apps/access.tsx').then((m) => ({ default: m.AccessApplyShow })),
  ),
  AlarmRuleList: lazyScreen(() =>
    import('../admin/overrides/alarms/index.tsx').then((m) => ({ default: m.AlarmRuleList })),
  ),
  TeamShow: lazyScreen(() => import('../admin/overrides/teams/index.tsx').then((m) => ({ default: m.TeamShow }))),
  GroupList: lazyScreen(() => import('../admin/overrides/catalog/index.tsx').then((m) => ({ default: m.GroupList }))),
  GroupShow: lazyScreen(() => import('../admin/overrides/catalog/index.tsx').then((m) => ({ default: m.GroupShow }))),
  BillList: lazyScreen(() => import('../admin/overrides/billing/BillList.tsx').then((m) => ({ default: m.BillList }))),
  BillShow: lazyScreen(() => import('../admin/overrides/billing/BillShow.tsx').then((m) => ({ default: m.BillShow }))),
  SettlementList: lazyScreen(() =>
    import('../admin/overrides/billing/SettlementList.tsx').then((m) => ({ default: m.SettlementList })),
  ),
  CostCenterBills: lazyScreen(() =>
    import('../admin/overrides/billing/CostCenterBills.tsx').then((m) => ({ default: m.CostCenterBills })),
  ),
  AuditLogList: lazyScreen(() =>
    import('../admin/overrides/audit/index.tsx').then((m) => ({ default: m.AuditLogList })),
  ),
  ProcessShow: lazyScreen(() =>
    import('../admin/overrides/workorders/ProcessDesigner.tsx').then((m) => ({ default: m.ProcessShow })),
  ),
};

fillOverrides(overrides);
// a descriptor naming an override that is not listed is a build mistake: fail loudly at startup, not on first visit
for (const d of descriptors) for (const kind of ['list', 'show', 'edit', 'create'] as const) resolveView(d, kind);
