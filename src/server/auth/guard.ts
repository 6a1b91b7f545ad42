/** The one hook that enforces every operation's x-permission before its handler runs. */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../context.ts';
import { noPermission } from '../http/errors.ts';
import { allows, loadGrants } from './permissions.ts';
import { authenticate } from './sessions.ts';
import { agentCallOf, agentCaller } from '../store-mcp/agent-call.ts';

export function permissionGuard(deps: Deps) {
  return async function guard(req: FastifyRequest) {
    const permission = req.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    // an MCP tool acting for the user who granted its agent (store-mcp/agent-call.ts): the same checks from here on
    const agent = agentCallOf(req);
    if (agent) {
      req.caller = await agentCaller(deps, agent);
      req.viaAgent = agent.via;
      req.agentClient = agent.client_name;
    } else {
      const header = req.headers.ticket;
      req.caller = await authenticate(deps, Array.isArray(header) ? header[0] : header);
    }
    if (permission === 'login') return;
    if (!allows(await loadGrants(deps, req.caller), permission)) throw noPermission();
  };
}
