/**
 * groupImport: an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON) becomes a group's APIs. The text is read
 * by `yaml` (positions for syntax errors) and validated and dereferenced by @apidevtools/swagger-parser, never by
 * hand; external $refs are not followed (a document must not make the server fetch URLs or read files). A dry run
 * answers what would be created, changed and what clashes, and writes nothing; a real import writes everything in
 * one transaction or nothing, and any conflict blocks it.
 */
import type SwaggerParser from '@apidevtools/swagger-parser';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { OpCtx } from '../context.ts';
import { requireCaller } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageKey } from '../http/messages.ts';
import { assertDraft, callerEnterpriseId, groupNameTaken, visibleGroup, type Db, type Group } from './access.ts';
import { checkUpstreams, replaceUpstreams, type UpstreamInput } from './groups.ts';
import { findClashes, groupEnvs, normalizeListenPath } from './route-check.ts';
import { normalizeExample } from '../../shared/examples.ts';

type Json = any;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

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

export interface ParsedDocument {
  title: string;
  description: string | null;
  version: string;
  apis: ParsedApi[];
  servers: DocServer[];
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function locate(doc: Document, counter: LineCounter, pointer: string): string {
  const path = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n), true);
    if (isNode(node) && node.range) {
      const pos = counter.linePos(node.range[0]);
      return `${pointer || '/'} (line ${pos.line}, column ${pos.col})`;
    }
  }
  return pointer || '/';
}

function fail(key: MessageKey, pointer: string, detail: string): ApiError {
  const params = { pointer, detail: detail.slice(0, 500) };
  return new ApiError(400, 'VALIDATION_FAILED', key, params, [{ field: 'content', message: key, params }]);
}

/** The JSON pointer where a $ref that cannot be resolved is written. */
function findRef(node: Json, ref: string, at = ''): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (node.$ref === ref) return `${at}/$ref`;
  for (const [k, v] of Object.entries(node)) {
    const hit = findRef(v, ref, `${at}/${escapePointer(k)}`);
    if (hit) return hit;
  }
  return undefined;
}

const ENV_HINTS: [number, RegExp][] = [
  [1, /\b(test|testing|dev|develop|development|sandbox|mock)\b/i],
  [2, /\b(uat|staging|stage|pre|preprod|pre-release)\b/i],
  [3, /\b(prod|production|live|release)\b/i],
];

export interface DocServer {
  url: string;
  description: string | null;
  env_type: number | null;
}

