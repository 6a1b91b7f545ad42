/**
 * The store's read of a group's MCP offer (schemas/mcp-public.yaml): the badge and tool list of the product page.
 * Visible exactly where the product page is (store/market.ts visibleGroups), tools built by the gateway's builder.
 */
import type { Handlers } from '../context.ts';
import { buildTools } from '../gateway/mcp/tools.ts';
import { gatewayPublicUrl } from '../gateway/public-url.ts';
import { notFound } from '../http/errors.ts';
import { visibleGroups } from '../store/market.ts';
import { API_COLUMNS } from './group-settings.ts';

export const mcpMarketHandlers: Handlers = {
  async marketGroupMcp(ctx) {
    const groupId = Number(ctx.query.group_id);
    if (!(await visibleGroups(ctx).where('g.group_id', '=', groupId).select('g.group_id').executeTakeFirst()))
      throw notFound();
    const { db } = ctx.deps;
    const group = await db
      .selectFrom('api_groups')
      .select(['mcp_enabled'])
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    if (!group.mcp_enabled) return { group_id: groupId, enabled: false, url: null, tools: [] };
    const apis = await db
      .selectFrom('apis')
      .select(API_COLUMNS)
      .where('group_id', '=', groupId)
      .where('mcp_exposed', '=', true)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    return {
      group_id: groupId,
      enabled: true,
      url: `${gatewayPublicUrl(ctx.deps.config, ctx.req).replace(/\/+$/, '')}/mcp/${groupId}`,
      // in the reader's language (the store's `language`), English falling back to Chinese, as the gateway answers
      tools: buildTools(apis, ctx.lang).map((b) => b.tool),
    };
  },
};
