/**
 * An MCP agent for tests: the official client (@modelcontextprotocol/client 2.4) with its OAuth client provider,
 * which discovers the authorization server from /mcp's 401, registers by DCR and runs code + PKCE; the user's
 * consent is given here over HTTP with the user's platform session (flow.ts), as the consent page does.
 */
import {
  Client,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientProvider,
} from '@modelcontextprotocol/client';
import { consentAndReturn } from '../oauth/flow.ts';

export const AGENT_REDIRECT = 'http://127.0.0.1:53683/callback';

export class TestOAuthProvider implements OAuthClientProvider {
  info: any;
  saved: any;
  verifier = '';
  callback?: URL;
  constructor(
    private origin: string,
    private ticket: string,
    private name: string,
    private scope?: string,
    private consent: (url: URL) => Promise<URL> = (url) => consentAndReturn(origin, url.href, ticket),
    /** where the authorization returns to: a browser test gives its real loopback listener's address */
    private redirect = AGENT_REDIRECT,
  ) {}
  get redirectUrl() {
    return this.redirect;
  }
  get clientMetadata() {
    return {
      client_name: this.name,
      redirect_uris: [this.redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: any) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: any) {
    this.saved = tokens;
  }
  async redirectToAuthorization(url: URL) {
    if (this.scope) url.searchParams.set('scope', this.scope);
    this.callback = await this.consent(url);
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

export async function connectAgent(origin: string, provider: TestOAuthProvider, mode?: 'legacy' | { pin: string }) {
  const make = () => new Client({ name: 'test-agent', version: '1.0.0' }, mode ? { versionNegotiation: { mode } } : {});
  const url = new URL(`${origin}/mcp`);
  let client = make();
  try {
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    return client;
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) throw err;
  }
  const transport = new StreamableHTTPClientTransport(url, { authProvider: provider });
  await transport.finishAuth(provider.callback!.searchParams);
  client = make();
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return client;
}

/** a tool's answer: its structured content, or its text parsed; throws with the text when the tool refused */
export async function callTool<T = any>(client: Client, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const r = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: Array<{ type: string; text?: string }>;
    structuredContent?: unknown;
  };
  if (r.isError) throw new Error(r.content.map((c) => c.text).join('\n'));
  if (r.structuredContent) return r.structuredContent as T;
  const first = r.content[0]?.text ?? '';
  try {
    return JSON.parse(first) as T;
  } catch {
    return first as T;
  }
}
