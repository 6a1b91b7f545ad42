/**
 * How requests are checked before a handler sees them (issue 7, findings 8 and 9), in one place:
 * - bodies are validated without type coercion: `{"role_name": ["x"]}`, `12345` or `true` where a string belongs is
 *   a 400, not a stored "x"; query strings and path parameters are text on the wire, so they still coerce;
 * - every integer in the specs is bounded (SPEC.md section 5: ±2147483647) unless it says `format: int64`, so
 *   "2147483648" or "1e20" is a 400 instead of a database "integer out of range";
 * - no string anywhere in the request may hold NUL (PostgreSQL text cannot store it);
 * - a required string that is empty after trimming is missing.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError, type FieldError } from './errors.ts';
import { hasMessage } from './messages.ts';

export const INT32_MAX = 2147483647;
const SAFE_INT = Number.MAX_SAFE_INTEGER;

const base = { strict: false, removeAdditional: false, allErrors: true } as const;

/**
 * Fastify's schema controller: one Ajv for bodies (no coercion) and one for the text parts of a request, and
 * fast-json-stringify for responses, each route's function compiled on its first use.
 *
 * Why lazy: compiling every route's validators and response serializers at start took most of a start (hundreds of
 * operations, each serializer resolving every shared schema), paid again by every test file and every restart,
 * while a process serves a fraction of the routes. The first call of a route pays its compile once (a few ms).
 * `eager` compiles them all at start instead: the contract tests do, so a schema that cannot compile fails a
 * test rather than a route's first call (tests/contract/operations.test.ts).
 */
export function schemaController(opts: { eager?: boolean } = {}): FastifyServerOptions['schemaController'] {
  // made once: each factory keeps a pool of Ajv instances by shared schemas and options. Fastify asks for a
  // compiler per route once a context has added schemas (ours has); a fresh factory per call compiled the
  // meta-schema and every shared schema again for each route.
  const textFactory = AjvCompiler();
  const jsonFactory = AjvCompiler();
  const serializerFactory = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator(externalSchemas: any, ajvServerOption: any) {
        let compilers: { text: (route: any) => any; json: (route: any) => any } | undefined;
        const get = () =>
          (compilers ??= {
            text: textFactory(externalSchemas, {
              ...ajvServerOption,
              customOptions: { ...base, coerceTypes: 'array' },
            }),
            json: jsonFactory(externalSchemas, { ...ajvServerOption, customOptions: { ...base, coerceTypes: false } }),
          });
        const compile = (route: any) => (route.httpPart === 'body' ? get().json(route) : get().text(route));
        return (route: any) => (opts.eager ? compile(route) : lazyValidator(() => compile(route)));
      },
      buildSerializer(externalSchemas: any, serializerOpts: any) {
        let compile: ((route: any) => (data: unknown) => string) | undefined;
        return (route: any) => {
          if (opts.eager) return (compile ??= serializerFactory(externalSchemas, serializerOpts))(route);
          let fn: ((data: unknown) => string) | undefined;
          return (data: unknown) =>
            (fn ??= (compile ??= serializerFactory(externalSchemas, serializerOpts))(route))(data);
        };
      },
    },
  } as FastifyServerOptions['schemaController'];
}

/**
 * An Ajv validator compiled on its first call. Fastify reads `errors` off the function after a failed call, and
 * passes the request as parent data (so Ajv may coerce a root value) when the function has `schemaEnv`.
 */
function lazyValidator(compile: () => any) {
  let fn: any;
  const validate: any = (data: unknown, dataCxt?: unknown) => {
    fn ??= compile();
    const ok = fn(data, dataCxt);
    validate.errors = fn.errors;
    return ok;
  };
  validate.schemaEnv = true;
  return validate;
}

const isInteger = (t: unknown) => t === 'integer' || (Array.isArray(t) && t.includes('integer'));

/** Adds the SPEC's integer bounds to every integer schema that has none (a spec may still set narrower ones). */
export function boundIntegers(node: any): any {
  if (Array.isArray(node)) return node.map(boundIntegers);
  if (!node || typeof node !== 'object') return node;
  const out: any = {};
  for (const [k, v] of Object.entries(node)) out[k] = boundIntegers(v);
  if (isInteger(node.type)) {
    const limit = node.format === 'int64' ? SAFE_INT : INT32_MAX;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = limit;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -limit;
  }
  return out;
}

/**
 * An optional property of a request body may be sent as null, meaning "clear it" (a form whose field was
 * emptied). Required properties stay non-null. Applied to object schemas with properties, at any depth.
 */
export function nullableOptionals(node: any): any {
  if (Array.isArray(node)) return node.map(nullableOptionals);
  if (!node || typeof node !== 'object') return node;
  const out: any = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableOptionals(v);
  if (out.properties && typeof out.properties === 'object') {
    const required = new Set<string>(out.required ?? []);
    for (const [name, prop] of Object.entries<any>(out.properties)) {
      if (required.has(name) || !prop || typeof prop !== 'object' || prop.$ref || prop.type === undefined) continue;
      const types = Array.isArray(prop.type) ? prop.type : [prop.type];
      if (types.includes('null')) continue;
      out.properties[name] = {
        ...prop,
        type: [...types, 'null'],
        ...(prop.enum ? { enum: [...prop.enum, null] } : {}),
      };
    }
  }
  return out;
}

/** The first string holding NUL in a request part, as a field path (`a.b.0`), or undefined. */
export function nulField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const f = nulField(value[i], path ? `${path}.${i}` : String(i));
      if (f) return f;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [k, v] of Object.entries(value)) {
      const f = nulField(v, path ? `${path}.${k}` : k);
      if (f) return f;
    }
  }
  return undefined;
}

const invalid = (errors: FieldError[]) => new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {}, errors);

/** preValidation: refuses NUL anywhere in the request before any schema or handler sees it. */
export async function refuseNul(req: FastifyRequest) {
  for (const part of [req.params, req.query, req.body]) {
    const field = nulField(part);
    if (field) throw invalid([{ field, message: 'field.nul' }]);
  }
}

/** preHandler of an operation: a required top-level string that is only whitespace is missing. */
export function blankRequired(required: string[]) {
  return async (req: FastifyRequest) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return;
    const errors: FieldError[] = [];
    for (const f of required) {
      if (typeof body[f] === 'string' && (body[f] as string).trim() === '') {
        errors.push({ field: f, message: hasMessage(`required.${f}`) ? `required.${f}` : 'field.required' });
      }
    }
    if (errors.length) throw invalid(errors);
  };
}

/** Echoed and logged as given only when it is a plain token of sane length; otherwise a fresh id replaces it. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
