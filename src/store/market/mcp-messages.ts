/** The product page's MCP texts (`mcpStore.*`): the badge and the tools a group offers to AI agents. */
export const mcpStoreMessages = {
  zh: {
    mcpStore: {
      badge: 'MCP',
      badge_hint: '该能力可作为 MCP 服务器供 AI 智能体调用',
      title: 'AI 智能体 (MCP)',
      intro:
        '获准接入本能力的应用可以让 AI 智能体（Claude、Cursor、VS Code 等）通过 MCP 调用以下工具，计费与签名调用相同。在应用详情页创建令牌并复制客户端配置。',
      endpoint: '端点',
      guide: '接入指南',
      read_only: '只读',
      destructive: '破坏性',
      no_tools: '暂无工具',
    },
  },
  en: {
    mcpStore: {
      badge: 'MCP',
      badge_hint: 'This group is offered to AI agents as an MCP server',
      title: 'AI agents (MCP)',
      intro:
        "Applications approved for this group can let AI agents (Claude, Cursor, VS Code and others) call these tools over MCP, billed like signed calls. Create a token and copy a client configuration on the application's page.",
      endpoint: 'Endpoint',
      guide: 'How to connect',
      read_only: 'read-only',
      destructive: 'destructive',
      no_tools: 'No tools',
    },
  },
};
