/**
 * The domains' message tables (`src/server/<domain>/messages.ts`, each `{ zh: {...} as const, en: {...} }` with
 * the same keys), merged into the wire's messages. One line per domain.
 */
import { exportMessages } from './exports/messages.ts';
import { storeMessages } from './store/messages.ts';
import { accountMessages } from './accounts/messages.ts';
import { workOrderMessages } from './workorders/messages.ts';
import { catalogMessages } from './catalog/messages.ts';
import { appMessages } from './apps/messages.ts';
import { billingMessages } from './billing/messages.ts';
import { noticeMessages } from './notices/messages.ts';
import { auditMessages } from './audit/messages.ts';
import { mcpMessages } from './mcp/messages.ts';
import { oauthMessages } from './oauth/messages.ts';
import { callbackMessages } from './callbacks/messages.ts';

export const domainMessages = [
  exportMessages,
  workOrderMessages,
  catalogMessages,
  appMessages,
  storeMessages,
  accountMessages,
  billingMessages,
  noticeMessages,
  auditMessages,
  mcpMessages,
  oauthMessages,
  callbackMessages,
] as const;
