/**
 * Reading an imported document: the text is read by `yaml` (positions for syntax errors) and validated and
 * dereferenced by @apidevtools/swagger-parser, never by hand; external $refs are not followed (a document must not
 * make the server fetch URLs or read files). Errors name the place (JSON pointer and line).
 */
import type SwaggerParser from '@apidevtools/swagger-parser';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import { ApiError } from '../http/errors.ts';
import type { MessageKey } from '../http/messages.ts';
import { escapePointer, METHODS, toApi, type Json, type ParsedApi } from './openapi-operation.ts';
import { documentServers, type DocServer } from './openapi-servers.ts';

export interface ParsedDocument {
  title: string;
  description: string | null;
  version: string;
  apis: ParsedApi[];
  servers: DocServer[];
}

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

/**
 * Reads, validates and dereferences the document; errors name the place (JSON pointer and line). `validate: false`
 * only dereferences: for the built-in demo documents (checked by the tests), since schema validation compiles the
 * whole OpenAPI meta-schema and every start would pay for it.
 */
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
