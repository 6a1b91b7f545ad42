/**
 * Turns what the catalog and the applications domain feed the gateway (plain rows, see the feed types below) into
 * the in-memory snapshot: the route table compiled once, whitelists compiled once, subscriptions by key, and the
 * moment the snapshot lapses by itself. Pure: the loader (snapshot-loader.ts) reads the rows, tests build
 * snapshots from rows they write themselves.
 */
import { compileIpAllowList, type IpMatcher } from '../../shared/ip-allow.ts';
import { compileRoutes, type RouteDefinition } from './routes.ts';
import {
  subscriptionKey,
  type GatewayApp,
  type GatewayRoute,
  type GatewaySnapshot,
  type GatewaySubscription,
  type McpGroup,
  type McpTool,
  type McpToken,
} from './snapshot.ts';
import type { UpstreamGuard } from './upstream-guard.ts';
import { buildTools, type ToolSource } from './mcp/tools.ts';

/** One API of a published group in one environment that has an upstream. */
export interface RouteFeed {
  api_id: number;
  group_id: number;
  provider_id: number | null;
  env_type: number;
  method_type: string;
  listen_path: string;
  base_url: string;
  timeout_ms: number;
  backend_path: string | null;
  backend_method: string | null;
  /** the group's enabled allow-list in this environment; null when it has none */
  group_ip_list: string[] | null;
  /** the group's strict signature checks (absent = off) */
  signature_strict?: boolean;
}

/** One application's credential in one environment. */
export interface AppFeed {
  apply_id: number;
  developer_id: number | null;
  env_type: number;
  app_key: string;
  enabled: boolean;
  /** the current secret first, then one still in its grace period */
  secrets: string[];
  /** ms since the epoch when the previous secret stops working; null when there is none */
  grace_until: number | null;
  /** the application's enabled whitelist in this environment; null when it has none */
  ip_list: string[] | null;
}

export interface SubscriptionFeed {
  r_apply_groups_record_id: number;
  apply_id: number;
  group_id: number;
  env_type: number;
  enabled: boolean;
  starts_at: number | null;
  ends_at: number | null;
  qps: number | null;
  daily_quota: number | null;
  monthly_quota: number | null;
  apis: number[] | null;
  /** a subscription on a prepaid package rule: what its packages allow (billing/gateway-feed.ts); absent otherwise */
  package?: PackageAllowance | null;
}

export interface PackageAllowance {
  /** calls the valid orders have left when the snapshot is built (from the rollups) */
  remaining: number;
  /** why no call may be made, or null */
  refusal: 'PACKAGE_EXHAUSTED' | 'PACKAGE_EXPIRED' | 'PACKAGE_NONE' | null;
  /** ms since the epoch when an order expires or starts, which changes the allowance */
  changes_at: number | null;
}

/** A published group with MCP on and its exposed APIs (mcp/gateway-feed.ts). */
export interface McpGroupFeed {
  group_id: number;
  apis: readonly (ToolSource & { mcp_qps: number | null })[];
}

/** A live MCP token: not revoked, its application not archived. */
export interface McpTokenFeed {
  token_hash: string;
  mcp_token_id: number;
  apply_id: number;
  env_type: number;
  expires_at: number;
}

export interface GatewayFeed {
  version: number;
  routes: readonly RouteFeed[];
  apps: readonly AppFeed[];
  subscriptions: readonly SubscriptionFeed[];
  mcpGroups?: readonly McpGroupFeed[];
  mcpTokens?: readonly McpTokenFeed[];
}

/** An allow-list that is empty or broken restricts nothing rather than locking everyone out (entries are validated when saved). */
function matcherOf(list: readonly string[] | null): IpMatcher | null {
  if (!list || list.length === 0) return null;
  try {
    return compileIpAllowList(list);
  } catch {
    return null;
  }
}

function splitUpstream(baseUrl: string): { origin: string; basePath: string } {
  try {
    const u = new URL(baseUrl);
    return { origin: u.origin, basePath: u.pathname.replace(/\/+$/, '') };
  } catch {
    return { origin: baseUrl, basePath: '' };
  }
}

