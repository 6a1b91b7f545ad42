/**
 * Hand-written views named by descriptors' `overrides: { list|show|edit|create: <Name> }`. Each lives in
 * overrides/<resource>/index.tsx and wraps the generated default (here: show views with binding panels).
 * Loaded on first use, like the generated views, so the console's first load stays small.
 */
import type { ComponentType } from 'react';
import { lazyScreen } from '../../shell/routing/lazy.ts';

export const overrides: Record<string, ComponentType> = {
  RoleShow: lazyScreen(() => import('./roles/index.tsx').then((m) => ({ default: m.RoleShow }))),
  AppCreate: lazyScreen(() => import('./apps/index.tsx').then((m) => ({ default: m.AppCreate }))),
  AppShow: lazyScreen(() => import('./apps/index.tsx').then((m) => ({ default: m.AppShow }))),
  AppList: lazyScreen(() => import('./apps/index.tsx').then((m) => ({ default: m.AppList }))),
  AccessApplyCreate: lazyScreen(() => import('./apps/access.tsx').then((m) => ({ default: m.AccessApplyCreate }))),
  AccessApplyShow: lazyScreen(() => import('./apps/access.tsx').then((m) => ({ default: m.AccessApplyShow }))),
  AlarmRuleList: lazyScreen(() => import('./alarms/index.tsx').then((m) => ({ default: m.AlarmRuleList }))),
  TeamShow: lazyScreen(() => import('./teams/index.tsx').then((m) => ({ default: m.TeamShow }))),
  GroupList: lazyScreen(() => import('./catalog/index.tsx').then((m) => ({ default: m.GroupList }))),
  GroupShow: lazyScreen(() => import('./catalog/index.tsx').then((m) => ({ default: m.GroupShow }))),
  BillList: lazyScreen(() => import('./billing/BillList.tsx').then((m) => ({ default: m.BillList }))),
  BillShow: lazyScreen(() => import('./billing/BillShow.tsx').then((m) => ({ default: m.BillShow }))),
  SettlementList: lazyScreen(() => import('./billing/SettlementList.tsx').then((m) => ({ default: m.SettlementList }))),
  CostCenterBills: lazyScreen(() => import('./billing/CostCenterBills.tsx').then((m) => ({ default: m.CostCenterBills }))),
  AuditLogList: lazyScreen(() => import('./audit/index.tsx').then((m) => ({ default: m.AuditLogList }))),
  ProcessShow: lazyScreen(() => import('./workorders/ProcessDesigner.tsx').then((m) => ({ default: m.ProcessShow }))),
};
