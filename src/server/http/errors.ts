/** ApiError carries a status, a stable code and a message key; the error handler localizes it once. */
import type { MessageKey } from './messages.ts';

export interface FieldError {
  field: string;
  /** message key, or already-localized text when `localized` */
  message: string;
  params?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** the envelope's data when it is not field errors (e.g. /healthz's report with its 503) */
    readonly data?: unknown,
  ) {
    super(code);
  }
}

export const unauthorized = (key: MessageKey = 'UNAUTHORIZED') => new ApiError(401, 'UNAUTHORIZED', key);
export const authFailed = (key: MessageKey = 'AUTH_FAILED') => new ApiError(403, 'AUTH_FAILED', key);
export const noPermission = () => new ApiError(403, 'NO_PERMISSION', 'NO_PERMISSION');
export const notFound = (key: MessageKey = 'NOT_FOUND') => new ApiError(404, 'NOT_FOUND', key);
export const invalidState = (key: MessageKey = 'INVALID_STATE', params?: Record<string, unknown>) =>
  new ApiError(409, 'INVALID_STATE', key, params);
export const duplicate = (field: string) =>
  new ApiError(409, 'DUPLICATE', 'DUPLICATE', { field }, [{ field, message: 'DUPLICATE', params: { field } }]);
export const validation = (errors: FieldError[]) =>
  new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {}, errors);

/** The database does not answer (health.ts decides what counts); the client may retry shortly. */
export const dbUnavailable = (data?: unknown) =>
  new ApiError(503, 'DB_UNAVAILABLE', 'DB_UNAVAILABLE', {}, undefined, { 'retry-after': '2' }, data);