export function buildSnapshot(feed: GatewayFeed, guard: UpstreamGuard, now: number): GatewaySnapshot {
  const groupMatchers = new Map<string, IpMatcher | null>();
  const definitions: RouteDefinition<GatewayRoute>[] = feed.routes.map((r) => {
    const key = `${r.group_id}|${r.env_type}`;
    if (!groupMatchers.has(key)) groupMatchers.set(key, matcherOf(r.group_ip_list));
    const { origin, basePath } = splitUpstream(r.base_url);
    const route: GatewayRoute = {
      api_id: r.api_id,
      group_id: r.group_id,
      provider_id: r.provider_id,
      env_type: r.env_type,
      origin,
      basePath,
      timeoutMs: r.timeout_ms,
      backendPath: r.backend_path || r.listen_path,
      backendMethod: r.backend_method ? r.backend_method.toUpperCase() : null,
      groupIpAllow: groupMatchers.get(key) ?? null,
      signatureStrict: r.signature_strict ?? false,
      upstreamRefused: guard.refuseUrl(r.base_url),
    };
    return { envType: r.env_type, method: r.method_type.toUpperCase(), listenPath: r.listen_path, data: route };
  });
  const routes = compileRoutes(definitions);
  // the catalog refuses clashing listen paths when they are saved; a clash that slips through serves the first
  const leftOut = new Set([
    ...routes.conflicts.flatMap((c) => c.routes.slice(1)),
    ...routes.invalid.map((i) => i.route),
  ]);

  let expiresAt: number | null = null;
  const lapse = (t: number | null) => {
    if (t !== null && t > now && (expiresAt === null || t < expiresAt)) expiresAt = t;
  };

  const apps = new Map<string, GatewayApp>();
  for (const a of feed.apps) {
    const inGrace = a.grace_until !== null && a.grace_until > now;
    lapse(a.grace_until);
    apps.set(a.app_key, {
      apply_id: a.apply_id,
      developer_id: a.developer_id,
      env_type: a.env_type,
      enabled: a.enabled,
      secrets: inGrace ? a.secrets : a.secrets.slice(0, 1),
      ipAllow: matcherOf(a.ip_list),
    });
  }

  const subscriptions = new Map<string, GatewaySubscription>();
  for (const s of feed.subscriptions) {
    lapse(s.starts_at);
    lapse(s.ends_at);
    lapse(s.package?.changes_at ?? null);
    subscriptions.set(subscriptionKey(s.apply_id, s.group_id, s.env_type), {
      r_apply_groups_record_id: s.r_apply_groups_record_id,
      enabled: s.enabled,
      starts_at: s.starts_at,
      ends_at: s.ends_at,
      qps: s.qps,
      daily_quota: s.daily_quota,
      monthly_quota: s.monthly_quota,
      apis: s.apis ? new Set(s.apis) : null,
      package: s.package ? { remaining: s.package.remaining, refusal: s.package.refusal, used: 0 } : null,
    });
  }

  const routeList = definitions.filter((d) => !leftOut.has(d)).map((d) => d.data);
  const mcpGroups = new Map<number, McpGroup>();
  for (const g of feed.mcpGroups ?? []) {
    const english = buildTools(g.apis, 'en');
    const tools: McpTool[] = buildTools(g.apis, 'zh').map((b, i) => ({
      api_id: b.api.api_id,
      method: b.api.method_type.toUpperCase(),
      listenPath: b.api.listen_path,
      tool: b.tool,
      toolEn: english[i].tool,
      binding: b.binding,
      qps: (b.api as McpGroupFeed['apis'][number]).mcp_qps,
    }));
    mcpGroups.set(g.group_id, { group_id: g.group_id, tools, byName: new Map(tools.map((t) => [t.tool.name, t])) });
  }
  const mcpTokens = new Map<string, McpToken>();
  for (const t of feed.mcpTokens ?? []) {
    if (t.expires_at <= now) continue;
    lapse(t.expires_at);
    mcpTokens.set(t.token_hash, {
      mcp_token_id: t.mcp_token_id,
      apply_id: t.apply_id,
      env_type: t.env_type,
      expires_at: t.expires_at,
    });
  }

  return {
    version: feed.version,
    routes,
    routeList,
    apps,
    subscriptions,
    expiresAt,
    mcp: {
      groups: mcpGroups,
      tokens: mcpTokens,
      apps: new Map([...apps.values()].map((a) => [`${a.apply_id}|${a.env_type}`, a])),
      routes: new Map(routeList.map((r) => [`${r.api_id}|${r.env_type}`, r])),
    },
  };
}
