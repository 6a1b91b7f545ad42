/**
 * The doc center's two agent guides for databases seeded before them: the MCP guide (index_doc_id 8, issue 26) and
 * the agent onboarding guide (index_doc_id 9, issue 27). The seed writes documents only into an empty table, so an
 * existing install never got them. Each is added where no document holds its index number yet (an operator's
 * edited or re-created copy is left alone), under the developer guide folder (the folder of "Getting started",
 * index 3) after its last document; with no such folder, at the top level. An empty table is a new database: the
 * seed writes every document after the migrations, so nothing is added here. The texts are copied as they stood
 * when this migration was written (src/server/store/seed-guide-mcp.ts, seed-guide-agents.ts): a migration is
 * frozen and imports no application code. `{{platform_url}}` and `{{gateway_url}}` are filled in when read.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const any = await sql<{ doc_id: number }>`select doc_id from documents limit 1`.execute(db);
  if (!any.rows.length) return;
  for (const g of GUIDES) {
    const held = await sql`select 1 from documents where index_doc_id = ${g.index_doc_id}`.execute(db);
    if (held.rows.length) continue;
    const folder = await sql<{ parent_id: number | null }>`select parent_id from documents
      where index_doc_id = 3`.execute(db);
    const parent = folder.rows[0]?.parent_id ?? null;
    const last = await sql<{ sort: number | null }>`select max(sort) as sort from documents
      where parent_id is not distinct from ${parent}`.execute(db);
    const sort = Number(last.rows[0]?.sort ?? -1) + 1;
    await sql`insert into documents (show_name, show_name_en, parent_id, type, index_doc_id, content, content_en, sort)
      values (${g.show_name}, ${g.show_name_en}, ${parent}, 2, ${g.index_doc_id}, ${g.content}, ${g.content_en},
        ${sort})`.execute(db);
  }
}

export async function down(): Promise<void> {
  // the guides stay: operators may have edited them since
}

const GUIDES: { show_name: string; show_name_en: string; index_doc_id: number; content: string; content_en: string }[] =
  [
    {
      show_name: 'AI 智能体接入 (MCP)',
      show_name_en: 'AI agents (MCP)',
      index_doc_id: 8,
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
    },
    {
      show_name: '让智能体替你接入（OAuth 与商城 MCP）',
      show_name_en: 'Let an agent onboard for you (OAuth and the store MCP)',
      index_doc_id: 9,
      content: `## 智能体能替你做什么
能力商城本身也是一个 MCP 服务器，地址是：

\`\`\`
{{platform_url}}/mcp
\`\`\`

连接并经你授权后，AI 智能体以**你的名义**、只用**你授予的权限**完成你在商城和控制台能做的事：搜索能力、阅读文档、创建应用、申请接入、跟踪审批、取得凭证、查看用量。它不能做你做不到的事，每一步都走与控制台相同的权限检查。

| 工具 | 作用 | 需要的授权范围 |
| --- | --- | --- |
| \`search_catalog\` | 搜索已发布的能力 | \`store:read\` |
| \`get_api_docs\` | 能力的文档（Markdown）和 OpenAPI 文档 | \`store:read\` |
| \`list_my_applications\` | 你的应用 | \`apps:manage\` |
| \`create_application\` | 创建应用（密钥只返回这一次） | \`apps:manage\` |
| \`apply_for_access\` | 为应用申请某个能力，发起审批工单 | \`access:apply\` |
| \`get_application_status\` | 工单的状态、各步骤和当前处理人 | \`apps:manage\` |
| \`get_credentials\` | AppKey 和网关地址；可重置密钥或生成 MCP 令牌（都只显示一次） | \`apps:manage\` |
| \`get_usage\` | 本月的调用量、错误和费用 | \`usage:read\` |

不用登录也能读商城：每个公开页面都有 Markdown 版本（在地址后加 \`.md\`，或请求头 \`Accept: text/markdown\`），\`{{platform_url}}/llms.txt\` 列出所有公开页面。

## 第一步：连接
在 MCP 客户端里添加一个远程（HTTP）服务器，只需要地址，不需要令牌：

Claude Code：

\`\`\`bash
claude mcp add --transport http store {{platform_url}}/mcp
\`\`\`

Cursor（\`.cursor/mcp.json\`）：

\`\`\`json
{ "mcpServers": { "store": { "url": "{{platform_url}}/mcp" } } }
\`\`\`

VS Code（\`.vscode/mcp.json\`）：

\`\`\`json
{ "servers": { "store": { "type": "http", "url": "{{platform_url}}/mcp" } } }
\`\`\`

客户端第一次请求时得到 HTTP 401 和 \`WWW-Authenticate: Bearer resource_metadata=…\`，从中找到平台的 OAuth 2.1 授权服务器（\`/.well-known/oauth-authorization-server\`），自行注册（动态客户端注册，回调地址为本机 loopback），然后打开浏览器让你登录并授权。平台管理员也可以预先登记客户端，或关闭自行注册。

## 第二步：登录并授权
1. 浏览器打开平台的登录页，用你的平台账号登录。验证码、密码规则和失败锁定与平时登录完全相同。
2. 授权页显示：哪个客户端（名称、客户端 ID、授权后返回的地址）、以哪个账号的名义、它将能够做什么（上表中的授权范围）。
3. 点击 **允许**。勾选 **记住我的选择** 后，同一客户端下次请求相同的范围不再询问。点击 **拒绝**，客户端得到 \`access_denied\`。

授权后客户端拿到 10 分钟有效的访问令牌和刷新令牌；刷新令牌每用一次就换新，旧的再用会被拒绝。平台不提供的范围会以 \`invalid_scope\` 拒绝。

## 第三步：从零到一次签名调用
你可以直接对智能体说“帮我接入天气能力并调用一次”，它会按下面的顺序调用工具：

1. **找能力**：\`search_catalog\` 找到分组，\`get_api_docs\` 读文档和计费规则（\`charge_rule_id\`）。
2. **建应用**：\`create_application\` 创建应用，返回每个环境的 AppKey 和密钥。**密钥只返回这一次**，智能体要自己保存好（以后只能用 \`get_credentials\` 的 \`reset_env\` 重置出新密钥）。
3. **申请接入**：\`apply_for_access\`（应用、分组、环境，可选计费规则和申请理由）发起“能力接入申请”工单，返回 \`r_apply_groups_record_id\`。
4. **由人审批**：工单依次经过 **提供方审批** 和 **平台审批**。审批人在控制台 **工单流程 → 待办工单** 中打开工单，核对申请后点击 **同意**（或驳回并写明意见）。智能体不能替任何人审批。
5. **跟踪进度**：智能体用 \`get_application_status\` 查看工单状态、当前步骤和处理人，全部通过后订阅生效。
6. **取得凭证**：\`get_credentials\` 返回 AppKey 和网关地址 \`{{gateway_url}}\`；带 \`mcp_token_env\` 时还会生成该环境的 MCP 令牌和已获准能力的 \`/mcp/{group_id}\` 地址（见《AI 智能体接入 (MCP)》）。
7. **签名调用**：用 AppKey 和密钥按《签名认证》对请求签名，发往网关。调用会出现在你的 **开发者中心 → 调用日志** 中，\`get_usage\` 可以查看本月的调用量、错误和费用。

## 你可以撤销什么，在哪里
- **撤销授权**：控制台 **账号中心 → 已授权应用** 列出每个获得授权的客户端、授权范围和时间。点击 **撤销授权** 后，它的访问令牌和刷新令牌立即失效，再要访问必须重新征得你的同意。
- **智能体创建的应用**属于你：在 **开发者中心 → 应用管理** 中可以停用或删除应用、重置密钥、吊销 MCP 令牌。
- **审批中的申请**：在 **工单流程 → 相关工单** 查看智能体发起的工单。
- **留痕**：智能体做的每一次更改都记入审计日志，标注为“由智能体 <客户端> 代 <用户>”。

## 平台管理员
在 **开放平台 → 智能体接入** 中：开启或关闭智能体接入（关闭后授权服务器和 \`/mcp\` 暂停服务）、选择开放哪些授权范围、是否允许客户端自行注册以及允许的回调地址（\`loopback\` 表示本机任意端口，或以 http(s):// 开头的地址前缀）、允许使用的客户端 ID（留空表示任何客户端），并查看所有用户的授权记录。设置一秒内生效。`,
      content_en: `## What an agent can do for you
The store is an MCP server itself, at:

\`\`\`
{{platform_url}}/mcp
\`\`\`

Once connected and authorized by you, an AI agent acts **on your behalf** and **only with the permissions you gave**: it does what you could do in the store and the console — search APIs, read their documentation, create an application, apply for access, follow the approval, get credentials, read usage. It cannot do anything you could not; every step passes the same permission checks as the console.

| Tool | What it does | Scope it needs |
| --- | --- | --- |
| \`search_catalog\` | Search the published API groups | \`store:read\` |
| \`get_api_docs\` | A group's documentation (Markdown) and its OpenAPI document | \`store:read\` |
| \`list_my_applications\` | Your applications | \`apps:manage\` |
| \`create_application\` | Create an application (its secrets are answered this once) | \`apps:manage\` |
| \`apply_for_access\` | Apply for a group for an application: opens the approval work order | \`access:apply\` |
| \`get_application_status\` | The work order's state, steps and who holds it now | \`apps:manage\` |
| \`get_credentials\` | AppKeys and the gateway address; a new secret or an MCP token on request (each shown once) | \`apps:manage\` |
| \`get_usage\` | Calls, errors and cost this month | \`usage:read\` |

Reading the store needs no login at all: every public page has a Markdown version (add \`.md\` to its path, or send \`Accept: text/markdown\`), and \`{{platform_url}}/llms.txt\` lists every public page.

## Step 1: connect
Add a remote (HTTP) server in your MCP client. It needs the address only, no token:

Claude Code:

\`\`\`bash
claude mcp add --transport http store {{platform_url}}/mcp
\`\`\`

Cursor (\`.cursor/mcp.json\`):

\`\`\`json
{ "mcpServers": { "store": { "url": "{{platform_url}}/mcp" } } }
\`\`\`

VS Code (\`.vscode/mcp.json\`):

\`\`\`json
{ "servers": { "store": { "type": "http", "url": "{{platform_url}}/mcp" } } }
\`\`\`

On its first request the client gets HTTP 401 with \`WWW-Authenticate: Bearer resource_metadata=…\`, finds the platform's OAuth 2.1 authorization server there (\`/.well-known/oauth-authorization-server\`), registers itself (Dynamic Client Registration, with a loopback redirect on your machine) and opens your browser for the login and consent. The platform admin may also register clients in advance, or turn self-registration off.

## Step 2: sign in and consent
1. The browser opens the platform's login page: sign in with your platform account. Captcha, password rules and lockout are exactly those of any login.
2. The consent page shows which client asks (its name, client ID and where it returns to), for which account, and what it will be able to do (the scopes in the table above).
3. Click **Allow**. With **Remember my choice** ticked, the same client asking the same scopes is not asked again. **Deny** sends the client \`access_denied\`.

The client then holds an access token valid for 10 minutes and a refresh token; the refresh token changes on every use, and an old one used again is refused. A scope the platform does not offer is refused with \`invalid_scope\`.

## Step 3: from nothing to a signed call
You can simply tell the agent "connect me to the weather API and call it once"; it calls the tools in this order:

1. **Find the API**: \`search_catalog\` finds the group, \`get_api_docs\` reads its documentation and pricing rules (\`charge_rule_id\`).
2. **Create the application**: \`create_application\` answers an AppKey and a secret per environment. **The secrets are answered this once**: the agent must keep them (later, \`get_credentials\` with \`reset_env\` can only issue a new one).
3. **Apply for access**: \`apply_for_access\` (application, group, environment, optionally a pricing rule and a reason) opens an "Access application" work order and answers its \`r_apply_groups_record_id\`.
4. **People approve**: the work order passes **Provider approval**, then **Platform approval**. Each approver opens it in the console under **Work orders → To do**, checks the request and clicks **Approve** (or rejects it with a comment). The agent cannot approve for anyone.
5. **Follow it**: the agent calls \`get_application_status\` for the work order's state, its current step and who holds it; once every step has approved, the subscription is active.
6. **Get credentials**: \`get_credentials\` answers the AppKeys and the gateway address \`{{gateway_url}}\`; with \`mcp_token_env\` it also issues an MCP token for that environment and the \`/mcp/{group_id}\` endpoints of the approved groups (see **AI agents (MCP)**).
7. **Signed call**: sign the request with the AppKey and secret as in **Signing requests** and send it to the gateway. The call shows in your **Developer center → Call log**, and \`get_usage\` reports this month's calls, errors and cost.

## What you can revoke, and where
- **The authorization**: the console's **Account center → Authorized applications** lists every client you authorized, with its scopes and when. **Revoke** ends its access and refresh tokens at once; to come back it must ask for your consent again.
- **Applications the agent created** are yours: under **Developer center → Applications** you can disable or delete them, reset secrets and revoke MCP tokens.
- **Applications under approval**: **Work orders → Related** shows the work orders the agent opened.
- **The record**: every change an agent makes is written to the audit trail, marked "by agent <client> for <user>".

## Platform admins
Under **Open platform → Agent access**: turn agent access on or off (off pauses the authorization server and \`/mcp\`), choose which scopes are offered, whether clients may register themselves and to which redirect URIs (\`loopback\` for this machine on any port, or an address prefix starting with http(s)://), which client IDs may be used (empty: any), and see every grant users gave. Changes apply within a second.`,
    },
  ];
