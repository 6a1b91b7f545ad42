/**
 * Calls an operation by its operationId (from the generated operations table) through the request wrapper, keeping
 * the caller's own answer type. The operationId is checked against the specs; `call()` (call.ts) types the request too.
 */
import { operations } from './generated/operations.ts';
import type { OperationId } from './operation-types.ts';
import { request, type HttpMethod, type RequestPolicy } from './request.ts';

export function callOperation<T>(
  operationId: OperationId,
  opts: { query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal } = {},
  policy?: RequestPolicy,
): Promise<T> {
  const [method, url] = operations[operationId];
  return request<T>({ url, method: method as HttpMethod, ...opts }, policy);
}
