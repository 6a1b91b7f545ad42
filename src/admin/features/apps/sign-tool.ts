/**
 * The signature tool's computation, kept apart from the screen so it is tested against fixed vectors: the request
 * as a developer types it (query and headers one per line) → the shared signing module (the very code the gateway
 * verifies with) → string to sign, signature, the complete header set and a ready-to-run curl command.
 */
import {
  isFormContentType,
  signRequestAsync,
  type HmacAsync,
  type SignatureMethod,
  type SignedRequest,
  type Stage,
} from '../../../shared/signature/index.ts';

export interface ToolInput {
  appKey: string;
  secret: string;
  stage: Stage;
  method: string;
  path: string;
  /** `key=value` per line (a line without "=" is a key with an empty value) */
  query: string;
  /** `Name: value` per line */
  headers: string;
  body: string;
  signatureMethod: SignatureMethod;
  /** the gateway's origin, e.g. http://localhost:8081 */
  gateway: string;
  timestamp?: number;
  nonce?: string;
}

export interface ToolOutput extends SignedRequest {
  curl: string;
}

export function parseQueryLines(text: string): [string, string][] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const i = l.indexOf('=');
      return i < 0 ? [l, ''] : [l.slice(0, i).trim(), l.slice(i + 1).trim()];
    });
}

export function parseHeaderLines(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

/** POSIX shell single quotes: nothing inside is special but the quote itself. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function curlCommand(method: string, url: string, headers: Record<string, string>, body: string): string {
  const parts = [`curl -X ${method.toUpperCase()} ${shellQuote(url)}`];
  for (const [k, v] of Object.entries(headers)) parts.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  if (body) parts.push(`--data-raw ${shellQuote(body)}`);
  return parts.join(' \\\n  ');
}

export async function signForTool(input: ToolInput, hmac: HmacAsync): Promise<ToolOutput> {
  const headers = parseHeaderLines(input.headers);
  const contentType = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
  const hasBody = input.body.length > 0 && !['GET', 'HEAD'].includes(input.method.toUpperCase());
  const form = hasBody && isFormContentType(contentType) ? new URLSearchParams(input.body) : undefined;
  const signed = await signRequestAsync(
    {
      appKey: input.appKey,
      method: input.method.toUpperCase(),
      path: input.path,
      query: parseQueryLines(input.query),
      headers,
      body: hasBody ? input.body : undefined,
      form,
      stage: input.stage,
      signatureMethod: input.signatureMethod,
      timestamp: input.timestamp,
      nonce: input.nonce,
      // the developer's own headers are signed too, so the gateway can tell they were not changed on the way
      signHeaders: Object.keys(headers),
    },
    input.secret,
    hmac,
  );
  const url = `${input.gateway.replace(/\/+$/, '')}${signed.target}`;
  return { ...signed, curl: curlCommand(input.method, url, signed.headers, hasBody ? input.body : '') };
}
