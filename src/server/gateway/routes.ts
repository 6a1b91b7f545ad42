/**
 * The gateway's route table: which API a request (environment, method, path) is for, and the values of its path
 * parameters. Listen paths are compiled once into a tree of segments per environment and method, so a request
 * costs a few Map lookups, no regular expression. At each level a static segment is tried before a parameter
 * ("/users/me" wins over "/users/{id}"), falling back to the parameter when the static branch leads nowhere.
 * A method "ANY" serves every method that has no route of its own on that path.
 * Paths compare case-sensitively, segment by segment after percent-decoding; a trailing "/" is ignored.
 * A route without parameters is also kept by its whole listen path, which a request for exactly that path (the
 * common case) finds with one lookup: the tree would find the same route, static segments going first.
 */

export const ANY_METHOD = 'ANY';

export type ListenPathErrorReason =
  | 'must_start_with_slash'
  | 'empty_segment'
  | 'bad_character'
  /** "{…}" must be a whole segment with a name of letters, digits and "_", not starting with a digit. */
  | 'bad_param'
  | 'duplicate_param';

export type ListenPathSegment = { param: false; value: string } | { param: true; name: string };
export type ParsedListenPath =
  | { ok: true; segments: ListenPathSegment[]; shape: string }
  | { ok: false; reason: ListenPathErrorReason; params: { value: string; segment?: string } };

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
// control characters are what this refuses in a listen path
// eslint-disable-next-line no-control-regex
const BAD_CHAR = /[\s?#\u0000-\u001f\u007f]/;

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

function decodeSegment(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Validates a listen path and gives its shape: the path with every parameter written "{}", equal for paths that
 * would serve the same requests (a catalog can keep it in a unique index per environment and method).
 */
export function parseListenPath(listenPath: string): ParsedListenPath {
  const value = listenPath;
  if (!value.startsWith('/')) return { ok: false, reason: 'must_start_with_slash', params: { value } };
  if (BAD_CHAR.test(value)) return { ok: false, reason: 'bad_character', params: { value } };
  const segments: ListenPathSegment[] = [];
  const names = new Set<string>();
  for (const raw of splitPath(value)) {
    if (raw === '') return { ok: false, reason: 'empty_segment', params: { value } };
    const param = PARAM.exec(raw);
    if (param) {
      if (names.has(param[1])) return { ok: false, reason: 'duplicate_param', params: { value, segment: raw } };
      names.add(param[1]);
      segments.push({ param: true, name: param[1] });
      continue;
    }
    if (raw.includes('{') || raw.includes('}'))
      return { ok: false, reason: 'bad_param', params: { value, segment: raw } };
    const decoded = decodeSegment(raw);
    if (decoded === undefined || decoded.includes('/'))
      return { ok: false, reason: 'bad_character', params: { value, segment: raw } };
    segments.push({ param: false, value: decoded });
  }
  const shape = '/' + segments.map((s) => (s.param ? '{}' : encodeURIComponent(s.value))).join('/');
  return { ok: true, segments, shape };
}

export const listenPathMessages = {
  zh: {
    must_start_with_slash: '路径“{value}”必须以 / 开头',
    empty_segment: '路径“{value}”中有空的层级（连续的 /）',
    bad_character: '路径“{value}”含有不允许的字符（空白、?、#、控制字符或无效的 % 编码）',
    bad_param: '路径参数“{segment}”须独占一级并写作 {参数名}，名称由字母、数字和下划线组成且不以数字开头',
    duplicate_param: '路径参数“{segment}”重复出现',
  },
  en: {
    must_start_with_slash: 'The path "{value}" must start with /',
    empty_segment: 'The path "{value}" has an empty segment (//)',
    bad_character:
      'The path "{value}" has a character that is not allowed (space, ?, #, control character or bad % encoding)',
    bad_param:
      'The path parameter "{segment}" must be a whole segment written {param_name}, of letters, digits and _ not starting with a digit',
    duplicate_param: 'The path parameter "{segment}" appears twice',
  },
} as const satisfies Record<'zh' | 'en', Record<ListenPathErrorReason, string>>;

/** The message for a listen-path error; only {value} and {segment} are placeholders. */
export function formatListenPathError(error: Extract<ParsedListenPath, { ok: false }>, language: 'zh' | 'en'): string {
  return listenPathMessages[language][error.reason].replace(
    /\{(value|segment)\}/g,
    (_, k: 'value' | 'segment') => error.params[k] ?? '',
  );
}

export interface RouteDefinition<T = unknown> {
  envType: number;
  /** GET, POST, … or ANY. */
  method: string;
  listenPath: string;
  /** What the gateway needs once matched (API id, group, upstream…). */
  data: T;
}

export interface RouteMatch<T> {
  route: RouteDefinition<T>;
  /** Decoded path parameter values by name. */
  params: Record<string, string>;
}

export interface RouteConflict<T> {
  envType: number;
  method: string;
  shape: string;
  /** The routes that share the key; the first is the one the table serves. */
  routes: RouteDefinition<T>[];
}

export interface RouteTable<T> {
  match(envType: number, method: string, path: string): RouteMatch<T> | undefined;
  /** Routes left out: same environment, method and shape as one before them. */
  readonly conflicts: RouteConflict<T>[];
  /** Routes refused for an invalid listen path. */
  readonly invalid: Array<{ route: RouteDefinition<T>; reason: ListenPathErrorReason }>;
  readonly size: number;
}

/** The uniqueness key of a route: two routes with the same key conflict. Undefined for an invalid listen path. */
export function routeKey(envType: number, method: string, listenPath: string): string | undefined {
  const parsed = parseListenPath(listenPath);
  return parsed.ok ? `${envType} ${method.toUpperCase()} ${parsed.shape}` : undefined;
}

/** The conflicting groups among routes (for the catalog to refuse a route, or to list existing clashes). */
export function findRouteConflicts<T>(routes: readonly RouteDefinition<T>[]): RouteConflict<T>[] {
  return compileRoutes(routes).conflicts;
}

interface Leaf<T> {
  route: RouteDefinition<T>;
  names: string[];
}
interface Node<T> {
  statics: Map<string, Node<T>>;
  param?: Node<T>;
  leaf?: Leaf<T>;
}
const newNode = <T>(): Node<T> => ({ statics: new Map() });
/** the parameters of a route that has none, shared by every match of one (nobody writes to a match's params) */
const NO_PARAMS: Record<string, string> = Object.freeze({});

function find<T>(node: Node<T>, segments: string[], i: number, values: string[]): Leaf<T> | undefined {
  if (i === segments.length) return node.leaf;
  const segment = segments[i];
  const next = node.statics.get(segment);
  if (next) {
    const hit = find(next, segments, i + 1, values);
    if (hit) return hit;
  }
  if (node.param && segment !== '') {
    values.push(segment);
    const hit = find(node.param, segments, i + 1, values);
    if (hit) return hit;
    values.pop();
  }
  return undefined;
}

/** Compiles routes once; conflicting and invalid routes are reported and left out, never thrown. */
export function compileRoutes<T>(routes: readonly RouteDefinition<T>[]): RouteTable<T> {
  // by environment, then method: a lookup makes no key string
  const roots = new Map<number, Map<string, Node<T>>>();
  // routes without parameters by environment, method and listen path as a request spells it (no "%" in it, no
  // trailing "/"): what the tree would answer for exactly that path
  const exact = new Map<number, Map<string, Map<string, RouteMatch<T>>>>();
  const byKey = new Map<string, RouteConflict<T>>();
  const invalid: RouteTable<T>['invalid'] = [];
  let size = 0;
  for (const route of routes) {
    const parsed = parseListenPath(route.listenPath);
    if (!parsed.ok) {
      invalid.push({ route, reason: parsed.reason });
      continue;
    }
    const method = route.method.toUpperCase();
    const key = `${route.envType} ${method} ${parsed.shape}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.routes.push(route);
      continue;
    }
    byKey.set(key, { envType: route.envType, method, shape: parsed.shape, routes: [route] });
    let byMethod = roots.get(route.envType);
    if (!byMethod) roots.set(route.envType, (byMethod = new Map()));
    let node = byMethod.get(method);
    if (!node) byMethod.set(method, (node = newNode()));
    const names: string[] = [];
    for (const s of parsed.segments) {
      if (s.param) {
        names.push(s.name);
        node = node.param ??= newNode();
      } else {
        let next = node.statics.get(s.value);
        if (!next) node.statics.set(s.value, (next = newNode()));
        node = next;
      }
    }
    node.leaf = { route, names };
    size++;
    if (
      !names.length &&
      !route.listenPath.includes('%') &&
      (route.listenPath === '/' || !route.listenPath.endsWith('/'))
    ) {
      let byMethod = exact.get(route.envType);
      if (!byMethod) exact.set(route.envType, (byMethod = new Map()));
      let byPath = byMethod.get(method);
      if (!byPath) byMethod.set(method, (byPath = new Map()));
      byPath.set(route.listenPath, { route, params: NO_PARAMS });
    }
  }
  const conflicts = [...byKey.values()].filter((c) => c.routes.length > 1);

  const lookup = (envType: number, method: string, segments: string[]): RouteMatch<T> | undefined => {
    const root = roots.get(envType)?.get(method);
    if (!root) return undefined;
    const values: string[] = [];
    const leaf = find(root, segments, 0, values);
    if (!leaf) return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < leaf.names.length; i++) params[leaf.names[i]] = values[i];
    return { route: leaf.route, params };
  };

  return {
    conflicts,
    invalid,
    size,
    match(envType, method, path) {
      const upper = method.toUpperCase();
      const found = exact.get(envType)?.get(upper)?.get(path);
      if (found) return found;
      if (!path.startsWith('/')) return undefined;
      const segments = splitPath(path);
      for (let i = 0; i < segments.length; i++) {
        const decoded = decodeSegment(segments[i]);
        if (decoded === undefined) return undefined;
        segments[i] = decoded;
      }
      return (
        lookup(envType, upper, segments) ?? (upper === ANY_METHOD ? undefined : lookup(envType, ANY_METHOD, segments))
      );
    },
  };
}

/** Decodings tried on a parameter value: an upstream (or a proxy before it) may decode what we pass on again. */
const MAX_DECODINGS = 4;

/**
 * A path parameter value that could leave the published path once the upstream resolves it: "." or "..", or one
 * holding "/" or "\" (some servers take "\" for "/"), as given or after any number of further percent-decodings
 * ("%252e" is "%2e" to us and "." to an upstream that decodes once more). Such values are refused, not cleaned.
 */
export function escapesPath(value: string): boolean {
  let v = value;
  for (let i = 0; ; i++) {
    if (v === '.' || v === '..' || v.includes('/') || v.includes('\\')) return true;
    if (!v.includes('%')) return false;
    const next = decodeSegment(v);
    if (next === undefined || next === v) return false;
    // encoded deeper than any decoding we try: nothing an API needs
    if (i === MAX_DECODINGS) return true;
    v = next;
  }
}
