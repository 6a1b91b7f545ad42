/**
 * What the gateway enforces, held in memory: routes from published groups and APIs, applications with their
 * secrets and whitelists, and subscriptions. Built from the database by `loadSnapshot` (snapshot-loader.ts) and
 * replaced as a whole when the configuration version moves, so a request always sees one consistent picture.
 */
import type { IpMatcher } from '../../shared/ip-allow.ts';
import type { RouteTable } from './routes.ts';
import type { McpToolDefinition, ToolBinding } from './mcp/tools.ts';

export interface GatewayRoute {
  api_id: number;
  group_id: number;
  /** the provider who owns the group, copied onto call logs */
  provider_id: number | null;
  env_type: number;
  /** upstream origin (scheme://host:port), its base path (no trailing /) and the time to wait for an answer */
  origin: string;
  basePath: string;
  timeoutMs: number;
  /** backend path template with {params}; the listen path when the API names none */
  backendPath: string;
  /** backend method; the caller's when null */
  backendMethod: string | null;
  /** the group's allow-list in this environment, when it has an enabled one */
  groupIpAllow: IpMatcher | null;
  /**
   * The group's strict signature checks (off = as Alibaba's gateway): Content-MD5 required on a body that is not a
   * form, a query or form key given twice or in both refused.
   */
  signatureStrict: boolean;
  /** why the upstream is refused (SSRF rules), decided once when the snapshot is built */
  upstreamRefused?: string;
}

export interface GatewayApp {
  apply_id: number;
  developer_id: number | null;
  env_type: number;
  enabled: boolean;
  /** current secret first, then one still in its grace period */
  secrets: string[];
  ipAllow: IpMatcher | null;
}

export interface GatewaySubscription {
  r_apply_groups_record_id: number;
  enabled: boolean;
  /** ms since the epoch, or null for open-ended */
  starts_at: number | null;
  ends_at: number | null;
  qps: number | null;
  daily_quota: number | null;
  monthly_quota: number | null;
  /** the APIs of the group the subscriber may call (data authority); null = all */
  apis: ReadonlySet<number> | null;
  /**
   * Prepaid package (null for other rules): calls left when the snapshot was built and those taken since by this
   * instance; a rebuild (any change, a package bought, an order lapsing) starts again from the rollups.
   */
  package: {
    remaining: number;
    refusal: 'PACKAGE_EXHAUSTED' | 'PACKAGE_EXPIRED' | 'PACKAGE_NONE' | null;
    used: number;
  } | null;
}

export interface GatewaySnapshot {
  version: number;
  routes: RouteTable<GatewayRoute>;
  /** every route compiled into `routes` */
  routeList: readonly GatewayRoute[];
  apps: ReadonlyMap<string, GatewayApp>;
  /** by `${apply_id}|${group_id}|${env_type}` */
  subscriptions: ReadonlyMap<string, GatewaySubscription>;
  /** the earliest moment something in it lapses by itself (a grace period, a subscription's end): reload then */
  expiresAt: number | null;
  mcp: McpSnapshot;
}

/** One API of an MCP group as a tool, built once per snapshot (gateway/mcp/tools.ts). */
export interface McpTool {
  api_id: number;
  /** the API's method and listen path (path parameters as {name}) */
  method: string;
  listenPath: string;
  /** as tools/list shows it to a client asking in Chinese (the default) and in English */
  tool: McpToolDefinition;
  toolEn: McpToolDefinition;
  binding: ToolBinding;
  /** the provider's QPS limit for this tool per application, beside the rule's */
  qps: number | null;
}

export interface McpGroup {
  group_id: number;
  tools: readonly McpTool[];
  byName: ReadonlyMap<string, McpTool>;
}

export interface McpToken {
  mcp_token_id: number;
  apply_id: number;
  env_type: number;
  /** ms since the epoch */
  expires_at: number;
}

/** What /mcp/{group_id} serves: published groups with MCP on, live tokens by hash, and the lookups a tool call needs. */
export interface McpSnapshot {
  groups: ReadonlyMap<number, McpGroup>;
  tokens: ReadonlyMap<string, McpToken>;
  /** by `${apply_id}|${env_type}` */
  apps: ReadonlyMap<string, GatewayApp>;
  /** by `${api_id}|${env_type}` */
  routes: ReadonlyMap<string, GatewayRoute>;
}

export const subscriptionKey = (applyId: number, groupId: number, envType: number) =>
  `${applyId}|${groupId}|${envType}`;
