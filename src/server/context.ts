/** What every handler receives: the validated request parts, the caller, and the app's dependencies. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { DbKind } from './db/index.ts';
import type { Lang } from './http/messages.ts';
import type { HealthSources } from './system/health.ts';
import type { AuthCache } from './auth/cache/index.ts';
import type { SharedLimits } from './http/shared-limits.ts';
import type { BodyOf, OperationId, PathOf, QueryOf } from '../api/operation-types.ts';

export interface Caller {
  user_id: number;
  user_name: string;
  user_type: number;
  account_type: number;
  ticket_hash: string;
}

export interface Deps {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: Config;
  /** injectable clock: tests move time instead of sleeping */
  now: () => Date;
  /** what /healthz reports (system/health.ts); absent where no process runs (scripts) */
  health?: HealthSources;
  /** tickets and grants kept in process (auth/cache); absent in scripts, which then read the database */
  authCache?: AuthCache;
  /** API rate limits and send-code cooldowns in Redis (REDIS_URL); absent: in the database */
  limits?: SharedLimits;
}

export interface Ctx<B = any, Q = any, P = any> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  lang: Lang;
  caller?: Caller;
  deps: Deps;
}

/** A handler returns the envelope's `data`; raw operations (images, downloads) send the reply themselves. */
export type Handler = (ctx: Ctx) => Promise<unknown>;
/** handlers keyed by any string: registration and the descriptor-driven handlers, whose operationIds are data */
export type AnyHandlers = Record<string, Handler>;

/** the context of one operation: body, query and path typed from the generated specs by its operationId */
export type OpCtx<Id extends OperationId> = Ctx<BodyOf<Id>, QueryOf<Id>, PathOf<Id>>;
export type OpHandler<Id extends OperationId> = (ctx: OpCtx<Id>) => Promise<unknown>;
/** handlers keyed by operationId: each gets its operation's request types, and an unknown operationId is an error */
export type Handlers = { [Id in OperationId]?: OpHandler<Id> };

/** the handler of an operationId known only at run time (registration, descriptors, tests) */
export function handlerOf(handlers: Handlers | AnyHandlers, operationId: string): Handler | undefined {
  return (handlers as AnyHandlers)[operationId];
}

export function requireCaller(ctx: Ctx): Caller {
  if (!ctx.caller) throw new Error('handler needs a caller but its operation is public');
  return ctx.caller;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
    /** set when an MCP tool makes the call for its user: "by agent <client> for <user>" */
    viaAgent?: string;
    /** that agent's OAuth client name */
    agentClient?: string;
  }
  interface FastifyContextConfig {
    operationId?: string;
    permission?: string;
  }
}
