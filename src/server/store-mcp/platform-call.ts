/**
 * One operation of the platform called for an agent's user: app.inject through the real route (validation,
 * permission guard, handler, audit with via_agent), answering the envelope's data or throwing a ToolRefusal that
 * carries the operation's stable code and localized message.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../http/messages.ts';
import { AGENT_HEADER, withAgentCall, type AgentIdentity } from './agent-call.ts';

export class ToolRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface CallAs {
  app: FastifyInstance;
  identity: AgentIdentity;
  lang: Lang;
  /** the Host the agent used: addresses the operations answer (the gateway's, for one) are the ones it can reach */
  host?: string;
}

export async function platformCall<T>(
  as: CallAs,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { query?: Record<string, unknown>; body?: unknown } = {},
): Promise<T> {
  const query = Object.fromEntries(
    Object.entries(opts.query ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
  return withAgentCall(as.identity, async (key) => {
    const res = await as.app.inject({
      method,
      url,
      query,
      headers: { [AGENT_HEADER]: key, language: as.lang, ...(as.host ? { host: as.host } : {}) },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    const type = String(res.headers['content-type'] ?? '');
    if (!type.includes('json')) {
      if (res.statusCode !== 200) throw new ToolRefusal(res.statusCode, 'NOT_FOUND', res.body);
      return res.body as T;
    }
    const env = res.json() as { success: boolean; code: string; message: string; data: unknown };
    if (res.statusCode !== 200 || !env.success) throw new ToolRefusal(res.statusCode, env.code, env.message, env.data);
    return env.data as T;
  });
}