/** The document's servers with absolute URLs (variables filled with their defaults), each with the environment its description or host names. */
function documentServers(api: Json): DocServer[] {
  const list: DocServer[] = [];
  const hinted = (url: string, description: string | null) => ({
    url,
    description,
    env_type: ENV_HINTS.find(([, re]) => re.test(`${description ?? ''} ${url}`))?.[0] ?? null,
  });
  if (api.swagger) {
    if (api.host)
      list.push(
        hinted(
          `${(api.schemes ?? ['https']).includes('https') ? 'https' : api.schemes[0]}://${api.host}${api.basePath ?? ''}`,
          null,
        ),
      );
  } else {
    for (const s of api.servers ?? []) {
      let url = String(s.url ?? '');
      for (const [name, v] of Object.entries<Json>(s.variables ?? {}))
        url = url.replaceAll(`{${name}}`, String(v.default ?? ''));
      if (/^https?:\/\//i.test(url) && !list.some((x) => x.url === url)) list.push(hinted(url, s.description ?? null));
    }
  }
  return list;
}

/**
 * Servers as upstreams: an environment named in a server's description or host goes there; the rest fill prod
 * first. A document with a single server serves every environment from it (a provider importing one address must
 * not find test and UAT empty: the import dialog lets them choose otherwise).
 */
export function serversToUpstreams(servers: DocServer[]): UpstreamInput[] {
  if (servers.length === 1) return [1, 2, 3].map((env_type) => ({ env_type, base_url: servers[0].url }));
  const out = new Map<number, UpstreamInput>();
  for (const s of servers)
    if (s.env_type && !out.has(s.env_type)) out.set(s.env_type, { env_type: s.env_type, base_url: s.url });
  for (const s of servers) {
    if ([...out.values()].some((u) => u.base_url === s.url)) continue;
    const free = [3, 2, 1].find((e) => !out.has(e));
    if (free) out.set(free, { env_type: free, base_url: s.url });
  }
  return [...out.values()].sort((a, b) => a.env_type - b.env_type);
}

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

function toApi(api: Json, path: string, method: string, item: Json, op: Json, sort: number): ParsedApi {
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

/**
 * Reads, validates and dereferences the document; errors name the place (JSON pointer and line). `validate: false`
 * only dereferences: for the built-in demo documents (checked by the tests), since schema validation compiles the
 * whole OpenAPI meta-schema and every start would pay for it.
 */
/**
 * The $ref twin of an alias bomb: schemas that each use the one before twice expand to 2^n nodes, and the parser's
 * validation walks every one of them (30 such levels took minutes). Counted before parsing, linear in the document.
 */
const MAX_EXPANDED_NODES = 500_000;

/** Nodes of `root` with every local $ref expanded where it is used (a $ref cycle counts once); stops counting past `limit`. */
function expandedSize(root: Json, limit: number): number {
  const memo = new Map<string, number>();
  const open = new Set<string>();
  const target = (ref: string): Json | undefined => {
    if (!ref.startsWith('#')) return undefined;
    let node: Json = root;
    for (const raw of ref.slice(1).split('/').slice(1)) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
      node = node[key];
    }
    return node;
  };
  const size = (node: Json): number => {
    if (node === null || typeof node !== 'object') return 1;
    if (typeof node.$ref === 'string') {
      const ref: string = node.$ref;
      const known = memo.get(ref);
      if (known !== undefined) return known;
      const to = open.has(ref) ? undefined : target(ref);
      if (to === undefined) return 1;
      open.add(ref);
      const n = size(to);
      open.delete(ref);
      memo.set(ref, n);
      return n;
    }
    let n = 1;
    for (const key in node) {
      n += size(node[key]);
      if (n > limit) return n;
    }
    return n;
  };
  try {
    return size(root);
  } catch {
    // nested deeper than the stack: no document worth importing
    return limit + 1;
  }
}

export async function parseApiDocument(content: string, opts: { validate?: boolean } = {}): Promise<ParsedDocument> {
  const counter = new LineCounter();
  const doc = parseDocument(content, { lineCounter: counter, uniqueKeys: true });
  if (doc.errors.length) {
    const e = doc.errors[0];
    throw fail(
      'IMPORT_PARSE_FAILED',
      `line ${e.linePos?.[0].line ?? '?'}, column ${e.linePos?.[0].col ?? '?'}`,
      e.message.split('\n')[0],
    );
  }
  let raw: any;
  try {
    // an alias bomb (anchors referring to anchors, ...) stops at 100 alias expansions instead of filling memory
    raw = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw fail('IMPORT_PARSE_FAILED', 'aliases', (e as Error).message);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (!raw.openapi && !raw.swagger)) {
    throw fail(
      'IMPORT_INVALID',
      locate(doc, counter, ''),
      'openapi (3.x) or swagger (2.0) is required at the top level',
    );
  }
  if (expandedSize(raw, MAX_EXPANDED_NODES) > MAX_EXPANDED_NODES) {
    throw fail(
      'IMPORT_INVALID',
      '/',
      `the document grows past ${MAX_EXPANDED_NODES} nodes once its $refs are expanded`,
    );
  }
  let api: Json;
  try {
    const options = { resolve: { external: false }, dereference: { circular: 'ignore' } } as never;
    // loaded with the first import, not at every start (issue 28, cold start)
    const parser = (await import('@apidevtools/swagger-parser')).default as typeof SwaggerParser;
    api =
      opts.validate === false
        ? await parser.dereference(structuredClone(raw), options)
        : await parser.validate(structuredClone(raw), options);
  } catch (err: any) {
    const detail = err.details?.[0];
    if (detail) {
      const pointer = detail.instancePath ?? detail.dataPath ?? '';
      const what = detail.params?.additionalProperty
        ? `${detail.message}: ${detail.params.additionalProperty}`
        : detail.message;
      throw fail('IMPORT_INVALID', locate(doc, counter, pointer), String(what));
    }
    const message = String(err.message ?? err).split('\n')[0];
    const ref = /"(#[^"]*)"/.exec(message)?.[1];
    const refAt = ref ? findRef(raw, ref) : undefined;
    throw fail('IMPORT_INVALID', refAt ? locate(doc, counter, refAt) : '/', message);
  }
  const apis: ParsedApi[] = [];
  for (const [path, item] of Object.entries<Json>(api.paths ?? {})) {
    if (!item || typeof item !== 'object') continue;
    for (const method of METHODS) {
      if (!item[method]) continue;
      try {
        apis.push(toApi(api, path, method, item, item[method], apis.length));
      } catch (e) {
        if (e instanceof ApiError)
          throw fail(
            'IMPORT_INVALID',
            locate(doc, counter, `/paths/${escapePointer(path)}`),
            `${path}: ${String(e.params.value ?? '')}`,
          );
        throw e;
      }
    }
  }
  if (!apis.length) throw fail('IMPORT_NO_OPERATIONS', locate(doc, counter, '/paths'), '');
  // one name per group: a repeated summary gets the route appended
  const seen = new Set<string>();
  for (const a of apis) {
    if (seen.has(a.api_name.toLowerCase())) a.api_name = `${a.api_name} ${a.method_type} ${a.listen_path}`.slice(0, 64);
    seen.add(a.api_name.toLowerCase());
  }
  return {
    title: String(api.info?.title ?? '').trim(),
    description: api.info?.description ?? null,
    version: String(api.info?.version ?? ''),
    apis,
    servers: documentServers(api),
  };
}

