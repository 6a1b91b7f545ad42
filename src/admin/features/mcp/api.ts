/** The MCP operations of schemas/mcp.yaml, typed from the generated contract. */
import type { components } from '../../../api/generated/mcp.ts';
import { callOperation } from '../../../api/call-operation.ts';

type S = components['schemas'];
export type GroupMcp = S['GroupMcp'];
export type GroupMcpApi = S['GroupMcpApi'];
export type McpTool = S['McpTool'];
export type McpToken = S['McpToken'];
export type McpTokenIssued = S['McpTokenIssued'];
export type McpEndpoint = S['McpEndpoint'];

export interface ToolEdit {
  api_id: number;
  exposed: boolean;
  description: string | null;
  qps: number | null;
}

export const loadGroupMcp = (groupId: number, language: string) =>
  callOperation<GroupMcp>('groupMcpGet', { query: { group_id: groupId, language } });

export const saveGroupMcp = (groupId: number, enabled: boolean, tools: ToolEdit[]) =>
  callOperation<GroupMcp>('groupMcpUpdate', { body: { group_id: groupId, enabled, tools } });

export const loadTokens = (applyId: number) =>
  callOperation<{ list: McpToken[]; endpoints: McpEndpoint[] }>('appMcpTokenList', { query: { apply_id: applyId } });

export const createToken = (applyId: number, envType: number, tokenName: string, days: number) =>
  callOperation<McpTokenIssued>('appMcpTokenCreate', {
    body: {
      apply_id: applyId,
      env_type: envType,
      ...(tokenName.trim() ? { token_name: tokenName.trim() } : {}),
      expires_in_days: days,
    },
  });

export const revokeToken = (applyId: number, tokenId: number) =>
  callOperation<McpToken>('appMcpTokenRevoke', { body: { mcp_token_id: tokenId, apply_id: applyId } });
