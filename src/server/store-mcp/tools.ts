/**
 * The store's MCP tools. Each is the console's own operation (platform-call.ts: same route, validation, permission
 * guard, handler, audit) called for the user who granted the agent, and needs one OAuth scope (the SDK answers
 * 403 insufficient_scope with the scope to ask for when the token lacks it). Refusals come back as tool errors with
 * the operation's stable code and localized message; another user's application is a 404 as in the console.
 */
import { McpServer, requireScopes, type CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { Deps } from '../context.ts';
import { exportGroup } from '../catalog/openapi-export.ts';
import { platformCall, ToolRefusal, type CallAs } from './platform-call.ts';

const text = (value: unknown, structured = true): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
  ...(structured && value && typeof value === 'object' && !Array.isArray(value)
    ? { structuredContent: value as Record<string, unknown> }
    : {}),
});

async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ToolRefusal) {
      return {
        isError: true,
        content: [
          {
            type: 'text',
            text: `${err.code} (${err.status}): ${err.message}${err.data ? `\n${JSON.stringify(err.data)}` : ''}`,
          },
        ],
      };
    }
    throw err;
  }
}

const ENV = z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 test, 2 uat, 3 prod');

export function buildStoreServer(deps: Deps, as: CallAs): McpServer {
  const server = new McpServer(
    { name: 'open-api-platform-store', version: '1.0.0' },
    {
      // the tool set is fixed for a token (its scopes) and never changes while a client listens: no list_changed
      // notifications are sent, so none are promised (the SDK would otherwise advertise listChanged: true)
      capabilities: { tools: { listChanged: false } },
      instructions:
        'The Open API Platform store, acting for the user who authorized you: search the catalog, read API docs, create an application, apply for access (a work order people approve), follow its status, then get credentials and call the API through the signing gateway.',
    },
  );

  server.registerTool(
    'search_catalog',
    {
      title: 'Search the API catalog',
      description:
        'Published API groups matching a text (name, tags, description); empty text lists all. Answers group ids for get_api_docs and apply_for_access.',
      inputSchema: z.object({
        query: z.string().max(100).optional(),
        page: z.number().int().min(1).max(1000).optional(),
      }),
      annotations: { readOnlyHint: true },
      scopeChallenge: requireScopes('store:read'),
    },
    ({ query, page }) =>
      guarded(async () =>
        text(
          await platformCall(as, 'GET', '/newopen/service/market/group/page', {
            query: { query_text: query, page_num: page ?? 1, page_size: 20 },
          }),
        ),
      ),
  );

  server.registerTool(
    'get_api_docs',
    {
      title: "Read an API group's documentation",
      description:
        'The product page of a published group as Markdown (APIs, parameters, examples, error codes, pricing with charge_rule_id values) plus its OpenAPI 3.1 document with the gateway as server.',
      inputSchema: z.object({ group_id: z.number().int().min(1) }),
      annotations: { readOnlyHint: true },
      scopeChallenge: requireScopes('store:read'),
    },
    ({ group_id }) =>
      guarded(async () => {
        const detail = await platformCall<{
          gateway_url: string;
          charge_rules: Array<{ charge_rule_id: number; rule_name: string; is_default: number }>;
        }>(as, 'GET', '/newopen/service/market/group/detail', { query: { group_id } });
        const markdown = await platformCall<string>(as, 'GET', `/goodsdetail.md`, {
          query: { group_id, lang: as.lang },
        });
        // the catalog's own OpenAPI export; who may read it is the store's rule, checked just above by the product
        // page's read (published groups only, 404 otherwise), so the export runs without a provider's ownership filter
        const openapi = await exportGroup({ deps, caller: undefined, query: { group_id }, lang: as.lang } as never);
        // a developer calls the gateway, never the provider's upstream: servers and gateway-internal extensions go
        const stripped = JSON.parse(
          JSON.stringify({ ...openapi, servers: [{ url: detail.gateway_url }] }, (k, v) =>
            k.startsWith('x-') ? undefined : v,
          ),
        );
        return {
          content: [
            { type: 'text', text: markdown },
            { type: 'text', text: JSON.stringify(stripped, null, 2) },
          ],
          structuredContent: {
            charge_rules: detail.charge_rules.map((r) => ({
              charge_rule_id: r.charge_rule_id,
              rule_name: r.rule_name,
              is_default: !!r.is_default,
            })),
            openapi: stripped,
          },
        };
      }),
  );

  server.registerTool(
    'list_my_applications',
    {
      title: 'List my applications',
      description: "The user's applications (apply_id, name, state).",
      inputSchema: z.object({}),
      annotations: { readOnlyHint: true },
      scopeChallenge: requireScopes('apps:manage'),
    },
    () => guarded(async () => text({ applications: await platformCall(as, 'GET', '/newopen/service/apply/list') })),
  );

  server.registerTool(
    'create_application',
    {
      title: 'Create an application',
      description:
        'Creates an application with an app_key and secret per environment (test, uat, prod). The secrets are answered only now: keep them.',
      inputSchema: z.object({ apply_name: z.string().min(1).max(64), description: z.string().max(500).optional() }),
      scopeChallenge: requireScopes('apps:manage'),
    },
    ({ apply_name, description }) =>
      guarded(async () =>
        text(
          await platformCall(as, 'POST', '/newopen/service/apply', {
            body: { apply_name, description: description ?? null },
          }),
        ),
      ),
  );

  server.registerTool(
    'apply_for_access',
    {
      title: 'Apply for access to an API group',
      description:
        "Opens the access application work order for one of the user's applications on a published group and environment; people approve it in steps (get_application_status follows it). charge_rule_id: from get_api_docs; the group's default rule when left out.",
      inputSchema: z.object({
        apply_id: z.number().int().min(1),
        group_id: z.number().int().min(1),
        env_type: ENV,
        charge_rule_id: z.number().int().min(1).optional(),
        reason: z.string().max(500).optional(),
      }),
      scopeChallenge: requireScopes('access:apply'),
    },
    (args) =>
      guarded(async () => {
        let rule = args.charge_rule_id;
        if (!rule) {
          const detail = await platformCall<{ charge_rules: Array<{ charge_rule_id: number; is_default: number }> }>(
            as,
            'GET',
            '/newopen/service/market/group/detail',
            { query: { group_id: args.group_id } },
          );
          rule = (detail.charge_rules.find((r) => r.is_default) ?? detail.charge_rules[0])?.charge_rule_id;
          if (!rule) throw new ToolRefusal(409, 'INVALID_STATE', 'this group has no charge rule to apply with');
        }
        return text(
          await platformCall(as, 'POST', '/newopen/service/access', {
            body: {
              apply_id: args.apply_id,
              group_id: args.group_id,
              env_type: args.env_type,
              charge_rule_id: rule,
              reason: args.reason ?? null,
            },
          }),
        );
      }),
  );

  server.registerTool(
    'get_application_status',
    {
      title: 'Follow an access application',
      description:
        'The access application (r_apply_groups_record_id from apply_for_access) with its work order: state, steps, the current step and who holds it, and the history.',
      inputSchema: z.object({ r_apply_groups_record_id: z.number().int().min(1) }),
      annotations: { readOnlyHint: true },
      scopeChallenge: requireScopes('apps:manage'),
    },
    ({ r_apply_groups_record_id }) =>
      guarded(async () => {
        const record = await platformCall<{ work_order_id: number | null }>(
          as,
          'GET',
          `/newopen/service/access/${r_apply_groups_record_id}`,
        );
        const workOrder = record.work_order_id
          ? await platformCall(as, 'GET', '/workorder/workorder/detail', {
              query: { work_order_id: record.work_order_id },
            })
          : null;
        return text({ application: record, work_order: workOrder });
      }),
  );

  server.registerTool(
    'get_credentials',
    {
      title: "Get an application's credentials",
      description:
        'The app_key per environment and the gateway address. A secret is shown once, as in the console: at creation, or here with reset_env (a new secret for that environment; the previous one keeps working through the grace period). With mcp_token_env, also a new MCP token for that environment (shown once) and the /mcp/{group_id} endpoints of the approved groups, so an agent can call the APIs as MCP tools.',
      inputSchema: z.object({
        apply_id: z.number().int().min(1),
        reset_env: ENV.optional(),
        mcp_token_env: ENV.optional(),
      }),
      scopeChallenge: requireScopes('apps:manage'),
    },
    ({ apply_id, reset_env, mcp_token_env }) =>
      guarded(async () => {
        const credentials = await platformCall(as, 'GET', '/newopen/service/apply/credentials', {
          query: { apply_id },
        });
        const gateway = await platformCall(as, 'GET', '/newopen/service/apply/gateway_info');
        const reset = reset_env
          ? await platformCall(as, 'POST', '/newopen/service/apply/secret/reset', {
              body: { apply_id, env_type: reset_env },
            })
          : null;
        // the console's own operation (appMcpTokenCreate): the same owner check, hashing and expiry as a token taken there
        const mcp = mcp_token_env
          ? await platformCall(as, 'POST', '/newopen/service/apply/mcp_token/create', {
              body: { apply_id, env_type: mcp_token_env, token_name: 'AI agent (store MCP)' },
            })
          : null;
        return text({ credentials, gateway, new_secret: reset, mcp_token: mcp });
      }),
  );

  server.registerTool(
    'get_usage',
    {
      title: 'My usage this month',
      description: "Calls, errors and cost of the user's applications this month (or of one application).",
      inputSchema: z.object({ apply_id: z.number().int().min(1).optional() }),
      annotations: { readOnlyHint: true },
      scopeChallenge: requireScopes('usage:read'),
    },
    ({ apply_id }) =>
      guarded(async () => {
        const now = deps.now();
        const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
        const calls = await platformCall(as, 'GET', '/newopen/service/statistics/overview', {
          query: { start_time: start.toISOString(), end_time: now.toISOString(), apply_id },
        });
        const month = start.toISOString().slice(0, 7);
        const bills = await platformCall(as, 'GET', '/newopen/service/bill/app_month/page', {
          query: { apply_id, bill_month: month, page_size: 100 },
        }).catch((e) => (e instanceof ToolRefusal ? { refused: e.code } : Promise.reject(e)));
        return text({ month, calls, cost: bills });
      }),
  );

  return server;
}
