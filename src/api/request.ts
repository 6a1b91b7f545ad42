/**
 * The call every screen and the generic dataProvider use. Resolves the envelope's `data` (or, with
 * `download`, the file and its name); rejects with ApiRequestError after the failure rules have run.
 */
import { UPLOAD_LIMIT_BYTES } from '../shared/constants.ts';
import { api, quietApi } from './client.ts';
import { apiEvents } from './events.ts';
import { ApiRequestError, CLIENT_CODES } from './errors.ts';
import { reportFailure } from './failures.ts';
import { fileNameFromDisposition } from './filename.ts';
import { getTicket } from './session.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  /** appended to `url` as path segments, each encoded */
  path?: (string | number)[];
  /** sent in the query string; undefined, null and empty strings are dropped */
  query?: Record<string, unknown>;
  body?: unknown;
  /** form-encoded body; multipart when any value is a Blob (uploads) */
  form?: Record<string, string | Blob>;
  /** answer `{ blob, fileName }` instead of the envelope's data */
  download?: boolean;
  signal?: AbortSignal;
}

export interface Download {
  blob: Blob;
  fileName: string;
}

export interface RequestPolicy {
  /** false: do not show the failure message (the caller shows it); session rules still apply */
  notify?: boolean;
}

export function buildUrl(url: string, path?: (string | number)[]): string {
  if (!path?.length) return url;
  return `${url.replace(/\/+$/, '')}/${path.map((p) => encodeURIComponent(String(p))).join('/')}`;
}

export function serializeQuery(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    params.append(
      key,
      value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((v) => add(key, v));
    else add(key, value);
  }
  return params.toString();
}

/** duck-typed so Blobs from any realm count (File inputs, node:buffer in tests) */
const isBlob = (v: unknown): v is Blob =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Blob).size === 'number' &&
  typeof (v as Blob).arrayBuffer === 'function';

function formBody(form: Record<string, string | Blob>): FormData | URLSearchParams {
  const values = Object.entries(form);
  if (values.some(([, v]) => isBlob(v))) {
    const data = new FormData();
    for (const [k, v] of values) data.append(k, v as string | Blob);
    return data;
  }
  return new URLSearchParams(values as [string, string][]);
}

function payloadSize(opts: RequestOptions): number {
  if (opts.form) {
    return Object.values(opts.form).reduce((n, v) => n + (isBlob(v) ? v.size : new TextEncoder().encode(v).length), 0);
  }
  if (opts.body === undefined || opts.body instanceof FormData) return 0;
  return typeof opts.body === 'string' ? opts.body.length : (JSON.stringify(opts.body)?.length ?? 0);
}

export async function request<T = unknown>(opts: RequestOptions, policy: RequestPolicy = {}): Promise<T> {
  const notify = policy.notify ?? true;
  if (payloadSize(opts) > UPLOAD_LIMIT_BYTES) {
    const err = new ApiRequestError({
      status: 413,
      code: CLIENT_CODES.tooLarge,
      message: apiEvents.translate('app.http.too_large'),
    });
    reportFailure(err, { hadTicket: getTicket() !== null, notify });
    throw err;
  }
  const method = opts.method ?? 'POST';
  const hasBody = method !== 'GET' && (opts.form !== undefined || opts.body !== undefined);
  const client = notify ? api : quietApi;
  const { data, response } = await client.request(
    method.toLowerCase() as 'get',
    buildUrl(opts.url, opts.path) as never,
    {
      params: { query: opts.query ?? {} },
      querySerializer: serializeQuery,
      body: (hasBody ? (opts.form ? formBody(opts.form) : opts.body) : undefined) as never,
      bodySerializer: opts.form ? (b: unknown) => b : undefined,
      headers:
        opts.form && !Object.values(opts.form).some(isBlob)
          ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }
          : undefined,
      parseAs: opts.download ? 'blob' : 'json',
      signal: opts.signal,
    } as never,
  );
  if (opts.download) {
    const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
    return { blob: data as unknown as Blob, fileName } as T;
  }
  return ((data as { data?: unknown } | undefined)?.data ?? null) as T;
}
