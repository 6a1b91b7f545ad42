/**
 * The platform admin's settings for agent access: on/off, which scopes exist, whether clients may register
 * themselves (RFC 7591) and to which redirect URIs, and which clients may be used at all. Read through a short cache:
 * the provider is rebuilt when they change (provider.ts), and every instance sees a change within a second.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AGENT_SCOPES, type AgentScope } from './scopes.ts';

export interface OauthSettings {
  enabled: boolean;
  registration_enabled: boolean;
  scopes: AgentScope[];
  /** `loopback` (http://127.0.0.1, [::1] or localhost on any port, RFC 8252) or a URL prefix */
  redirect_patterns: string[];
  /** null: any client; else only these client ids */
  allowed_clients: string[] | null;
  version: string;
}

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
let cached: { at: number; db: unknown; value: OauthSettings } | undefined;

export async function loadSettings(db: Kysely<Database>, fresh = false): Promise<OauthSettings> {
  if (!fresh && cached && cached.db === db && Date.now() - cached.at < 1000) return cached.value;
  const row = await db.selectFrom('oauth_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const value: OauthSettings = {
    enabled: row.enabled,
    registration_enabled: row.registration_enabled,
    scopes: (parse(row.scopes) as string[]).filter((s): s is AgentScope =>
      (AGENT_SCOPES as readonly string[]).includes(s),
    ),
    redirect_patterns: parse(row.redirect_patterns) as string[],
    allowed_clients: (parse(row.allowed_clients) as string[] | null) ?? null,
    version: new Date(row.updated_at as Date).toISOString(),
  };
  cached = { at: Date.now(), db, value };
  return value;
}

export function forgetSettings() {
  cached = undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** whether a redirect URI is one the admin allows clients to register */
export function redirectAllowed(uri: string, patterns: string[]): boolean {
  const url = URL.parse(uri);
  if (!url || url.hash) return false;
  return patterns.some((p) => {
    if (p === 'loopback') return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
    // a prefix that ends at a path boundary: https://app.example.com/cb allows /cb and /cb/x, not /cbx
    if (!uri.startsWith(p)) return false;
    return p.endsWith('/') || uri.length === p.length || ['/', '?'].includes(uri[p.length]);
  });
}
