/**
 * The documentation center's guide to AI agents (issue 26 item 8): what MCP is here, how a provider switches it on,
 * how an agent connects with the developer's own token, and how tool calls are billed. Its client snippets follow
 * the same formats as the console's ready-to-paste configurations (src/admin/features/mcp/client-configs.ts).
 */
import type { GuideDoc } from './seed-guides.ts';

export const MCP_GUIDE_INDEX = 8;

export function mcpGuide(): GuideDoc {
  return {
    key: 'mcp',
    parent: 'guide',
    show_name: 'AI 智能体接入 (MCP)',
    show_name_en: 'AI agents (MCP)',
    type: 2,
    index_doc_id: MCP_GUIDE_INDEX,
    content: `## 什么是 MCP
MCP（Model Context Protocol，模型上下文协议）是 AI 智能体调用外部工具的开放协议。Claude、Cursor、VS Code（GitHub Copilot）等客户端都支持它。

在本平台，**每个开启了 MCP 的已发布能力都是一个 MCP 服务器**，地址是：

\`\`\`
{{gateway_url}}/mcp/{group_id}
\`\`\`

能力中的每个 API 是一个工具（tool）：工具名取自导入文档的 operationId，说明取自 API 的摘要和描述（提供方可以另写一段给智能体看的说明），参数合并为一个 JSON Schema（路径、查询、请求头参数按名称，请求体为 \`body\`）。网关同时支持 2025-11-25（initialize 握手）和 2026-07-28（无状态）两代协议，使用 Streamable HTTP 传输。

## 提供方：开启 MCP
1. 在 **能力管理** 打开能力详情页，找到 **AI 智能体 (MCP)** 卡片。
2. 打开 **开启 MCP** 开关。
3. 按需取消勾选不想提供给智能体的 API；为工具填写 **给智能体的说明**（智能体按说明决定何时调用、怎样填参数，写清用途、参数含义和限制）；需要时设置 **工具 QPS**，它与计费规则的限流同时生效。
4. 点击 **保存**，下方 **tools/list 预览** 即智能体将看到的工具列表，与网关生成的完全一致。

## 开发者：让智能体接入
1. 先在能力市场申请接入开启了 MCP 的能力（能力页上有 **MCP** 标记），审批通过后才能看到它的工具。
2. 在 **开发者中心 → 应用管理** 打开应用，在 **AI 智能体 (MCP)** 中选择环境，点击 **创建令牌**。令牌只显示一次，平台只保存其摘要；它代表这个应用在这个环境中的身份，只属于你，不要共享。
3. 令牌对话框给出填好令牌的配置，复制即可：

Claude Code：

\`\`\`bash
claude mcp add --transport http weather {{gateway_url}}/mcp/<group_id> --header "Authorization: Bearer <你的令牌>"
\`\`\`

Cursor（\`.cursor/mcp.json\`）：

\`\`\`json
{ "mcpServers": { "weather": { "url": "{{gateway_url}}/mcp/<group_id>", "headers": { "Authorization": "Bearer <你的令牌>" } } } }
\`\`\`

VS Code（\`.vscode/mcp.json\`）：

\`\`\`json
{ "servers": { "weather": { "type": "http", "url": "{{gateway_url}}/mcp/<group_id>", "headers": { "Authorization": "Bearer <你的令牌>" } } } }
\`\`\`

Claude Desktop 的配置文件只启动本地服务器，远程服务器通过 \`mcp-remote\` 桥接（或在新版的 设置 → 连接器 中添加）。

也可以不用令牌：对同一地址的 POST 请求按《签名认证》加 X-Ca 签名头（签名可覆盖 \`Mcp-Name\` 头）。缺少或无效的凭证返回 HTTP 401 和 \`WWW-Authenticate\` 头。

令牌会过期；可随时在应用页吊销，几秒内生效。应用停用或删除、订阅失效后，令牌随之失效。

## 智能体能看到什么
\`tools/list\` 只列出这个应用在该环境获准调用的 API（审批通过、已启用、未过期的订阅，并遵守数据权限）。未获准的工具不会出现，强行调用会被拒绝，不会到达后端服务。

## 计费与观测
每次 \`tools/call\` 与一次签名调用走同一条网关流水线：应用状态、订阅、应用与能力的 IP 白名单、QPS、配额、预付费套餐、调用日志和计费都相同。一次工具调用按对应 API 的计费规则计一次调用；列出工具（\`tools/list\`）和握手不计费。

调用日志和统计可按渠道（签名调用 / MCP）筛选，并显示工具名。网关拒绝时返回与签名调用相同的错误码（见《错误码》），以 MCP 错误的形式返回给智能体；后端返回 4xx/5xx 时，工具结果标记 \`isError\`。`,
    content_en: `## What MCP is
MCP (the Model Context Protocol) is the open protocol AI agents use to call external tools. Claude, Cursor, VS Code (GitHub Copilot) and many other clients speak it.

On this platform, **every published group whose provider switched MCP on is an MCP server**, at:

\`\`\`
{{gateway_url}}/mcp/{group_id}
\`\`\`

Each API of the group is a tool: its name comes from the imported document's operationId, its description from the API's summary and description (a provider may write one for agents instead), and its arguments form one JSON Schema (path, query and header parameters by name, the request body as \`body\`). The gateway answers both protocol eras, 2025-11-25 (initialize handshake) and 2026-07-28 (stateless), over Streamable HTTP.

## Providers: switching MCP on
1. Open the group's page under **API groups** and find the **AI agents (MCP)** card.
2. Switch **MCP enabled** on.
3. Untick the APIs agents should not get; write a **description for agents** (agents decide when to call a tool and how to fill its arguments from it: say what it is for, what the parameters mean, and its limits); set a **tool QPS** where needed, which applies on top of the pricing rule's limit.
4. **Save**: the **tools/list preview** below is exactly the list agents get, built by the gateway's own code.

## Developers: connecting an agent
1. Apply for an MCP-enabled group in the marketplace (its page shows an **MCP** badge); its tools are visible once the application is approved.
2. Open your application under **Developer center → Applications**, pick the environment in **AI agents (MCP)** and click **Create token**. The token is shown once and the platform keeps only its digest; it is your application's identity in that environment, yours alone: do not share it.
3. The token dialog gives configurations with the token filled in, ready to copy:

Claude Code:

\`\`\`bash
claude mcp add --transport http weather {{gateway_url}}/mcp/<group_id> --header "Authorization: Bearer <your token>"
\`\`\`

Cursor (\`.cursor/mcp.json\`):

\`\`\`json
{ "mcpServers": { "weather": { "url": "{{gateway_url}}/mcp/<group_id>", "headers": { "Authorization": "Bearer <your token>" } } } }
\`\`\`

VS Code (\`.vscode/mcp.json\`):

\`\`\`json
{ "servers": { "weather": { "type": "http", "url": "{{gateway_url}}/mcp/<group_id>", "headers": { "Authorization": "Bearer <your token>" } } } }
\`\`\`

Claude Desktop's configuration file starts local servers only: a remote one goes through the \`mcp-remote\` bridge (or, in recent versions, Settings → Connectors).

A token is not the only way in: POSTs to the same address signed with the X-Ca headers of **Signing requests** are accepted too (the signature may cover the \`Mcp-Name\` header). Missing or bad credentials get HTTP 401 with a \`WWW-Authenticate\` header.

Tokens expire; revoke one on the application page at any time and it stops working within seconds. Disabling or deleting the application, or the subscription ending, ends its tokens too.

## What an agent sees
\`tools/list\` lists only the APIs the application is approved for in that environment (an approved, enabled, unexpired subscription; data authority applies). Other tools are absent, and forcing a call to one is refused before it reaches the backend.

## Billing and observability
Every \`tools/call\` runs through the same gateway pipeline as a signed call: application state, subscription, the application's and the group's IP whitelists, QPS, quotas, prepaid packages, the call log and billing. One tool call is billed as one call of its API under the same pricing rule; listing tools (\`tools/list\`) and the handshake are not billed.

Call logs and statistics filter by channel (signed call / MCP) and show the tool name. When the gateway refuses a call, the agent gets an MCP error with the same code as a signed call would (see **Error codes**); when the backend answers 4xx/5xx, the tool result is marked \`isError\`.`,
  };
}
