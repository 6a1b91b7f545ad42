/**
 * The request wrapper's ApiRequestError -> react-admin's HttpError. Field errors go into body.errors
 * ({ field: message }) so a pessimistic form puts each one under its input; root.serverError carries the
 * server's message for the form-level notice.
 */
import { HttpError } from 'react-admin';
import { ApiRequestError } from '../../api/errors.ts';

export function toHttpError(err: unknown): unknown {
  if (!(err instanceof ApiRequestError)) return err;
  const fieldErrors = Object.fromEntries((err.fieldErrors ?? []).map((e) => [e.field, e.message]));
  const body: Record<string, unknown> = { code: err.code, message: err.message };
  if (Object.keys(fieldErrors).length) body.errors = { ...fieldErrors, root: { serverError: err.message } };
  return new HttpError(err.message, err.status, body);
}
