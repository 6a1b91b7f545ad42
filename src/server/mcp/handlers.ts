/** The MCP domain's operations (schemas/mcp.yaml): applications' tokens and providers' group settings. */
import type { Handlers } from '../context.ts';
import type { Repository } from '../resources/repository.ts';
import { groupMcpHandlers } from './group-settings.ts';
import { mcpTokenHandlers } from './tokens.ts';
import { mcpMarketHandlers } from './market.ts';

export function mcpHandlers(repos: Map<string, Repository>): Handlers {
  return {
    ...mcpTokenHandlers(repos.get('apps')!),
    ...groupMcpHandlers(repos.get('api_groups')!),
    ...mcpMarketHandlers,
  };
}
