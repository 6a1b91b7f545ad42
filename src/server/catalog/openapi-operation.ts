/**
 * One operation of a dereferenced document as an API row: its parameters, request body and response schema with
 * their examples, the error codes of its non-2xx responses and the x-backend-* extensions.
 */
import { normalizeListenPath } from './route-check.ts';
import { normalizeExample } from '../../shared/examples.ts';

// the parsed document is whatever the parser answers: the OpenAPI types would not cover Swagger 2.0 and 3.x at once
export type Json = any;
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

export interface ParsedApi {
  pointer: string;
  api_name: string;
  api_desc: string | null;
  /** the document's operationId, kept for MCP tool names (DESIGN section 10) */
  operation_id: string | null;
  method_type: string;
  listen_path: string;
  path_shape: string;
  request_params: Json[] | null;
  request_body: Json | null;
  response_schema: Json | null;
  response_example: unknown;
  error_codes: Json[] | null;
  backend_path: string | null;
  backend_method: string | null;
  timeout_ms: number | null;
  sort: number;
}

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function firstContent(content: Json): { content_type: string; media: Json } | undefined {
  if (!content) return undefined;
  const type = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
  return type ? { content_type: type, media: content[type] ?? {} } : undefined;
}

/** A media type's example as stored: the JSON value for a JSON media type, text otherwise. */
function exampleOf(media: Json, contentType: string | null | undefined): unknown {
  const ex = media?.example ?? Object.values<Json>(media?.examples ?? {})[0]?.value ?? media?.schema?.example;
  return ex === undefined ? null : normalizeExample(ex, contentType);
}

const withExample = (ex: unknown, contentType: string) => {
  const value = normalizeExample(ex, contentType);
  return value === null ? {} : { example: value };
};

export function toApi(api: Json, path: string, method: string, item: Json, op: Json, sort: number): ParsedApi {
  const pointer = `/paths/${escapePointer(path)}/${method}`;
  const params = new Map<string, Json>();
  for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])])
    if (p?.name) params.set(`${p.in}:${p.name}`, p);
  const all = [...params.values()];
  const plain = all
    .filter((p) => p.in !== 'body' && p.in !== 'formData')
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: !!p.required,
      description: p.description ?? null,
      schema:
        p.schema ??
        (p.type
          ? {
              type: p.type,
              ...(p.format ? { format: p.format } : {}),
              ...(p.enum ? { enum: p.enum } : {}),
              ...(p.items ? { items: p.items } : {}),
            }
          : null),
    }));
  let request_body: Json = null;
  let response_schema: Json = null;
  let response_example: unknown = null;
  const error_codes: Json[] = [];
  if (api.swagger) {
    const body = all.find((p) => p.in === 'body');
    const form = all.filter((p) => p.in === 'formData');
    const consumes = op.consumes ?? api.consumes ?? ['application/json'];
    if (body)
      request_body = {
        content_type: consumes[0],
        schema: body.schema ?? {},
        required: !!body.required,
        ...withExample(body.schema?.example, consumes[0]),
      };
    else if (form.length) {
      request_body = {
        content_type: consumes.find((c: string) => /form/.test(c)) ?? 'application/x-www-form-urlencoded',
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            form.map((f) => [f.name, { type: f.type ?? 'string', description: f.description }]),
          ),
          required: form.filter((f) => f.required).map((f) => f.name),
        },
      };
    }
  } else if (op.requestBody) {
    const c = firstContent(op.requestBody.content);
    if (c)
      request_body = {
        content_type: c.content_type,
        schema: c.media.schema ?? {},
        required: !!op.requestBody.required,
        ...withExample(exampleOf(c.media, c.content_type), c.content_type),
      };
  }
  for (const [status, res] of Object.entries<Json>(op.responses ?? {})) {
    const ok = /^2/.test(status);
    if (ok && !response_schema) {
      if (api.swagger) {
        const produces = op.produces ?? api.produces ?? ['application/json'];
        response_schema = {
          status,
          description: res.description ?? null,
          content_type: produces[0],
          schema: res.schema ?? null,
        };
        const ex = res.examples ? (res.examples[produces[0]] ?? Object.values(res.examples)[0]) : undefined;
        response_example = ex === undefined ? null : normalizeExample(ex, produces[0]);
      } else {
        const c = firstContent(res.content);
        response_schema = {
          status,
          description: res.description ?? null,
          content_type: c?.content_type ?? null,
          schema: c?.media.schema ?? null,
        };
        response_example = c ? exampleOf(c.media, c.content_type) : null;
      }
    } else if (!ok) {
      error_codes.push({ code: status, description: res.description ?? '' });
    }
  }
  const { listen_path, path_shape } = normalizeListenPath(path, 'content');
  const name = String(op.summary || op.operationId || `${method.toUpperCase()} ${path}`)
    .trim()
    .slice(0, 64);
  return {
    pointer,
    api_name: name,
    api_desc: op.description ?? null,
    operation_id:
      typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId.trim().slice(0, 255) : null,
    method_type: method.toUpperCase(),
    listen_path,
    path_shape,
    request_params: plain.length ? plain : null,
    request_body,
    response_schema,
    response_example,
    error_codes: error_codes.length ? error_codes : null,
    backend_path: typeof op['x-backend-path'] === 'string' ? op['x-backend-path'] : null,
    backend_method: typeof op['x-backend-method'] === 'string' ? op['x-backend-method'].toUpperCase() : null,
    timeout_ms: Number.isInteger(op['x-timeout-ms']) ? op['x-timeout-ms'] : null,
    sort,
  };
}
