/**
 * The API editor's checks, pure so the inputs and their unit tests share them. Each answers issues located by
 * row and column ("2.name"), shown next to that cell; the field's validator refuses the form while any is left.
 * They mirror what the server and the OpenAPI export need (http(s) upstreams, one parameter per place and name,
 * path parameters present in the listen path), so a bad value is caught before the request.
 */
export interface Issue {
  at: string;
  key: string;
  args?: Record<string, unknown>;
}

export const ENVS = [1, 2, 3] as const;
export interface Upstream {
  env_type: number;
  base_url: string;
  timeout_ms?: number | string | null;
}
export type ParamPlace = 'path' | 'query' | 'header';
export const PARAM_PLACES: ParamPlace[] = ['path', 'query', 'header'];
export const SCALAR_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const;
export interface ParamSchema {
  type?: string;
  example?: unknown;
  [k: string]: unknown;
}
export interface Param {
  name: string;
  in: string;
  required?: boolean;
  description?: string | null;
  /** what English readers see (the store falls back to description) */
  description_en?: string | null;
  schema?: ParamSchema | null;
}
export interface ErrorCode {
  code: string | number;
  description?: string | null;
}

const TIMEOUT = { min: 100, max: 600000 };

export function upstreamIssues(list: Upstream[] | null | undefined): Issue[] {
  const out: Issue[] = [];
  for (const u of list ?? []) {
    const at = String(u.env_type);
    let url: URL | undefined;
    try {
      url = new URL(String(u.base_url).trim());
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
      out.push({ at: `${at}.base_url`, key: 'catalog.editor.bad_url' });
    }
    const t = u.timeout_ms;
    if (t !== undefined && t !== null && t !== '') {
      const n = Number(t);
      if (!Number.isInteger(n) || n < TIMEOUT.min || n > TIMEOUT.max)
        out.push({ at: `${at}.timeout_ms`, key: 'catalog.editor.bad_timeout', args: TIMEOUT });
    }
  }
  return out;
}

/** `{id}` and `:id` segments of a listen path */
export function pathParamNames(listenPath: unknown): string[] {
  if (typeof listenPath !== 'string') return [];
  return listenPath
    .split('/')
    .map((s) => /^\{([^}]+)\}$/.exec(s)?.[1] ?? /^:(.+)$/.exec(s)?.[1])
    .filter((n): n is string => !!n);
}

const NAME = { path: /^[A-Za-z_][A-Za-z0-9_]*$/, query: /^[A-Za-z_][A-Za-z0-9_.[\]-]*$/, header: /^[A-Za-z0-9-]+$/ };

function exampleFits(type: string | undefined, example: unknown): boolean {
  if (example === undefined || example === null || example === '') return true;
  const text = String(example);
  if (type === 'integer') return /^-?\d+$/.test(text);
  if (type === 'number') return text.trim() !== '' && Number.isFinite(Number(text));
  if (type === 'boolean') return text === 'true' || text === 'false';
  return true;
}

export function paramIssues(list: Param[] | null | undefined, listenPath?: unknown): Issue[] {
  const out: Issue[] = [];
  const seen = new Set<string>();
  const inPath = new Set(pathParamNames(listenPath));
  (list ?? []).forEach((p, i) => {
    const name = (p.name ?? '').trim();
    const place = (PARAM_PLACES as string[]).includes(p.in) ? (p.in as ParamPlace) : 'query';
    if (!name) out.push({ at: `${i}.name`, key: 'catalog.editor.name_required' });
    else if (!NAME[place].test(name)) out.push({ at: `${i}.name`, key: 'catalog.editor.bad_name' });
    else {
      const key = `${place}:${place === 'header' ? name.toLowerCase() : name}`;
      if (seen.has(key)) out.push({ at: `${i}.name`, key: 'catalog.editor.duplicate_param', args: { name } });
      seen.add(key);
      if (place === 'path' && listenPath !== undefined && !inPath.has(name))
        out.push({ at: `${i}.name`, key: 'catalog.editor.not_in_path', args: { name } });
    }
    if (!exampleFits(p.schema?.type, p.schema?.example))
      out.push({ at: `${i}.example`, key: 'catalog.editor.bad_example', args: { type: p.schema?.type } });
  });
  return out;
}

export function errorCodeIssues(list: ErrorCode[] | null | undefined): Issue[] {
  const out: Issue[] = [];
  const seen = new Set<string>();
  (list ?? []).forEach((e, i) => {
    const code = String(e.code ?? '').trim();
    if (!code) out.push({ at: `${i}.code`, key: 'catalog.editor.code_required' });
    else if (code.length > 32) out.push({ at: `${i}.code`, key: 'catalog.editor.code_too_long' });
    else if (seen.has(code)) out.push({ at: `${i}.code`, key: 'catalog.editor.duplicate_code', args: { code } });
    seen.add(code);
    if (!String(e.description ?? '').trim())
      out.push({ at: `${i}.description`, key: 'catalog.editor.description_required' });
  });
  return out;
}

/** A request body or response: { content_type, schema, required } / { status, description, content_type, schema }. */
export interface BodyValue {
  content_type?: string | null;
  schema?: Record<string, unknown> | null;
  required?: boolean;
  status?: string;
  description?: string | null;
  example?: unknown;
}

export function bodyIssues(value: BodyValue | null | undefined, response: boolean): Issue[] {
  const out: Issue[] = [];
  if (!value) return out;
  if (response && value.status !== undefined && !/^[1-5]\d\d$/.test(String(value.status)))
    out.push({ at: 'status', key: 'catalog.editor.bad_status' });
  const props = (value.schema?.properties ?? {}) as Record<string, ParamSchema>;
  for (const [name, s] of Object.entries(props)) {
    if (!/^[A-Za-z_$][A-Za-z0-9_$.-]*$/.test(name))
      out.push({ at: `field.${name}.name`, key: 'catalog.editor.bad_name' });
    if (!exampleFits(s?.type, s?.example))
      out.push({ at: `field.${name}.example`, key: 'catalog.editor.bad_example', args: { type: s?.type } });
  }
  return out;
}

/** The first issue as a react-admin validation message, so the form refuses to save while any is left. */
export const firstIssue = (issues: Issue[]) =>
  issues.length ? { message: 'catalog.editor.fix_rows', args: { count: issues.length } } : undefined;
