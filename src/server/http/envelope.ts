/**
 * The wire contract of DESIGN.md section 3 in one place: success and error envelopes, localized messages,
 * mapping of Fastify's own failures (validation, body too large, bad JSON, unknown path) to stable codes.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { ApiError, dbUnavailable, type FieldError } from './errors.ts';
import { isConnectionError } from '../db/health.ts';
import { fieldLabel } from './field-labels.ts';
import { hasMessage, langOf, translate, type Lang } from './messages.ts';

export function ok(req: FastifyRequest, data: unknown) {
  return { success: true, code: 'OK', message: translate(langOf(req.headers.language), 'OK'), data: data ?? null };
}

/** `other` names a second field (e.g. "max must not be less than min"): shown by its label too */
function labelled(params: Record<string, unknown> | undefined, operationId: string | undefined, lang: Lang) {
  return typeof params?.other === 'string' && /^[a-z_]+$/.test(params.other)
    ? { other: fieldLabel(operationId, params.other, lang) }
    : {};
}

function localizeFieldErrors(lang: Lang, errors: FieldError[], operationId?: string) {
  return errors.map((e) => ({
    field: e.field,
    message: hasMessage(e.message)
      ? translate(lang, e.message, {
          ...e.params,
          ...labelled(e.params, operationId, lang),
          field: fieldLabel(operationId, e.field, lang),
        })
      : e.message,
  }));
}

/**
 * Ajv errors → one message per field, preferring a field's own wording (`required.<field>`).
 * `data` is the part that failed (body, query string, params), so an empty value is found where it was sent;
 * `part` names the field when the whole part is wrong (e.g. a body that is not an object).
 */
export function fieldErrorsFromAjv(validation: any[], data: unknown, part = 'body'): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of validation) {
    const path = String(e.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\//g, '.');
    let field = path;
    let key = 'field.invalid';
    const params: Record<string, unknown> = {};
    switch (e.keyword) {
      case 'required':
        field = path ? `${path}.${e.params.missingProperty}` : e.params.missingProperty;
        key = 'field.required';
        break;
      case 'additionalProperties':
        field = path ? `${path}.${e.params.additionalProperty}` : e.params.additionalProperty;
        key = 'field.additional';
        break;
      case 'pattern':
        key = /\{32\}/.test(e.params.pattern) ? 'format.md5' : 'field.format';
        break;
      case 'format':
        key = 'field.format';
        break;
      case 'type':
        key = 'field.type';
        params.type = e.params.type;
        break;
      case 'maxLength':
      case 'minLength':
      case 'maximum':
      case 'minimum':
        key = `field.${e.keyword}`;
        params.limit = e.params.limit;
        break;
      case 'enum':
        key = 'field.enum';
        break;
    }
    if (!field) field = part;
    const leaf = field.split('.').pop() ?? field;
    const value = path ? path.split('.').reduce((o: any, k) => o?.[k], data) : undefined;
    // an empty string is "missing" to a person filling a form
    if (key === 'field.required' || (key !== 'field.additional' && value === '')) {
      key = hasMessage(`required.${leaf}`) ? `required.${leaf}` : 'field.required';
    }
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: key, params });
  }
  return out;
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: ApiError) {
  const lang = langOf(req.headers.language);
  const operationId = req.routeOptions?.config?.operationId;
  const params =
    typeof err.params.field === 'string'
      ? {
          ...err.params,
          ...labelled(err.params, operationId, lang),
          field: fieldLabel(operationId, err.params.field, lang),
        }
      : err.params;
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.status).send({
    success: false,
    code: err.code,
    message: translate(lang, err.messageKey, params),
    data: err.fieldErrors ? { errors: localizeFieldErrors(lang, err.fieldErrors, operationId) } : (err.data ?? null),
  });
}

export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: any[] }, req, reply) => {
    if (error instanceof ApiError) return sendError(req, reply, error);
    if (error.validation) {
      const part = (error as { validationContext?: string }).validationContext ?? 'body';
      const data = { body: req.body, querystring: req.query, params: req.params, headers: req.headers }[part];
      const errors = fieldErrorsFromAjv(error.validation, data, part);
      return sendError(req, reply, new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {}, errors));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return sendError(req, reply, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(req, reply, new ApiError(400, 'VALIDATION_FAILED', 'BAD_JSON'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(req, reply, new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_FAILED'));
    }
    if (error instanceof SyntaxError && error.message.includes('JSON')) {
      return sendError(req, reply, new ApiError(400, 'VALIDATION_FAILED', 'BAD_JSON'));
    }
    if (error.statusCode && error.statusCode < 500) {
      return sendError(req, reply, new ApiError(error.statusCode, 'VALIDATION_FAILED', 'VALIDATION_FAILED'));
    }
    // the database away: said once per outage by the database's health (db/health.ts), not once per request
    if (isConnectionError(error)) return sendError(req, reply, dbUnavailable());
    req.log.error({ err: error }, 'unhandled error');
    return sendError(req, reply, new ApiError(500, 'INTERNAL', 'INTERNAL'));
  });
}

export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendError(req, reply, new ApiError(404, 'NOT_FOUND', 'API_NOT_FOUND', { path: req.url.split('?')[0] }));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers or URL, malformed request
 * lines, timeouts) answered with the envelope instead of Fastify's own JSON. No headers could be read, so the
 * message is in the default language.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, key] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'HEADERS_TOO_LARGE', 'HEADERS_TOO_LARGE'] as const)
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'REQUEST_TIMEOUT', 'REQUEST_TIMEOUT'] as const)
        : ([400, 'VALIDATION_FAILED', 'BAD_REQUEST'] as const);
  const body = JSON.stringify({ success: false, code, message: translate('zh', key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify's routing-time failures (a URL that cannot be decoded, an over-long path parameter). */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return sendError(
    req,
    reply,
    new ApiError(tooLong ? 414 : 400, 'VALIDATION_FAILED', tooLong ? 'URI_TOO_LONG' : 'BAD_URL'),
  );
}
