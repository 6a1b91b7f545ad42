/**
 * Reads schemas/*.yaml and turns each OpenAPI operation into what Fastify needs: a URL, JSON schemas for
 * validation and serialization, and the operation's x-permission. Component schemas become shared schemas
 * `<file>#/$defs/<Name>` so Ajv and fast-json-stringify resolve the same refs (recursive trees included).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readYamlFile, textHash, yamlKey } from '../../shared/parsed-yaml.ts';
import { boundIntegers, nullableOptionals } from '../http/validation.ts';

type Json = any;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  /** OpenAPI path, e.g. /openauthor/v1/user/{id} */
  path: string;
  /** Fastify URL, e.g. /openauthor/v1/user/:id */
  url: string;
  permission: string;
  file: string;
  /** true when the success response is not JSON (images, downloads): the handler replies itself */
  raw: boolean;
  schema: {
    querystring?: Json;
    params?: Json;
    body?: Json;
    response: Record<string, Json>;
  };
  /** body media types other than JSON that the operation accepts */
  consumes: string[];
  /** the body's required top-level properties (through $ref and allOf), checked for blank strings */
  bodyRequired: string[];
}

export interface LoadedSpecs {
  operations: Operation[];
  sharedSchemas: Json[];
  documents: Record<string, Json>;
}

/**
 * Written by scripts/build-server.ts next to the bundle: loadSpecs's answer for the schemas/ it was built with, and
 * the hash of each file's text. Turning the documents into operations and shared schemas cost ≈0.2 s of CPU per
 * start (issue 28, cold start); the bundle, which holds the code that made the answer, reads it instead while every
 * file is as it was (parsed-yaml.ts's rule).
 */
export const LOADED_SPECS_FILE = join(import.meta.dirname, '../../../dist-server/loaded-specs.json');
export interface SpecsCache {
  /** the directory, relative to the checkout */
  dir: string;
  /** each .yaml file's name and the hash of its text */
  sources: Record<string, string>;
  specs: LoadedSpecs;
}

const yamlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();

/** the hash of each .yaml file's text in `dir` */
export function specSources(dir: string): Record<string, string> {
  return Object.fromEntries(yamlFiles(dir).map((f) => [f, textHash(readFileSync(join(dir, f), 'utf8'))]));
}

/** the build's answer, when the bundle runs and `dir` holds exactly the files it was made from */
function builtSpecs(dir: string): LoadedSpecs | undefined {
  // the bundle's build defines SERVER_BUNDLE; under tsx or Vite the sources load their specs themselves
  if (process.env.SERVER_BUNDLE !== '1' || !existsSync(LOADED_SPECS_FILE)) return undefined;
  // parsed at each call: every caller gets its own objects, as a fresh load gave them
  const cache = JSON.parse(readFileSync(LOADED_SPECS_FILE, 'utf8')) as SpecsCache;
  if (cache.dir !== yamlKey(dir)) return undefined;
  return sameSources(cache.sources, specSources(dir)) ? cache.specs : undefined;
}

/** the same files with the same texts (hashes by file name, as specSources gives them) */
const sameSources = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((f) => a[f] === b[f]);

/**
 * The last answer made from the sources in this process, as JSON text with the hashes of the files it was made from.
 * One process that builds several apps (a test worker starts one per test file, about 300 in a CI run) turned the
 * same documents into the same operations each time: ≈0.4 s of CPU per app. It is given again, parsed afresh as the
 * bundle's answer is, while every file's text is unchanged; an edited, added or removed file is loaded anew.
 */
let made: { dir: string; sources: Record<string, string>; json: string } | undefined;

export function loadSpecs(dir: string): LoadedSpecs {
  const built = builtSpecs(dir);
  if (built) return built;
  const sources = specSources(dir);
  if (made?.dir !== dir || !sameSources(made.sources, sources)) {
    made = { dir, sources, json: JSON.stringify(specsFromSources(dir)) };
  }
  return JSON.parse(made.json) as LoadedSpecs;
}

function specsFromSources(dir: string): LoadedSpecs {
  const documents: Record<string, Json> = {};
  for (const f of yamlFiles(dir)) documents[f.replace(/\.yaml$/, '')] = readYamlFile(join(dir, f));
  const sharedSchemas = Object.entries(documents).map(([name, doc]) => ({
    $id: name,
    $defs: nullableOptionals(boundIntegers(rewriteRefs(doc.components?.schemas ?? {}, name))),
  }));
  const operations: Operation[] = [];
  for (const [file, doc] of Object.entries(documents)) {
    for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        operations.push(toOperation(documents, file, path, method, op, item.parameters ?? []));
      }
    }
  }
  return { operations, sharedSchemas, documents };
}

