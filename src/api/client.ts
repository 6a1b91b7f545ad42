/**
 * The transport: openapi-fetch clients typed from src/api/generated, with ONE middleware that adds the
 * headers of DESIGN.md section 3, unwraps nothing, and turns every failure (HTTP status, `success: false`,
 * network, timeout) into an ApiRequestError after applying the SPEC.md section 8 rules.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { common, openauthor } from './generated/index.ts';
import { apiConfig, apiEvents } from './events.ts';
import { ApiRequestError, CLIENT_CODES, type FieldError } from './errors.ts';
import { reportFailure } from './failures.ts';
import { takeEarly } from './early.ts';
import { sessionHeaders } from './headers.ts';

export type Paths = openauthor.paths & common.paths;

interface Envelope {
  success?: boolean;
  code?: string;
  message?: string;
  data?: unknown;
}

const isJson = (res: Response) => /\bjson\b/i.test(res.headers.get('content-type') ?? '');

async function readEnvelope(res: Response): Promise<Envelope | null> {
  if (!isJson(res)) return null;
  try {
    return (await res.clone().json()) as Envelope;
  } catch {
    return null;
  }
}

function errorFrom(status: number, env: Envelope | null): ApiRequestError {
  const t = apiEvents.translate;
  if (status === 413) {
    return new ApiRequestError({ status, code: env?.code ?? CLIENT_CODES.tooLarge, message: t('app.http.too_large') });
  }
  const errors = (env?.data as { errors?: FieldError[] } | null | undefined)?.errors;
  return new ApiRequestError({
    status,
    code: env?.code ?? CLIENT_CODES.badResponse,
    message: env?.message || t('app.http.bad_response', { status }),
    fieldErrors: Array.isArray(errors) ? errors : undefined,
  });
}

export function envelopeMiddleware(opts: { notify: boolean }): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(sessionHeaders())) request.headers.set(name, value);
      return request;
    },
    async onResponse({ request, response }) {
      const env = await readEnvelope(response);
      if (response.ok && (env === null || env.success !== false)) return response;
      const err = errorFrom(response.status, env);
      reportFailure(err, { hadTicket: request.headers.has('ticket'), notify: opts.notify });
      throw err;
    },
    onError({ request, error }) {
      const name = (error as { name?: string } | null)?.name;
      const t = apiEvents.translate;
      const err =
        name === 'TimeoutError'
          ? new ApiRequestError({ status: 0, code: CLIENT_CODES.timeout, message: t('app.http.timeout') })
          : name === 'AbortError'
            ? new ApiRequestError({ status: 0, code: CLIENT_CODES.aborted, message: t('app.http.aborted') })
            : error instanceof ApiRequestError
              ? error
              : new ApiRequestError({ status: 0, code: CLIENT_CODES.network, message: t('app.http.network') });
      reportFailure(err, { hadTicket: request.headers.has('ticket'), notify: opts.notify });
      return err;
    },
  };
}

/**
 * Every call gets the 60 s limit; the caller's own signal still cancels it. A call the page's first script already
 * made (early.ts) takes that answer instead of asking again.
 */
async function timedFetch(request: Request): Promise<Response> {
  const early = takeEarly(request);
  if (early) return request.signal.aborted ? Promise.reject(request.signal.reason) : early;
  const ctrl = new AbortController();
  const timer = setTimeout(
    () => ctrl.abort(new DOMException('request timed out', 'TimeoutError')),
    apiConfig.timeoutMs,
  );
  const cancel = () => ctrl.abort(request.signal.reason);
  if (request.signal.aborted) cancel();
  request.signal.addEventListener('abort', cancel);
  try {
    return await globalThis.fetch(request, { signal: ctrl.signal });
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', cancel);
  }
}

function makeClient(notify: boolean) {
  const client = createClient<Paths>({ baseUrl: apiConfig.baseUrl, fetch: timedFetch });
  client.use(envelopeMiddleware({ notify }));
  return client;
}

/** shows failure messages as notifications */
export let api = makeClient(true);
/** for callers that show the message themselves (login form, background loads); session rules still apply */
export let quietApi = makeClient(false);

/** Point the clients at another origin (tests and scripts have no document to resolve '/openauthor/...'). */
export function configureApi(config: Partial<typeof apiConfig>) {
  Object.assign(apiConfig, config);
  api = makeClient(true);
  quietApi = makeClient(false);
}

/** The envelope's data of a typed call: the middleware has already rejected every failure. */
export function unwrap<T extends { data?: unknown }>(result: { data?: T }): NonNullable<T['data']> | null {
  return (result.data?.data ?? null) as NonNullable<T['data']> | null;
}
