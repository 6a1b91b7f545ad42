/**
 * Providers' MCP controls per group (DESIGN section 10): MCP on or off, which APIs are offered as tools, a
 * description written for agents and a tool QPS per API; answered with a preview of tools/list built by the same
 * code the gateway uses (gateway/mcp/tools.ts), as an application approved for every exposed API would see it, in the
 * provider's language (the console's `language`), as the gateway answers an agent by its Accept-Language.
 */
import type { Ctx, Handlers } from '../context.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { buildTools, toolName } from '../gateway/mcp/tools.ts';
import { gatewayPublicUrl } from '../gateway/public-url.ts';
import { notFound, validation } from '../http/errors.ts';
import { inLang } from '../http/in-lang.ts';
import type { Repository } from '../resources/repository.ts';

/** the API columns a tool is built from (gateway/mcp/tools.ts), with the provider's MCP settings */
export const API_COLUMNS = [
  'api_id',
  'api_name',
  'api_desc',
  'api_name_en',
  'api_desc_en',
  'operation_id',
  'method_type',
  'listen_path',
  'request_params',
  'request_body',
  'response_schema',
  'mcp_exposed',
  'mcp_description',
  'mcp_qps',
] as const;

async function settingsOf(ctx: Ctx, groupId: number) {
  const { db } = ctx.deps;
  const group = await db
    .selectFrom('api_groups')
    .select(['group_id', 'group_state', 'mcp_enabled'])
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  const apis = await db
    .selectFrom('apis')
    .select([...API_COLUMNS])
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('api_id')
    .execute();
  const built = buildTools(
    apis.filter((a) => a.mcp_exposed),
    ctx.lang,
  );
  const names = new Map(built.map((b) => [b.api.api_id, b.tool.name]));
  return {
    group_id: group.group_id,
    enabled: group.mcp_enabled,
    group_state: group.group_state,
    apis: apis.map((a) => ({
      api_id: a.api_id,
      // the API's name in the reader's language, as in its tool's title (not an editing form: one name suffices)
      api_name: inLang(ctx.lang, a.api_name, a.api_name_en) ?? a.api_name,
      method_type: a.method_type,
      listen_path: a.listen_path,
      operation_id: a.operation_id,
      tool_name: names.get(a.api_id) ?? toolName(a),
      exposed: a.mcp_exposed,
      description: a.mcp_description,
      qps: a.mcp_qps,
    })),
    tools: built.map((b) => b.tool),
    endpoints: ([1, 2, 3] as const).map((env_type) => ({
      group_id: group.group_id,
      group_name: '',
      env_type,
      url: `${gatewayPublicUrl(ctx.deps.config, ctx.req).replace(/\/+$/, '')}/mcp/${group.group_id}`,
    })),
  };
}

export function groupMcpHandlers(groups: Repository): Handlers {
  const ownGroup = async (ctx: Ctx, groupId: unknown) => {
    const row = groupId === undefined ? undefined : await groups.findOne(ctx.deps.db, groupId, ctx.caller);
    if (!row) throw notFound();
    return { group_id: Number(groupId), group_name: String(row.group_name ?? '') };
  };
  const withName = <T extends { endpoints: { group_name: string }[] }>(out: T, name: string) => {
    for (const e of out.endpoints) e.group_name = name;
    return out;
  };
  return {
    async groupMcpGet(ctx) {
      const g = await ownGroup(ctx, ctx.query.group_id);
      return withName(await settingsOf(ctx, g.group_id), g.group_name);
    },
    async groupMcpUpdate(ctx) {
      const { enabled, exposed_api_ids, tools } = ctx.body;
      const g = await ownGroup(ctx, ctx.body.group_id);
      const { deps } = ctx;
      const ids = new Set(
        (await deps.db.selectFrom('apis').select('api_id').where('group_id', '=', g.group_id).execute()).map(
          (r) => r.api_id,
        ),
      );
      const errors = [
        ...(exposed_api_ids ?? []).map((id, i) => ({ id, field: `exposed_api_ids[${i}]` })),
        ...(tools ?? []).map((t, i) => ({ id: t.api_id, field: `tools[${i}].api_id` })),
      ]
        .filter((x) => !ids.has(x.id))
        .map((x) => ({ field: x.field, message: 'MCP_API_NOT_IN_GROUP', params: { api_id: x.id } }));
      if (errors.length) throw validation(errors);
      const now = deps.now();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('api_groups')
          .set({ mcp_enabled: enabled, updated_at: now })
          .where('group_id', '=', g.group_id)
          .execute();
        if (exposed_api_ids) {
          const exposed = new Set(exposed_api_ids);
          for (const id of ids)
            await trx
              .updateTable('apis')
              .set({ mcp_exposed: exposed.has(id) })
              .where('api_id', '=', id)
              .execute();
        }
        for (const t of tools ?? []) {
          const set: Record<string, unknown> = {};
          if (t.exposed !== undefined) set.mcp_exposed = t.exposed;
          if (t.description !== undefined) set.mcp_description = t.description?.trim() || null;
          if (t.qps !== undefined) set.mcp_qps = t.qps;
          if (Object.keys(set).length)
            await trx
              .updateTable('apis')
              .set(set)
              .where('api_id', '=', t.api_id)
              .where('group_id', '=', g.group_id)
              .execute();
        }
        await bumpGatewayConfig(trx, deps.dbKind, 'mcp_settings', now);
      });
      return withName(await settingsOf(ctx, g.group_id), g.group_name);
    },
  };
}
