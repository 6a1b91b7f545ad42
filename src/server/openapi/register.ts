/** Registers every spec operation as a Fastify route bound to the handler of the same operationId. */
import type { FastifyInstance } from 'fastify';
import { handlerOf, type AnyHandlers, type Ctx, type Deps, type Handlers } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { langOf } from '../http/messages.ts';
import type { LoadedSpecs } from './load.ts';
import { blankRequired } from '../http/validation.ts';
import { auditedHandler } from '../audit/hook.ts';

export function registerOperations(
  app: FastifyInstance,
  specs: LoadedSpecs,
  handlers: Handlers | AnyHandlers,
  deps: Deps,
) {
  for (const s of specs.sharedSchemas) app.addSchema(s);
  const missing = specs.operations.filter((op) => !handlerOf(handlers, op.operationId)).map((op) => op.operationId);
  if (missing.length) throw new Error(`operations without a handler: ${missing.join(', ')}`);
  for (const op of specs.operations) {
    const handler = handlerOf(handlers, op.operationId)!;
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: op.url,
      schema: op.schema,
      config: { operationId: op.operationId, permission: op.permission },
      preHandler: op.bodyRequired.length ? blankRequired(op.bodyRequired) : undefined,
      async handler(req, reply) {
        const ctx: Ctx = {
          req,
          reply,
          body: req.body,
          query: req.query,
          params: req.params,
          lang: langOf(req.headers.language),
          caller: req.caller,
          deps,
        };
        const data = await auditedHandler(req, op.operationId, deps, () => handler(ctx));
        if (op.raw) return reply;
        return ok(req, data);
      },
    });
  }
}
