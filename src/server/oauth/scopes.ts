/**
 * What an agent may be allowed, in the words a user reads on the consent page. The platform admin decides which of
 * these exist (oauth_settings.scopes); each MCP tool needs one (mcp/tools.ts).
 */
export const AGENT_SCOPES = ['store:read', 'apps:manage', 'access:apply', 'usage:read'] as const;
export type AgentScope = (typeof AGENT_SCOPES)[number];

/** OpenID Connect's own scopes, always known to the provider */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile'] as const;

export const scopeLabels: Record<string, [zh: string, en: string]> = {
  'store:read': ['读取能力商城（分组、文档、API）', 'Read the store (groups, documentation, APIs)'],
  'apps:manage': ['管理我的应用（创建、查看、获取凭证）', 'Manage my applications (create, view, get credentials)'],
  'access:apply': [
    '以我的名义申请使用能力（发起审批工单）',
    'Apply for access on my behalf (opens an approval work order)',
  ],
  'usage:read': ['读取我的调用量、错误与费用', 'Read my usage: calls, errors and cost'],
  openid: ['确认你的身份', 'Confirm who you are'],
  profile: ['读取你的账号名称', 'Read your account name'],
  offline_access: ['在你离开后保持访问（刷新令牌）', 'Keep access while you are away (refresh token)'],
};
