/** A 400 naming one field, for rules a schema cannot express (ranges between fields, conditional requirements). */
import { ApiError } from './errors.ts';
import type { MessageKey } from './messages.ts';

export const fieldError = (field: string, message: MessageKey, params: Record<string, unknown> = {}) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { ...params, field }, [{ field, message, params }]);
