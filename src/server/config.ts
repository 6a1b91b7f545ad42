/** Configuration from the environment, validated once at start so a bad value fails loudly and early. */
import { parseIpEntry } from '../shared/ip-allow.ts';
export interface Config {
  port: number;
  gatewayPort: number;
  /** the gateway's address as callers reach it (code samples, signature tool); unset: the request's host on gatewayPort */
  gatewayPublicUrl?: string;
  /** OAUTH_ISSUER: the platform's public origin as its OAuth authorization server names itself (issue 27) */
  oauthIssuer?: string;
  /** OAUTH_CLIENTS: pre-registered OAuth clients, a JSON array of RFC 7591 client metadata */
  oauthClients: Array<Record<string, unknown>>;
  /** The demo upstream (demo mode only), always on 127.0.0.1. */
  demoUpstreamPort: number;
  host: string;
  /**
   * `all`: console, API, gateway and (demo mode) the demo upstream in one process; `api`: console and API only,
   * for a cluster whose gateways run on their own (`npm run start:gateway`, `npm run cluster`).
   */
  serve: 'all' | 'api';
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** prefix of the API's keys and channels in Redis (limits, cooldowns, session-cache messages), for a Redis shared with others */
  redisKeyPrefix: string;
  production: boolean;
  adminPassword?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Honour X-Forwarded-For (behind a reverse proxy). Off by default: the header is the client's to forge. */
  trustProxy: boolean;
  /** Where the built console lives; served with an SPA fallback when present. */
  staticDir: string;
  /** Bytes one user may keep in uploaded files. */
  uploadQuotaBytes: number;
  /** Upstream hosts, addresses or CIDR ranges the gateway may call although they are private or loopback. */
  allowedUpstreams: string[];
  /**
   * CALLBACK_ALLOW_PRIVATE: developers' callback URLs may point at private and loopback addresses (SSRF guard off
   * for callbacks). For tests and closed networks only; off by default.
   */
  callbackAllowPrivate: boolean;
  /** Proxies (addresses or CIDR ranges) in front of the gateway whose X-Forwarded-For names the client. */
  trustedProxies: string[];
  /** Days of raw call logs kept (rollups are kept). */
  callLogRetentionDays: number;
  /** Days of audit trail kept (src/server/audit/retention.ts). */
  auditRetentionDays: number;
  /** How long the gateway waits to connect to an upstream before answering 504. */
  upstreamConnectTimeoutMs: number;
  /** Calls the gateway holds in memory waiting for the database; past it a call is counted as dropped. */
  callLogBufferMax: number;
  /** How long a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long the gateway waits for Redis before answering 503 STATE_UNAVAILABLE. */
  redisCommandTimeoutMs: number;
  /**
   * The 32-byte key that encrypts application secrets at rest (AES-256-GCM). Required in production; in demo mode
   * absent here and generated once into DATA_DIR/secret.key (src/server/apps/secret-key.ts).
   */
  secretKey?: Buffer;
  /** Hours an application's previous secret keeps working after a reset. */
  appSecretGraceHours: number;
  /** smtp(s)://user:pass@host:port: verification codes and mail by email (nodemailer) */
  smtpUrl?: string;
  /** From: of the mail we send */
  mailFrom: string;
  /** SMS provider endpoint: POST {to, text} as JSON, with SMS_TOKEN as a bearer token when given */
  smsUrl?: string;
  smsToken?: string;
  /** OpenID Connect sign-in; all three or none */
  oidc?: { issuer: string; clientId: string; clientSecret: string; redirectUri?: string; name: string };
  /** Workplace-chat authorization codes (/ddOpen): the provider's code-to-user endpoint and the app's key and secret */
  workchat?: { url: string; appKey: string; appSecret: string };
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return n;
}

function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1024 * 1024;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(`${name} must be a whole number of megabytes (at least 1), got "${raw}"`);
  return Number(raw) * 1024 * 1024;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max))
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** A comma-separated list of host names, addresses or CIDR ranges; each checked so a typo fails at start. */
function hostList(env: NodeJS.ProcessEnv, name: string, addressesOnly: boolean): string[] {
  const items = (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    const isAddress = parseIpEntry(item).ok;
    const isHost = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(
      item,
    );
    if (!isAddress && (addressesOnly || !isHost)) {
      throw new ConfigError(
        `${name} must list ${addressesOnly ? 'addresses or CIDR ranges' : 'host names, addresses or CIDR ranges'} separated by commas; "${item}" is not one`,
      );
    }
  }
  return items;
}

