/**
 * One MCP tool per API (DESIGN section 10), built from the API's stored definition: the name from the imported
 * operationId (or `<method>_<path>`), cleaned to [A-Za-z0-9_-] and cut to 64; inputSchema with the path, query and
 * header parameters by name and `body` for the request body; outputSchema when the 200 answer is an object;
 * annotations from the method. Pure, so the gateway's snapshot and the provider's preview build the same tools.
 */

export interface ToolSource {
  api_id: number;
  api_name: string;
  api_desc: string | null;
  operation_id: string | null;
  method_type: string;
  listen_path: string;
  request_params: unknown;
  request_body: unknown;
  response_schema: unknown;
  /** the provider's description for agents, in place of the API's own */
  mcp_description: string | null;
  /** the API's English name and description, where the provider gave them (read for Accept-Language: en) */
  api_name_en?: string | null;
  api_desc_en?: string | null;
}

export type ToolLanguage = 'zh' | 'en';

export interface McpToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  outputSchema?: Record<string, unknown>;
  annotations: {
    title?: string;
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
  };
}

/** Where each input property goes when the tool is called. */
export interface ToolBinding {
  path: string[];
  query: string[];
  header: string[];
  body: boolean;
  bodyContentType: string | null;
}

const clean = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);

export function toolName(api: Pick<ToolSource, 'operation_id' | 'method_type' | 'listen_path'>): string {
  const op = api.operation_id?.trim();
  return clean(op ? op : `${api.method_type.toLowerCase()}_${api.listen_path}`);
}

interface StoredParam {
  name: string;
  in: string;
  required?: boolean;
  description?: string | null;
  /** the provider's English description, read for English tools */
  description_en?: string | null;
  schema?: Record<string, unknown> | null;
}
interface StoredBody {
  content_type?: string;
  schema?: Record<string, unknown>;
  required?: boolean;
}
interface StoredResponse {
  status?: string;
  schema?: Record<string, unknown> | null;
}

const parse = <T>(v: unknown): T | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return null;
    }
  }
  return v as T;
};

const isObjectSchema = (s: Record<string, unknown> | null | undefined): s is Record<string, unknown> =>
  !!s && typeof s === 'object' && (s.type === 'object' || (s.type === undefined && typeof s.properties === 'object'));

/** Path parameters of the listen path (`{id}` and `:id` forms) that the stored parameters may not name. */
function pathParamsOf(listenPath: string): string[] {
  return [...listenPath.matchAll(/\{([^}]+)\}|:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? m[2]);
}

/** The tool of one API, its texts (title, description, parameter descriptions) in `lang`, English falling back to Chinese. */
export function buildTool(
  api: ToolSource,
  name = toolName(api),
  lang: ToolLanguage = 'zh',
): { tool: McpToolDefinition; binding: ToolBinding } {
  const params = (parse<StoredParam[]>(api.request_params) ?? []).filter((p) => p && typeof p.name === 'string');
  const body = parse<StoredBody>(api.request_body);
  const response = parse<StoredResponse>(api.response_schema);
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  const binding: ToolBinding = { path: [], query: [], header: [], body: false, bodyContentType: null };
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header') continue;
    if (properties[p.name]) continue;
    const schema: Record<string, unknown> = {
      ...(p.schema && typeof p.schema === 'object' ? p.schema : { type: 'string' }),
    };
    const description = (lang === 'en' && p.description_en?.trim()) || p.description;
    if (description && !schema.description) schema.description = description;
    properties[p.name] = schema;
    binding[p.in].push(p.name);
    if (p.required || p.in === 'path') required.add(p.name);
  }
  for (const n of pathParamsOf(api.listen_path)) {
    if (binding.path.includes(n)) continue;
    properties[n] = { type: 'string' };
    binding.path.push(n);
    required.add(n);
  }
  if (body) {
    properties.body = body.schema && typeof body.schema === 'object' ? body.schema : {};
    binding.body = true;
    binding.bodyContentType = body.content_type ?? 'application/json';
    if (body.required) required.add('body');
  }
  const method = api.method_type.toUpperCase();
  const text = toolText(api, lang);
  const tool: McpToolDefinition = {
    name,
    ...text,
    inputSchema: { type: 'object', properties, ...(required.size ? { required: [...required] } : {}) },
    annotations: {
      title: text.title,
      readOnlyHint: method === 'GET' || method === 'HEAD',
      ...(method === 'DELETE'
        ? { destructiveHint: true }
        : method === 'GET' || method === 'HEAD'
          ? {}
          : { destructiveHint: false }),
      ...(method === 'PUT' || method === 'DELETE' || method === 'GET' || method === 'HEAD'
        ? { idempotentHint: true }
        : {}),
      openWorldHint: true,
    },
  };
  if (response && /^2/.test(String(response.status ?? '200')) && isObjectSchema(response.schema))
    tool.outputSchema = response.schema;
  return { tool, binding };
}

/**
 * A tool's title and description in one language: English reads the API's English fields and falls back to the
 * Chinese ones where there are none; the provider's description for agents wins over the API's own in both.
 */
export function toolText(api: ToolSource, lang: ToolLanguage): { title: string; description: string } {
  const title = (lang === 'en' && api.api_name_en?.trim()) || api.api_name;
  const desc = (lang === 'en' && api.api_desc_en?.trim()) || api.api_desc?.trim();
  return { title, description: (api.mcp_description?.trim() || desc || title).slice(0, 4000) };
}

/**
 * The tools of a group's APIs in order, in one language (the gateway builds both with each snapshot; the provider's
 * preview and the store's product page build the reader's), a name taken twice kept by the first and suffixed with
 * the API id after: names depend on the order alone, so both languages name every tool alike.
 */
export function buildTools<A extends ToolSource>(
  apis: readonly A[],
  lang: ToolLanguage = 'zh',
): { api: A; tool: McpToolDefinition; binding: ToolBinding }[] {
  const taken = new Set<string>();
  return apis.map((api) => {
    let name = toolName(api);
    if (taken.has(name)) name = clean(`${name.slice(0, 64 - String(api.api_id).length - 1)}_${api.api_id}`);
    taken.add(name);
    return { api, ...buildTool(api, name, lang) };
  });
}
