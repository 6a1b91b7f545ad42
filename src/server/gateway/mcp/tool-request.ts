/**
 * What an MCP call's arguments become before the gateway's pipeline: the upstream request a tool call makes (path,
 * query, header arguments and `body`), the readable error of arguments that do not fit the tool, and the stored hash
 * of a Bearer token. Split from endpoint.ts, which decides who calls and runs the call.
 */
import { createHash } from 'node:crypto';
import { mcpMessages } from '../../mcp/messages.ts';
import { refuse } from '../errors.ts';
import { escapesPath } from '../routes.ts';
import type { GatewayRoute, McpTool } from '../snapshot.ts';

export type Lang = 'zh' | 'en';
export const message = (lang: Lang, key: keyof typeof mcpMessages.en, params: Record<string, string | number> = {}) =>
  mcpMessages[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

/**
 * The stored hash (SHA-256, hex) of a Bearer token, remembered for the tokens in use: an agent sends the same token
 * with every call, and hashing it again each time was a tenth of the endpoint's own work. The map forgets everything
 * when it grows past its bound (a flood of made-up tokens costs a rehash, never memory).
 */
const tokenHashes = new Map<string, string>();
export function tokenHash(token: string): string {
  let hash = tokenHashes.get(token);
  if (hash === undefined) {
    if (tokenHashes.size >= 10_000) tokenHashes.clear();
    hash = createHash('sha256').update(token).digest('hex');
    tokenHashes.set(token, hash);
  }
  return hash;
}

export class BadArguments extends Error {}
const badArguments = (lang: Lang, detail: string) => new BadArguments(message(lang, 'MCP_BAD_ARGUMENTS', { detail }));
const scalar = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The upstream request a tool call makes: path parameters into the path, query and header arguments, `body`. */
export function upstreamRequest(tool: McpTool, _route: GatewayRoute, args: Record<string, unknown>, lang: Lang) {
  if (!args || typeof args !== 'object' || Array.isArray(args)) throw badArguments(lang, 'arguments must be an object');
  const { binding } = tool;
  const params: Record<string, string> = {};
  for (const n of binding.path) {
    if (args[n] === undefined || args[n] === null || args[n] === '') throw badArguments(lang, `${n} is required`);
    params[n] = scalar(args[n]);
    if (escapesPath(params[n])) throw refuse('BAD_PATH_PARAMETER', `path parameter ${n}`);
  }
  for (const n of tool.tool.inputSchema.required ?? [])
    if (args[n] === undefined) throw badArguments(lang, `${n} is required`);
  const query = new URLSearchParams();
  for (const n of binding.query) {
    const v = args[n];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const x of v) query.append(n, scalar(x));
    else query.append(n, scalar(v));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const n of binding.header)
    if (args[n] !== undefined && args[n] !== null) headers[n.toLowerCase()] = scalar(args[n]);
  let body: Buffer | undefined;
  if (binding.body && args.body !== undefined) {
    const type = binding.bodyContentType ?? 'application/json';
    headers['content-type'] = type;
    if (/x-www-form-urlencoded/i.test(type) && args.body && typeof args.body === 'object') {
      body = Buffer.from(
        new URLSearchParams(
          Object.entries(args.body as Record<string, unknown>).map(([k, v]) => [k, scalar(v)]),
        ).toString(),
      );
    } else {
      body = Buffer.from(typeof args.body === 'string' && !/json/i.test(type) ? args.body : JSON.stringify(args.body));
    }
  }
  const rawQuery = query.toString();
  // the path a signed call would have used, for the call log
  const path = tool.listenPath.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? ''));
  return { params, method: tool.method, rawQuery, headers, body, path: rawQuery ? `${path}?${rawQuery}` : path };
}
