/**
 * The one typed call: an operation by its operationId, with the query, body and path parameters the spec gives it
 * (src/api/generated), through the request wrapper (headers, failure rules, the envelope's data). Screens name
 * operations, never URLs: a renamed path or a changed request shape fails the typecheck, not the user.
 */
import { operations } from './generated/operations.ts';
import type { BodyOf, OperationId, Operations, PathOf, QueryOf } from './operation-types.ts';
import { request, type HttpMethod, type RequestPolicy } from './request.ts';

type Json200<Id extends OperationId> = Operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer J } } };
}
  ? J
  : never;
/** the envelope's `data` of an operation's answer, as the spec describes it */
export type DataOf<Id extends OperationId> = Json200<Id> extends { data?: infer D } ? NonNullable<D> : unknown;

export interface CallOptions<Id extends OperationId> {
  query?: QueryOf<Id>;
  body?: BodyOf<Id>;
  /** the values of the path's {placeholders} */
  path?: PathOf<Id>;
  /** answer `{ blob, fileName }` instead of the envelope's data */
  download?: boolean;
  signal?: AbortSignal;
}

/** the operation's URL with its {placeholders} filled, each value encoded */
export function operationUrl(operationId: OperationId, path: Record<string, unknown> = {}): string {
  return operations[operationId][1].replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path[name] ?? '')),
  );
}

/**
 * `T` is the spec's data unless a screen keeps a narrower type of its own: `call<'appList', MyApp[]>('appList')`.
 */
export function call<Id extends OperationId, T = DataOf<Id>>(
  operationId: Id,
  opts: CallOptions<Id> = {},
  policy: RequestPolicy = {},
): Promise<T> {
  const { path, query, ...rest } = opts;
  return request<T>(
    {
      ...rest,
      url: operationUrl(operationId, path as Record<string, unknown> | undefined),
      method: operations[operationId][0] as HttpMethod,
      query: query as Record<string, unknown> | undefined,
    },
    policy,
  );
}