/** SECRET_KEY: 32 bytes as 64 hex digits or as base64; anything else would silently weaken the encryption. */
function secretKey(env: NodeJS.ProcessEnv): Buffer | undefined {
  const raw = (env.SECRET_KEY ?? '').trim();
  if (raw === '') return undefined;
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  const b64 = /^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(raw) ? Buffer.from(raw, 'base64') : undefined;
  if (b64?.length === 32) return b64;
  throw new ConfigError(
    'SECRET_KEY must be 32 bytes, written as 64 hex digits or in base64 (e.g. `openssl rand -hex 32`)',
  );
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl}"`);
  }
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${redisUrl}"`);
  }
  const serve = (env.SERVE || 'all') as Config['serve'];
  if (serve !== 'all' && serve !== 'api') throw new ConfigError(`SERVE must be all or api, got "${env.SERVE}"`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (production && !adminPassword) {
    throw new ConfigError(
      'NODE_ENV=production needs ADMIN_PASSWORD: the admin account is created with it (no demo accounts in production)',
    );
  }
  const key = secretKey(env);
  if (production && !key) {
    throw new ConfigError(
      'NODE_ENV=production needs SECRET_KEY (32 bytes as 64 hex digits, e.g. `openssl rand -hex 32`): it encrypts application secrets',
    );
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${smtpUrl}"`);
  const httpUrl = (name: string) => {
    const raw = env[name] || undefined;
    if (raw && !/^https?:\/\/[^\s]+$/.test(raw))
      throw new ConfigError(`${name} must be an http:// or https:// URL, got "${raw}"`);
    return raw;
  };
  const smsUrl = httpUrl('SMS_URL');
  const oidcIssuer = httpUrl('OIDC_ISSUER');
  const oidcRedirect = httpUrl('OIDC_REDIRECT_URI');
  const oidcSet = [oidcIssuer, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3)
    throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none');
  const workchatUrl = httpUrl('WORKCHAT_URL');
  const workchatSet = [workchatUrl, env.WORKCHAT_APP_KEY, env.WORKCHAT_APP_SECRET].filter(Boolean).length;
  if (workchatSet !== 0 && workchatSet !== 3)
    throw new ConfigError('WORKCHAT_URL, WORKCHAT_APP_KEY and WORKCHAT_APP_SECRET go together: set all three or none');
  const cfg: Config = {
    port: port(env, 'PORT', 8080),
    gatewayPort: port(env, 'GATEWAY_PORT', 8081),
    gatewayPublicUrl: httpUrl('GATEWAY_PUBLIC_URL')?.replace(/\/+$/, ''),
    oauthIssuer: httpUrl('OAUTH_ISSUER')?.replace(/\/+$/, ''),
    oauthClients: oauthClients(env.OAUTH_CLIENTS),
    demoUpstreamPort: port(env, 'DEMO_UPSTREAM_PORT', 8082),
    host: env.HOST || '0.0.0.0',
    serve,
    dataDir: env.DATA_DIR || './data',
    databaseUrl,
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'oap:',
    production,
    adminPassword,
    logLevel,
    staticDir: env.STATIC_DIR || './dist',
    trustProxy: flag(env, 'TRUST_PROXY'),
    uploadQuotaBytes: megabytes(env, 'UPLOAD_QUOTA_MB', 500),
    allowedUpstreams: hostList(env, 'ALLOWED_UPSTREAMS', false),
    callbackAllowPrivate: flag(env, 'CALLBACK_ALLOW_PRIVATE'),
    trustedProxies: hostList(env, 'TRUSTED_PROXIES', true),
    callLogRetentionDays: wholeNumber(env, 'CALL_LOG_RETENTION_DAYS', 30, 1, 3650),
    auditRetentionDays: wholeNumber(env, 'AUDIT_RETENTION_DAYS', 400, 1, 36500),
    upstreamConnectTimeoutMs: wholeNumber(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 3000, 100, 60_000),
    callLogBufferMax: wholeNumber(env, 'CALL_LOG_BUFFER_MAX', 200_000, 1, 10_000_000),
    shutdownTimeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 20_000, 1000, 600_000),
    redisCommandTimeoutMs: wholeNumber(env, 'REDIS_COMMAND_TIMEOUT_MS', 250, 5, 10_000),
    secretKey: key,
    appSecretGraceHours: wholeNumber(env, 'APP_SECRET_GRACE_HOURS', 24, 0, 720),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Open API Platform <no-reply@localhost>',
    smsUrl,
    smsToken: env.SMS_TOKEN || undefined,
    oidc:
      oidcSet === 3
        ? {
            issuer: oidcIssuer!,
            clientId: env.OIDC_CLIENT_ID!,
            clientSecret: env.OIDC_CLIENT_SECRET!,
            redirectUri: oidcRedirect,
            name: env.OIDC_NAME || 'OpenID Connect',
          }
        : undefined,
    workchat:
      workchatSet === 3
        ? { url: workchatUrl!, appKey: env.WORKCHAT_APP_KEY!, appSecret: env.WORKCHAT_APP_SECRET! }
        : undefined,
  };
  if (cfg.port !== 0 && cfg.port === cfg.gatewayPort) {
    throw new ConfigError(`PORT and GATEWAY_PORT must differ (both ${cfg.port})`);
  }
  if (!production && cfg.demoUpstreamPort !== 0) {
    for (const [name, value] of [
      ['PORT', cfg.port],
      ['GATEWAY_PORT', cfg.gatewayPort],
    ] as const) {
      if (value === cfg.demoUpstreamPort)
        throw new ConfigError(`DEMO_UPSTREAM_PORT and ${name} must differ (both ${value})`);
    }
  }
  return cfg;
}

/** OAUTH_CLIENTS: a JSON array of client metadata objects, each with a client_id and redirect_uris */
function oauthClients(raw: string | undefined): Array<Record<string, unknown>> {
  if (!raw?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('OAUTH_CLIENTS must be a JSON array of client metadata objects');
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every(
      (c) => c && typeof c === 'object' && typeof c.client_id === 'string' && Array.isArray(c.redirect_uris),
    )
  ) {
    throw new ConfigError('OAUTH_CLIENTS must be a JSON array of objects, each with client_id and redirect_uris');
  }
  return parsed as Array<Record<string, unknown>>;
}
