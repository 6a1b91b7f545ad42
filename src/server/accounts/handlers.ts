/** The accounts domain's operations (schemas/accounts.yaml), gathered for src/server/handlers.ts. */
import type { Handlers } from '../context.ts';
import { registerHandlers } from './register.ts';
import { profileHandlers } from './profile.ts';
import { signInHandlers } from './sign-in.ts';
import { joinHandlers } from './join.ts';
import { enterpriseAuthHandlers } from './enterprise-auth.ts';
import { roleApplyHandlers } from './role-apply.ts';
import { oidcLinkHandlers } from './oidc-link.ts';
// names the developers in the gateway's call logs and statistics
import './call-log-labels.ts';

export const accountHandlers: Handlers = {
  ...registerHandlers,
  ...profileHandlers,
  ...signInHandlers,
  ...joinHandlers,
  ...enterpriseAuthHandlers,
  ...roleApplyHandlers,
  ...oidcLinkHandlers,
};
