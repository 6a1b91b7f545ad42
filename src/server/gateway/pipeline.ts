/**
 * The part of a call's checks that every channel shares (DESIGN.md section 6, and section 10 for MCP): once a
 * caller is known as an application in an environment and the call as one API of a group, `admit` runs the
 * subscription (active, enabled, in its period, covering this API) → IP whitelists (application, group) → QPS (the
 * rule's, then an MCP tool's own) → daily and monthly quota → prepaid package → upstream guard; `record` turns the
 * call, refused or answered, into its call-log row. The signed-call handler (handler.ts) and the MCP endpoint
 * (mcp/endpoint.ts) both go through here, so a rule added here holds for both.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { refuse } from './errors.ts';
import type { CallRecord } from './call-log/record.ts';
import type { GatewayApp, GatewayRoute, GatewaySnapshot } from './snapshot.ts';
import { subscriptionKey } from './snapshot.ts';
import { periods, type GatewayState } from './state.ts';
import type { Proxy } from './proxy.ts';

export interface HandlerDeps {
  snapshot(): GatewaySnapshot | undefined;
  state: GatewayState;
  proxy: Proxy;
  record(call: CallRecord): void;
  clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string;
  /** the signed-in user's address when /apitry's relay calls on their behalf (relay.ts) */
  relayedClient?(peer: string | undefined, headers: IncomingHttpHeaders): string | undefined;
  now(): number;
}

/** What the pipeline learned about a call before it ended; it all goes into the call log. */
export interface Trace {
  request_id: string;
  started: number;
  env_type: number;
  route?: GatewayRoute;
  app?: GatewayApp;
  client_ip: string;
  method: string;
  path: string;
  bytes_in: number;
  upstream_latency_ms: number | null;
  /** set for a call through the MCP endpoint */
  channel?: 'mcp';
  tool_name?: string;
}

export interface Admission {
  snap: GatewaySnapshot;
  app: GatewayApp;
  route: GatewayRoute;
  env: number;
  clientIp: string;
  now: number;
  /** an MCP tool's own QPS limit per application (groupMcpUpdate), checked after the rule's */
  toolQps?: number | null;
}

export interface Pipeline {
  admit(a: Admission): Promise<void>;
  record(trace: Trace, status: number, errorCode: string | null, bytesOut: number): void;
}

export function createPipeline(deps: Pick<HandlerDeps, 'state' | 'record' | 'now'>): Pipeline {
  return {
    async admit({ snap, app, route, env, clientIp, now, toolQps }) {
      const sub = snap.subscriptions.get(subscriptionKey(app.apply_id, route.group_id, env));
      if (!sub) throw refuse('NOT_SUBSCRIBED');
      if (!sub.enabled) throw refuse('SUBSCRIPTION_DISABLED');
      if ((sub.starts_at !== null && now < sub.starts_at) || (sub.ends_at !== null && now >= sub.ends_at))
        throw refuse('SUBSCRIPTION_EXPIRED');
      if (sub.apis && !sub.apis.has(route.api_id)) throw refuse('API_NOT_GRANTED');

      if (app.ipAllow && !app.ipAllow.matches(clientIp))
        throw refuse('IP_DENIED', `client ${clientIp} not in the application whitelist`);
      if (route.groupIpAllow && !route.groupIpAllow.matches(clientIp))
        throw refuse('IP_DENIED', `client ${clientIp} not in the group whitelist`);

      const limitKey = String(sub.r_apply_groups_record_id);
      if (sub.qps !== null) {
        const within = deps.state.hitQps(limitKey, sub.qps, now);
        if (!(typeof within === 'boolean' ? within : await within))
          throw refuse('QPS_EXCEEDED', undefined, { 'retry-after': '1' });
      }
      if (toolQps) {
        const within = deps.state.hitQps(`${limitKey}|tool|${route.api_id}`, toolQps, now);
        if (!(typeof within === 'boolean' ? within : await within))
          throw refuse('QPS_EXCEEDED', 'tool QPS limit', { 'retry-after': '1' });
      }
      if (sub.daily_quota !== null || sub.monthly_quota !== null) {
        const taken = deps.state.takeQuota(limitKey, sub.daily_quota, sub.monthly_quota, now);
        const verdict = typeof taken === 'string' ? taken : await taken;
        if (verdict !== 'ok') {
          const p = periods(now);
          const wait = Math.ceil(((verdict === 'daily' ? p.dayEnd : p.monthEnd) - now) / 1000);
          throw refuse(verdict === 'daily' ? 'DAILY_QUOTA_EXCEEDED' : 'MONTHLY_QUOTA_EXCEEDED', undefined, {
            'retry-after': String(wait),
          });
        }
      }
      if (sub.package) {
        if (sub.package.refusal) throw refuse(sub.package.refusal);
        if (sub.package.used >= sub.package.remaining) throw refuse('PACKAGE_EXHAUSTED');
        sub.package.used++;
      }
      if (route.upstreamRefused) throw refuse('UPSTREAM_REFUSED');
    },

    record(trace, status, errorCode, bytesOut) {
      deps.record({
        request_id: trace.request_id,
        called_at: new Date(trace.started),
        env_type: trace.env_type,
        group_id: trace.route?.group_id ?? null,
        api_id: trace.route?.api_id ?? null,
        apply_id: trace.app?.apply_id ?? null,
        developer_id: trace.app?.developer_id ?? null,
        provider_id: trace.route?.provider_id ?? null,
        client_ip: trace.client_ip.slice(0, 45) || null,
        method: trace.method.slice(0, 10),
        path: trace.path,
        status,
        error_code: errorCode,
        upstream_latency_ms: trace.upstream_latency_ms,
        latency_ms: Math.max(0, deps.now() - trace.started),
        bytes_in: trace.bytes_in,
        bytes_out: bytesOut,
        channel: trace.channel ?? null,
        tool_name: trace.tool_name ?? null,
      });
    },
  };
}
