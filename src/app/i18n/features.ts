/**
 * The console features' own message tables, each `{ zh, en }` with the same keys under one top-level key of its
 * own (e.g. `bindings.*`), kept beside the feature's code. One line per feature; a test checks zh/en parity.
 */
import { bindingMessages } from '../../admin/overrides/bindings/messages.ts';
import { exportMessages } from '../../admin/exports/messages.ts';
import { appMessages } from '../../admin/features/apps/messages.ts';
import { devCatalogMessages } from '../../admin/features/devcatalog/messages.ts';
import { accountMessages } from '../../store/pages/accounts/messages.ts';
import { workOrderMessages } from '../../admin/features/workorders/messages.ts';
import { catalogMessages } from '../../admin/features/catalog/messages.ts';
import { alarmMessages } from '../../admin/overrides/alarms/messages.ts';
import { statsMessages } from '../../admin/features/statistics/messages.ts';
import { billingMessages } from '../../admin/features/billing/messages.ts';
import { auditMessages } from '../../admin/overrides/audit/messages.ts';
import { mcpMessages } from '../../admin/features/mcp/messages.ts';
import { callbackMessages } from '../../admin/features/callbacks/messages.ts';
import { landingMessages } from '../../admin/screens/landing/messages.ts';
import { opsCardMessages } from '../../shell/ops-cards/messages.ts';
import { oauthMessages } from '../../store/oauth/messages.ts';

import { storeMessages } from '../../store/content/messages.ts';
import { marketMessages } from '../../store/market/messages.ts';

export const featureMessages = [
  bindingMessages,
  exportMessages,
  workOrderMessages,
  statsMessages,
  alarmMessages,
  appMessages,
  storeMessages,
  catalogMessages,
  accountMessages,
  billingMessages,
  marketMessages,
  devCatalogMessages,
  auditMessages,
  mcpMessages,
  callbackMessages,
  landingMessages,
  opsCardMessages,
  oauthMessages,
];
