/**
 * The audit context of the request being handled: who, from where, which operation. It travels with the
 * handler's async calls (AsyncLocalStorage), so every database write the handler causes, through any domain or
 * helper, is recorded by the driver (driver.ts) without the domain doing anything.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditContext {
  user_id: number;
  user_name: string;
  user_type: number;
  ip: string;
  request_id: string;
  operation_id: string;
  /** ISO time of the request, on the app's clock */
  at: string;
  /** "by agent <client> for <user>" when an MCP tool made the call (store-mcp/agent-call.ts), else null */
  via_agent: string | null;
  /** that agent's client name alone (the work-order history shows it in the reader's language) */
  agent_client?: string | null;
}

interface Scope {
  ctx: AuditContext;
  /** the context as the database holds it (enterprise and roles added), once the first transaction has set it */
  resolved?: string;
  /** false once the handler has answered: work it left running (timers, background jobs) is not its change */
  open: boolean;
}

const storage = new AsyncLocalStorage<Scope>();

export async function withAuditContext<T>(ctx: AuditContext, fn: () => Promise<T>): Promise<T> {
  const scope: Scope = { ctx, open: true };
  try {
    return await storage.run(scope, fn);
  } finally {
    scope.open = false;
  }
}

/** the scope of the request whose handler is running here, if it is audited */
export function activeAuditScope(): Scope | undefined {
  const scope = storage.getStore();
  return scope?.open ? scope : undefined;
}
