/**
 * The one place changes are put on the record: the dispatcher (openapi/register.ts) runs every operation's
 * handler through `auditedHandler`. Every operation called by a signed-in user runs inside an audit context (GETs
 * too: a few change state, e.g. userUpdateState); what it writes is then recorded by the database itself, and an
 * operation that writes nothing costs nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../context.ts';
import { withAuditContext } from './context.ts';

export function auditedHandler<T>(
  req: FastifyRequest,
  operationId: string,
  deps: Deps,
  run: () => Promise<T>,
): Promise<T> {
  const caller = req.caller;
  if (!caller) return run();
  return withAuditContext(
    {
      user_id: caller.user_id,
      user_name: caller.user_name,
      user_type: caller.user_type,
      ip: req.ip,
      request_id: String(req.id),
      operation_id: operationId,
      at: deps.now().toISOString(),
      via_agent: req.viaAgent ?? null,
      agent_client: req.agentClient ?? null,
    },
    run,
  );
}
