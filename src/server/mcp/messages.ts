/** The MCP domain's messages (merged into the wire's table by domain-messages.ts). */
export const mcpMessages = {
  zh: {
    MCP_TOKEN_APP_DISABLED: '应用已停用，不能签发 MCP 令牌',
    MCP_TOKEN_REVOKED: '该 MCP 令牌已吊销',
    MCP_API_NOT_IN_GROUP: 'API {api_id} 不属于该能力',
    MCP_UNAUTHORIZED: '缺少或无效的 MCP 凭证：请使用 Authorization: Bearer <令牌> 或 X-Ca 签名',
    MCP_DISABLED: '该能力未开启 MCP',
    MCP_ORIGIN_REFUSED: '不接受来自该网页来源（Origin）的 MCP 请求',
    MCP_TOOL_UNKNOWN: '没有名为“{name}”的工具，或您的应用未获准调用它',
    MCP_TOOL_QPS: '工具“{name}”调用过于频繁（每秒最多 {qps} 次）',
    MCP_BAD_ARGUMENTS: '工具参数无效：{detail}',
  },
  en: {
    MCP_TOKEN_APP_DISABLED: 'The application is disabled: no MCP token can be issued for it',
    MCP_TOKEN_REVOKED: 'This MCP token has been revoked',
    MCP_API_NOT_IN_GROUP: 'API {api_id} is not in this group',
    MCP_UNAUTHORIZED: 'Missing or invalid MCP credentials: use Authorization: Bearer <token> or an X-Ca signature',
    MCP_DISABLED: 'MCP is not enabled for this group',
    MCP_ORIGIN_REFUSED: 'MCP requests from this web page origin are not accepted',
    MCP_TOOL_UNKNOWN: 'There is no tool named "{name}", or your application is not approved to call it',
    MCP_TOOL_QPS: 'Tool "{name}" is called too often (at most {qps} calls per second)',
    MCP_BAD_ARGUMENTS: 'Invalid tool arguments: {detail}',
  },
};
