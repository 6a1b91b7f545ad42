/** Calls an operation by its operationId (from the generated operations table) through the request wrapper. */
import { operations } from './generated/operations.ts';
import { request, type HttpMethod } from './request.ts';

export function callOperation<T>(
  operationId: string,
  opts: { query?: Record<string, unknown>; body?: unknown } = {},
): Promise<T> {
  const [method, url] = operations[operationId];
  return request<T>({ url, method: method as HttpMethod, ...opts });
}