export interface ImportBody {
  content: string;
  group_id?: number | null;
  group_name?: string | null;
  classify_id?: number | null;
  description?: string | null;
  upstreams?: UpstreamInput[] | null;
  dry_run?: boolean;
}

/** The plan: what each API becomes, what clashes, against the group (existing) or a group about to be made. */
async function plan(
  db: Db,
  parsed: ParsedDocument,
  group: Group | undefined,
  upstreams: UpstreamInput[],
  groupName: string,
) {
  const conflicts: Json[] = [];
  const existing = group
    ? await db.selectFrom('apis').selectAll().where('group_id', '=', group.group_id).execute()
    : [];
  const byRoute = new Map(existing.map((a) => [`${a.method_type} ${a.path_shape}`, a]));
  const inDoc = new Map<string, ParsedApi>();
  for (const a of parsed.apis) {
    const key = `${a.method_type} ${a.path_shape}`;
    const twin = inDoc.get(key);
    if (twin)
      conflicts.push({
        method_type: a.method_type,
        listen_path: a.listen_path,
        pointer: a.pointer,
        api_id: null,
        api_name: twin.api_name,
        group_name: groupName,
        message: `same route as ${twin.pointer}`,
      });
    inDoc.set(key, a);
  }
  const envs =
    group && !upstreams.length
      ? await groupEnvs(db, group.group_id)
      : upstreams.length
        ? upstreams.map((u) => u.env_type)
        : [1, 2, 3];
  const clashes = await findClashes(
    db,
    group ?? { group_id: 0, parent_group_id: null },
    parsed.apis.map((a) => ({ method_type: a.method_type, path_shape: a.path_shape })),
    envs,
  );
  const apis = parsed.apis.map((a) => {
    const key = `${a.method_type} ${a.path_shape}`;
    const clash = clashes.get(key);
    if (clash)
      conflicts.push({
        method_type: a.method_type,
        listen_path: a.listen_path,
        pointer: a.pointer,
        api_id: clash.api_id,
        api_name: clash.api_name,
        group_name: clash.group_name,
        message: `${a.method_type} ${a.listen_path} → ${clash.group_name} / ${clash.api_name}`,
      });
    const mine = byRoute.get(key);
    const same =
      mine &&
      mine.api_name === a.api_name &&
      mine.listen_path === a.listen_path &&
      (mine.api_desc ?? null) === a.api_desc;
    return {
      api_id: mine?.api_id ?? null,
      api_name: a.api_name,
      method_type: a.method_type,
      listen_path: a.listen_path,
      change: mine ? (same ? 'unchanged' : 'update') : 'create',
    };
  });
  const routes = new Set(parsed.apis.map((a) => `${a.method_type} ${a.path_shape}`));
  const removed = existing
    .filter((a) => !routes.has(`${a.method_type} ${a.path_shape}`))
    .map((a) => ({ api_id: a.api_id, api_name: a.api_name, method_type: a.method_type, listen_path: a.listen_path }));
  return { apis, conflicts, removed, existing, byRoute };
}

