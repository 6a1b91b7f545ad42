/**
 * The one place changes are put on the record: the dispatcher (openapi/register.ts) runs every operation's
 * handler through `auditedHandler`. Operations that can change something (any method but GET) called by a
 * signed-in user run inside an audit context; what they write is then recorded by the database itself.
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../context.ts';
import { withAuditContext } from './context.ts';

export function auditedHandler<T>(req: FastifyRequest, operationId: string, deps: Deps, run: () => Promise<T>): Promise<T> {
  const caller = req.caller;
  if (!caller || req.method === 'GET' || req.method === 'HEAD') return run();
  return withAuditContext({
    user_id: caller.user_id,
    user_name: caller.user_name,
    user_type: caller.user_type,
    ip: req.ip,
    request_id: String(req.id),
    operation_id: operationId,
    at: deps.now().toISOString(),
    via_agent: null,
  }, run);
}
