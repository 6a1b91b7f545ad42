/**
 * The documentation center's guide to agents that onboard themselves (issue 27): connecting an MCP client to the
 * store's own MCP server, the login and consent, taking an application from nothing to a signed call while people
 * approve the work order, and what the user can revoke and where. The store's address is written as
 * {{platform_url}} and the gateway's as {{gateway_url}}: the public document read puts the real ones in.
 */
import type { GuideDoc } from './seed-guides.ts';

export const AGENT_GUIDE_INDEX = 9;

export function agentGuide(): GuideDoc {
  return {
    key: 'agents',
    parent: 'guide',
    show_name: '让智能体替你接入（OAuth 与商城 MCP）',
    show_name_en: 'Let an agent onboard for you (OAuth and the store MCP)',
    type: 2,
    index_doc_id: AGENT_GUIDE_INDEX,
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
  };
}