export async function importDocument(ctx: OpCtx<'groupImport'>) {
  const caller = requireCaller(ctx);
  const body = ctx.body;
  const db = ctx.deps.db;
  let group = body.group_id ? await visibleGroup(db, caller, body.group_id) : undefined;
  if (group) assertDraft(group);
  const parsed = await parseApiDocument(body.content);
  // given upstreams are the provider's choice; without them the document's servers fill the environments they map
  // to, and a draft keeps its own address for an environment the document leaves out (and its timeouts)
  const current = group
    ? await db
        .selectFrom('group_upstreams')
        .select(['env_type', 'base_url', 'timeout_ms'])
        .where('group_id', '=', group.group_id)
        .execute()
    : [];
  const fromDoc = serversToUpstreams(parsed.servers);
  const merged = [1, 2, 3].flatMap((env) => {
    const doc = fromDoc.find((u) => u.env_type === env);
    const mine = current.find((u) => u.env_type === env);
    return doc ? [{ ...doc, timeout_ms: mine?.timeout_ms ?? doc.timeout_ms }] : mine ? [mine] : [];
  });
  const upstreams = checkUpstreams(body.upstreams ?? merged);
  const groupName = (group?.group_name ?? body.group_name ?? parsed.title ?? '').trim().slice(0, 64) || 'Imported API';
  const preview = await plan(db, parsed, group, upstreams, groupName);
  if (!group && (await groupNameTaken(db, groupName))) {
    preview.conflicts.unshift({
      method_type: '',
      listen_path: '',
      pointer: '/info/title',
      api_id: null,
      api_name: null,
      group_name: groupName,
      message: `group name "${groupName}" is taken`,
    });
  }
  const answer = (group_id: number | null, apis = preview.apis) => ({
    group_id,
    group_name: groupName,
    dry_run: !!body.dry_run,
    apis,
    removed: preview.removed,
    conflicts: preview.conflicts,
    upstreams: upstreams.map((u) => ({ env_type: u.env_type, base_url: u.base_url, timeout_ms: u.timeout_ms })),
    servers: parsed.servers,
    current_upstreams: current,
  });
  if (body.dry_run) return answer(group?.group_id ?? null);
  if (preview.conflicts.length) {
    throw new ApiError(
      409,
      'DUPLICATE',
      'IMPORT_CONFLICTS',
      { count: preview.conflicts.length },
      preview.conflicts.map((c) => ({ field: c.pointer, message: c.message })) as never,
    );
  }
  const now = ctx.deps.now();
  return db.transaction().execute(async (trx) => {
    if (group) {
      group = await visibleGroup(trx, caller, group.group_id, true);
      assertDraft(group);
      await replaceUpstreams(trx, group.group_id, upstreams);
    } else {
      const made = await trx
        .insertInto('api_groups')
        .values({
          group_name: groupName,
          classify_id: body.classify_id ?? null,
          description: (body.description ?? parsed.description ?? null)?.slice(0, 2000) ?? null,
          documentation: parsed.description,
          created_by: caller.user_id,
          enterprise_id: await callerEnterpriseId(trx, caller),
          created_at: now,
          updated_at: now,
        })
        .returning('group_id')
        .executeTakeFirstOrThrow();
      group = await visibleGroup(trx, caller, made.group_id, true);
      await replaceUpstreams(trx, group.group_id, upstreams);
    }
    // the check ran outside the transaction: run it again under the lock, so a race cannot slip a clash in
    const again = await findClashes(
      trx,
      group,
      parsed.apis.map((a) => ({ method_type: a.method_type, path_shape: a.path_shape })),
    );
    if (again.size) throw new ApiError(409, 'DUPLICATE', 'IMPORT_CONFLICTS', { count: again.size });
    const existing = new Map(
      (await trx.selectFrom('apis').selectAll().where('group_id', '=', group.group_id).execute()).map((a) => [
        `${a.method_type} ${a.path_shape}`,
        a,
      ]),
    );
    const names = new Set([...existing.values()].map((a) => a.api_name.toLowerCase()));
    const out = [];
    for (const a of parsed.apis) {
      const { pointer: _p, ...fields } = a;
      const row = {
        ...fields,
        request_params: a.request_params ? JSON.stringify(a.request_params) : null,
        request_body: a.request_body ? JSON.stringify(a.request_body) : null,
        response_schema: a.response_schema ? JSON.stringify(a.response_schema) : null,
        response_example:
          a.response_example === null || a.response_example === undefined ? null : JSON.stringify(a.response_example),
        error_codes: a.error_codes ? JSON.stringify(a.error_codes) : null,
        created_by: group.created_by,
        updated_at: now,
      };
      const mine = existing.get(`${a.method_type} ${a.path_shape}`);
      if (mine) {
        names.delete(mine.api_name.toLowerCase());
        if (names.has(row.api_name.toLowerCase()))
          row.api_name = `${row.api_name} (${a.method_type} ${a.listen_path})`.slice(0, 64);
        await trx.updateTable('apis').set(row).where('api_id', '=', mine.api_id).execute();
        out.push({
          api_id: mine.api_id,
          api_name: row.api_name,
          method_type: a.method_type,
          listen_path: a.listen_path,
          change: 'update',
        });
      } else {
        if (names.has(row.api_name.toLowerCase()))
          row.api_name = `${row.api_name} (${a.method_type} ${a.listen_path})`.slice(0, 64);
        const made = await trx
          .insertInto('apis')
          .values({ ...row, group_id: group.group_id })
          .returning('api_id')
          .executeTakeFirstOrThrow();
        out.push({
          api_id: made.api_id,
          api_name: row.api_name,
          method_type: a.method_type,
          listen_path: a.listen_path,
          change: 'create',
        });
      }
      names.add(row.api_name.toLowerCase());
    }
    return answer(group.group_id, out);
  });
}
