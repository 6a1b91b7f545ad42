/**
 * How an MCP tool calls the platform's own operations: through the same route, validation, permission guard,
 * handler and audit as the console (app.inject), as the user who granted the agent, marked "by agent <client> for
 * <user>" in the audit trail. The identity rides on a header whose value is a random key of this process, valid for
 * the one call: a request from outside cannot name one.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Caller, Deps } from '../context.ts';
import { authFailed, unauthorized } from '../http/errors.ts';

export const AGENT_HEADER = 'x-platform-agent-call';

export interface AgentIdentity {
  user_id: number;
  /** the audit trail's via_agent: "by agent <client> for <user>" */
  via: string;
  /** the agent's OAuth client name (the work-order history names it) */
  client_name: string;
}

const calls = new Map<string, AgentIdentity>();

export async function withAgentCall<T>(identity: AgentIdentity, run: (key: string) => Promise<T>): Promise<T> {
  const key = randomBytes(32).toString('base64url');
  calls.set(key, identity);
  try {
    return await run(key);
  } finally {
    calls.delete(key);
  }
}

export function agentCallOf(req: FastifyRequest): AgentIdentity | undefined {
  const v = req.headers[AGENT_HEADER];
  return typeof v === 'string' ? calls.get(v) : undefined;
}

/** the user an agent acts for, as the guard's caller; a disabled account stops its agents too */
export async function agentCaller(deps: Deps, identity: AgentIdentity): Promise<Caller> {
  const u = await deps.db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'user_type', 'account_type', 'state'])
    .where('user_id', '=', identity.user_id)
    .executeTakeFirst();
  if (!u) throw unauthorized();
  if (u.state !== 1) throw authFailed('ACCOUNT_DISABLED');
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    user_type: u.user_type,
    account_type: u.account_type,
    ticket_hash: '',
  };
}
