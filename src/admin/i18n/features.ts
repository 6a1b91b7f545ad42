/**
 * The console features' own message tables, each `{ zh, en }` with the same keys under one top-level key of its
 * own (e.g. `bindings.*`), kept beside the feature's code. One line per feature; a test checks zh/en parity.
 */
import { bindingMessages } from '../overrides/bindings/messages.ts';
import { exportMessages } from '../exports/messages.ts';
import { appMessages } from '../overrides/apps/messages.ts';
import { devCatalogMessages } from '../overrides/devcatalog/messages.ts';
import { accountMessages } from '../../store/pages/accounts/messages.ts';
import { oauthMessages } from '../../store/oauth/messages.ts';
import { workOrderMessages } from '../overrides/workorders/messages.ts';
import { catalogMessages } from '../overrides/catalog/messages.ts';
import { alarmMessages } from '../overrides/alarms/messages.ts';
import { statsMessages } from '../screens/statistics/messages.ts';
import { billingMessages } from '../overrides/billing/messages.ts';
import { auditMessages } from '../overrides/audit/messages.ts';

import { storeMessages } from '../../store/content/messages.ts';
import { marketMessages } from '../../store/market/messages.ts';

export const featureMessages = [bindingMessages, exportMessages, workOrderMessages, statsMessages, alarmMessages, appMessages, storeMessages, catalogMessages, accountMessages, billingMessages, marketMessages, devCatalogMessages, auditMessages, oauthMessages];