function toOperation(
  docs: Record<string, Json>,
  file: string,
  path: string,
  method: Operation['method'],
  op: Json,
  shared: Json[],
): Operation {
  if (!op.operationId) throw new Error(`${file}.yaml ${method.toUpperCase()} ${path} has no operationId`);
  if (!op['x-permission']) throw new Error(`${file}.yaml ${op.operationId} has no x-permission`);
  const schema: Operation['schema'] = { response: {} };
  const params = [...shared, ...(op.parameters ?? [])].map((p: Json) => resolve(docs, file, p).value);
  for (const [where, key] of [
    ['query', 'querystring'],
    ['path', 'params'],
  ] as const) {
    const list = params.filter((p: Json) => p.in === where);
    if (!list.length) continue;
    schema[key] = {
      type: 'object',
      properties: Object.fromEntries(list.map((p: Json) => [p.name, boundIntegers(rewriteRefs(p.schema ?? {}, file))])),
      required: list.filter((p: Json) => p.required || where === 'path').map((p: Json) => p.name),
    };
  }
  const consumes: string[] = [];
  let bodyRequired: string[] = [];
  if (op.requestBody) {
    const { value: body, file: bodyFile } = resolve(docs, file, op.requestBody);
    const content = body.content ?? {};
    for (const type of Object.keys(content)) if (type !== 'application/json') consumes.push(type);
    const media = content['application/json'] ?? content['application/x-www-form-urlencoded'];
    if (media?.schema) {
      schema.body = nullableOptionals(boundIntegers(rewriteRefs(media.schema, bodyFile)));
      bodyRequired = requiredOf(docs, bodyFile, media.schema);
    }
  }
  let raw = false;
  for (const [status, ref] of Object.entries<Json>(op.responses ?? {})) {
    const { value: response, file: respFile } = resolve(docs, file, ref);
    const json = response.content?.['application/json'];
    if (!json) {
      if (status.startsWith('2')) raw = true;
      continue;
    }
    const s = rewriteRefs(json.schema, respFile);
    if (status === 'default') {
      schema.response['4xx'] = s;
      schema.response['5xx'] = s;
    } else {
      schema.response[status.replace(/XX$/i, 'xx')] = s;
    }
  }
  return {
    operationId: op.operationId,
    method,
    path,
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    permission: String(op['x-permission']),
    file,
    raw,
    schema,
    consumes,
    bodyRequired,
  };
}

/** Required property names of an object schema, following $ref and allOf (the shapes our specs use). */
function requiredOf(docs: Record<string, Json>, file: string, node: Json): string[] {
  if (!node || typeof node !== 'object') return [];
  if (node.$ref) {
    const [target, pointer] = splitRef(node.$ref, file);
    const value = pointer
      .split('/')
      .filter(Boolean)
      .reduce((o: Json, k: string) => o?.[k], docs[target]);
    return requiredOf(docs, target, value);
  }
  return [...(node.required ?? []), ...(node.allOf ?? []).flatMap((n: Json) => requiredOf(docs, file, n))];
}

/** Follows a $ref to a parameter, request body or response object, possibly in another file. */
function resolve(docs: Record<string, Json>, file: string, node: Json): { value: Json; file: string } {
  if (!node?.$ref) return { value: node, file };
  const [target, pointer] = splitRef(node.$ref, file);
  const doc = docs[target];
  if (!doc) throw new Error(`${file}.yaml: $ref to unknown file ${node.$ref}`);
  const value = pointer
    .split('/')
    .filter(Boolean)
    .reduce((o: Json, k: string) => o?.[k], doc);
  if (value === undefined) throw new Error(`${file}.yaml: dangling $ref ${node.$ref}`);
  return resolve(docs, target, value);
}

function splitRef(ref: string, file: string): [string, string] {
  const [target, pointer = ''] = ref.split('#');
  return [target ? target.replace(/\.yaml$/, '').replace(/^\.\//, '') : file, pointer];
}

/** Schema refs `X.yaml#/components/schemas/Y` and `#/components/schemas/Y` become `X#/$defs/Y`. */
export function rewriteRefs(node: Json, file: string): Json {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, file));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const [target, pointer] = splitRef(v, file);
      out.$ref = `${target}#${pointer.replace('/components/schemas/', '/$defs/')}`;
    } else if (k === 'example' || k === 'examples') {
      continue;
    } else {
      out[k] = rewriteRefs(v, file);
    }
  }
  return out;
}
