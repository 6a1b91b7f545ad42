/**
 * The platform's own guides, seeded as documents of the documentation center (operators edit them in the console
 * like any other document). The error-code tables are written from the gateway's own table and the signing
 * example is computed by the shared signer at seed time, so neither can drift from what the gateway does.
 */
import { GATEWAY_ERRORS } from '../gateway/errors.ts';
import { nodeHmac } from '../gateway/signature-crypto.ts';
import { signRequest } from '../../shared/signature/index.ts';
import { mcpGuide } from './seed-guide-mcp.ts';
import { agentGuide } from './seed-guide-agents.ts';

export interface GuideDoc {
  key: string;
  parent?: string;
  show_name: string;
  show_name_en: string;
  type: 1 | 2;
  index_doc_id?: number;
  content?: string;
  content_en?: string;
}

/** A signed GET computed with the shared signer, so the guide shows a signature the gateway accepts. */
function signingExample() {
  const signed = signRequest(
    {
      appKey: '203912345',
      method: 'GET',
      path: '/demo/weather/now',
      query: { city: 'shanghai', lang: 'zh' },
      stage: 'RELEASE',
      timestamp: 1767225600000,
      nonce: 'c9f15cbf-f4ac-4a6c-b54d-f51abf4b5b44',
    },
    'demo-secret-0123456789abcdef',
    nodeHmac,
  );
  const headers = Object.entries({ ...signed.headers, 'X-Ca-Signature': signed.signature })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return { signed, headers };
}

function errorTable(lang: 'zh' | 'en') {
  const head =
    lang === 'zh' ? '| HTTP 状态 | 错误码 | 说明 |\n|---|---|---|' : '| HTTP status | Code | Meaning |\n|---|---|---|';
  const rows = Object.entries(GATEWAY_ERRORS)
    .sort(([, a], [, b]) => a.status - b.status)
    .map(([code, e]) => `| ${e.status} | \`${code}\` | ${lang === 'zh' ? e.zh : e.en} |`);
  return `${head}\n${rows.join('\n')}`;
}

export function guideDocuments(): GuideDoc[] {
  const { signed, headers } = signingExample();
  const stringToSign = signed.stringToSign.replace(/\n/g, '\\n\n');
  return [
    { key: 'guide', show_name: '开发指南', show_name_en: 'Developer guide', type: 1 },
    {
      key: 'start',
      parent: 'guide',
      show_name: '快速入门',
      show_name_en: 'Getting started',
      type: 2,
      index_doc_id: 3,
      content: `本指南带你在十分钟内完成第一次 API 调用。

## 1. 注册并完成认证
在首页右上角点击 **登录 / 注册**，使用手机号或邮箱注册账号。企业用户请在账号中心提交企业认证，认证通过后可以代表企业申请能力。

## 2. 找到需要的能力
在 **能力中心** 按领域浏览，或在页头搜索框中输入关键词（例如“天气”“短信”）。能力详情页列出了每个 API 的请求参数、返回示例、错误码和计费规则。

## 3. 申请访问
在能力详情页点击 **申请使用**，选择环境（测试、预发布、生产）和计费规则，填写用途后提交。申请会进入工单流程，由能力提供方和平台管理员审批，结果会通过站内通知告诉你。

## 4. 创建应用并获取密钥
在 **开发者中心 → 应用管理** 创建应用。每个应用在每个环境都有一对 **AppKey / AppSecret**。AppSecret 只在创建和重置时完整显示一次，请妥善保存，不要写进前端代码或提交到代码仓库。

## 5. 签名并调用
每个请求都要用 AppSecret 签名，详见《签名认证》。签名正确、订阅有效、IP 在白名单内时，网关把请求转发给能力提供方的后端服务。

\`\`\`bash
curl -H "X-Ca-Key: <AppKey>" -H "X-Ca-Signature: <签名>" ... {{gateway_url}}/demo/weather/now?city=shanghai
\`\`\`

## 6. 查看用量与账单
在 **开发者中心 → 调用统计** 查看每个应用、每个 API 的调用量和错误率；在 **账单管理** 查看费用明细。

> 遇到问题？先看《错误码》和《常见问题》，也可以在 **联系我们** 页面找到技术支持。`,
      content_en: `This guide takes you to your first API call in about ten minutes.

## 1. Register and get verified
Click **Log in / Register** at the top right of the home page and register with a phone number or an email address. Enterprise users submit the enterprise verification in the account center; once approved they can apply on behalf of the enterprise.

## 2. Find the capability you need
Browse **Capabilities** by domain, or type a keyword (for example "weather" or "SMS") in the header search box. A product page lists each API's parameters, response examples, error codes and pricing.

## 3. Apply for access
On the product page click **Apply**, choose an environment (test, UAT, production) and a pricing rule, describe your use and submit. The application goes through a work order approved by the provider and a platform administrator; you are told the result in your notices.

## 4. Create an application and get its keys
In **Developer center → Applications**, create an application. Each application has an **AppKey / AppSecret** pair per environment. The AppSecret is shown in full only when created or reset: keep it safe, never in front-end code or a repository.

## 5. Sign and call
Every request is signed with the AppSecret, see *Signing requests*. When the signature is right, the subscription active and your address in the whitelist, the gateway forwards the request to the provider's backend.

\`\`\`bash
curl -H "X-Ca-Key: <AppKey>" -H "X-Ca-Signature: <signature>" ... {{gateway_url}}/demo/weather/now?city=shanghai
\`\`\`

## 6. Watch usage and bills
**Developer center → Usage statistics** shows calls and error rates per application and API; **Bills** shows the charges.

> Stuck? Read *Error codes* and the *FAQ* first, or find technical support on the **Contact us** page.`,
    },
    {
      key: 'sign',
      parent: 'guide',
      show_name: '签名认证',
      show_name_en: 'Signing requests',
      type: 2,
      index_doc_id: 4,
      content: `网关采用与阿里云 API 网关相同的摘要签名方式，该方式的现有 SDK 与客户端可以直接使用。

## 请求头
| 请求头 | 必填 | 说明 |
|---|---|---|
| \`X-Ca-Key\` | 是 | 应用在该环境的 AppKey |
| \`X-Ca-Timestamp\` | 是 | 毫秒时间戳，与网关时间相差不超过 15 分钟 |
| \`X-Ca-Nonce\` | 是 | 每次请求唯一的随机串（建议 UUID），15 分钟内不可重复 |
| \`X-Ca-Signature-Method\` | 否 | \`HmacSHA256\`（默认，推荐）或 \`HmacSHA1\` |
| \`X-Ca-Signature-Headers\` | 是 | 参与签名的请求头名，逗号分隔，必须包含 \`X-Ca-Timestamp\` 和 \`X-Ca-Nonce\` |
| \`X-Ca-Signature\` | 是 | 计算出的签名（Base64） |
| \`X-Ca-Stage\` | 否 | \`TEST\` / \`PRE\` / \`RELEASE\`，对应测试、预发布、生产环境，缺省为 \`RELEASE\` |
| \`Content-MD5\` | 否 | 非表单请求体的 MD5（Base64），提供时网关会校验 |

## 待签名字符串
\`\`\`text
HTTPMethod + "\\n" +
Accept + "\\n" +
Content-MD5 + "\\n" +
Content-Type + "\\n" +
Date + "\\n" +
Headers +
PathAndParameters
\`\`\`

- 五个字段为空时也要保留换行。
- **Headers**：\`X-Ca-Signature-Headers\` 中列出的请求头，按名称排序，每个写成 \`名称:值\\n\`。\`X-Ca-Signature\`、\`X-Ca-Signature-Headers\`、\`Accept\`、\`Content-MD5\`、\`Content-Type\`、\`Date\` 不参与。
- **PathAndParameters**：路径 + 查询参数与表单参数合并后按参数名排序，\`键=值\` 用 \`&\` 连接；值为空的参数只写键名；使用解码后的值。

## 计算签名
\`\`\`text
Signature = Base64( HmacSHA256( AppSecret, 待签名字符串 ) )
\`\`\`

## 完整示例
AppKey \`203912345\`，AppSecret \`demo-secret-0123456789abcdef\`，请求 \`GET /demo/weather/now?city=shanghai&lang=zh\`。待签名字符串（\`\\n\` 为换行）：

\`\`\`text
${stringToSign}
\`\`\`

发送的请求头：

\`\`\`http
${headers}
\`\`\`

## 常见错误
- \`SIGNATURE_MISMATCH\`：网关在 \`X-Ca-Error-Message\` 响应头中返回它计算的待签名字符串，与你的逐字比对即可定位。
- \`TIMESTAMP_EXPIRED\`：检查服务器时钟，时间戳单位是毫秒。
- \`NONCE_USED\`：每个请求都要生成新的 Nonce，重试时也一样。

控制台 **开发者中心 → 签名工具** 可以在线计算签名，帮助排查。`,
      content_en: `The gateway signs requests the way Alibaba Cloud API Gateway does, so existing SDKs and clients of that scheme work unchanged.

## Headers
| Header | Required | Meaning |
|---|---|---|
| \`X-Ca-Key\` | yes | the application's AppKey for the environment |
| \`X-Ca-Timestamp\` | yes | milliseconds since the epoch, within 15 minutes of the gateway's clock |
| \`X-Ca-Nonce\` | yes | a random string unique per request (a UUID), never reused within 15 minutes |
| \`X-Ca-Signature-Method\` | no | \`HmacSHA256\` (default, recommended) or \`HmacSHA1\` |
| \`X-Ca-Signature-Headers\` | yes | the signed header names, comma-separated; must include \`X-Ca-Timestamp\` and \`X-Ca-Nonce\` |
| \`X-Ca-Signature\` | yes | the signature (Base64) |
| \`X-Ca-Stage\` | no | \`TEST\` / \`PRE\` / \`RELEASE\` for test, UAT, production; \`RELEASE\` when absent |
| \`Content-MD5\` | no | MD5 (Base64) of a body that is not a form; checked when present |

## String to sign
\`\`\`text
HTTPMethod + "\\n" +
Accept + "\\n" +
Content-MD5 + "\\n" +
Content-Type + "\\n" +
Date + "\\n" +
Headers +
PathAndParameters
\`\`\`

- Keep the line breaks even when a value is empty.
- **Headers**: the headers listed in \`X-Ca-Signature-Headers\`, sorted by name, each as \`name:value\\n\`. \`X-Ca-Signature\`, \`X-Ca-Signature-Headers\`, \`Accept\`, \`Content-MD5\`, \`Content-Type\` and \`Date\` are never signed.
- **PathAndParameters**: the path, then query and form parameters merged and sorted by key, \`key=value\` joined by \`&\`; a key with an empty value is written alone; values are decoded.

## Computing the signature
\`\`\`text
Signature = Base64( HmacSHA256( AppSecret, StringToSign ) )
\`\`\`

## Worked example
AppKey \`203912345\`, AppSecret \`demo-secret-0123456789abcdef\`, request \`GET /demo/weather/now?city=shanghai&lang=zh\`. The string to sign (\`\\n\` marks a line break):

\`\`\`text
${stringToSign}
\`\`\`

Headers sent:

\`\`\`http
${headers}
\`\`\`

## Common mistakes
- \`SIGNATURE_MISMATCH\`: the gateway returns the string to sign it computed in the \`X-Ca-Error-Message\` response header; compare it with yours character by character.
- \`TIMESTAMP_EXPIRED\`: check the server clock; the timestamp is in milliseconds.
- \`NONCE_USED\`: make a new nonce for every request, retries included.

The console's **Developer center → Signature tool** computes signatures online to help you debug.`,
    },
    {
      key: 'errors',
      parent: 'guide',
      show_name: '错误码',
      show_name_en: 'Error codes',
      type: 2,
      index_doc_id: 7,
      content: `网关自己拒绝请求时，返回对应的 HTTP 状态码、\`X-Ca-Error-Message\` 响应头（英文，便于 SDK 解析）和统一的响应体：

\`\`\`json
{ "success": false, "code": "SIGNATURE_MISMATCH", "message": "签名错误", "data": null }
\`\`\`

\`message\` 的语言取决于请求头 \`language\`（zh 或 en），缺省为中文。

## 网关错误码
${errorTable('zh')}

## 处理建议
- **4xx**：请求本身的问题，修正后再发；不要原样重试。
- **429**：按 \`Retry-After\` 或指数退避重试；长期不足请在控制台升级计费规则。
- **502 / 504**：后端服务暂时不可用，可以稍后重试；持续出现请联系能力提供方。`,
      content_en: `When the gateway refuses a request itself, it answers with the HTTP status, an \`X-Ca-Error-Message\` header (English, for SDKs to parse) and the platform's envelope:

\`\`\`json
{ "success": false, "code": "SIGNATURE_MISMATCH", "message": "Invalid Signature", "data": null }
\`\`\`

\`message\` follows the \`language\` request header (zh or en), Chinese by default.

## Gateway error codes
${errorTable('en')}

## What to do
- **4xx**: the request itself is wrong; fix it before sending again, do not retry as is.
- **429**: retry after \`Retry-After\` or with exponential backoff; if it keeps happening, upgrade the pricing rule in the console.
- **502 / 504**: the backend is unavailable for now; retry later, and contact the provider if it persists.`,
    },
    mcpGuide(),
    agentGuide(),
    { key: 'help', show_name: '帮助中心', show_name_en: 'Help', type: 1 },
    {
      key: 'faq',
      parent: 'help',
      show_name: '常见问题',
      show_name_en: 'FAQ',
      type: 2,
      index_doc_id: 5,
      content: `## 账号
### 忘记密码怎么办？
在登录页点击“忘记密码”，通过绑定的手机号或邮箱重置。

### 登录提示需要验证码？
同一账号连续登录失败 3 次后需要输入验证码，失败 10 次会锁定 15 分钟。

## 申请与审批
### 申请提交后多久能审批？
工单按流程依次由能力提供方和平台管理员审批，一般在 1 个工作日内完成。可以在 **工单流程 → 我的相关** 查看进度。

### 申请被驳回了怎么办？
驳回意见会显示在工单详情中，按意见修改后可以重新提交。

## 调用
### 测试环境和生产环境有什么区别？
两个环境使用不同的 AppKey 和订阅。用 \`X-Ca-Stage\` 请求头选择环境，\`TEST\` 为测试，\`RELEASE\` 为生产。

### 为什么返回 403 NOT_SUBSCRIBED？
应用在该环境没有这个能力的有效订阅。请确认申请已审批通过、订阅在有效期内，且请求的环境与订阅一致。

### 能否在浏览器前端直接调用？
不建议。AppSecret 必须保存在服务端，前端请通过你自己的后端转发。

## 计费
### 免费额度用完会怎样？
超出后返回 429，不会自动扣费。可以在控制台更换计费规则。`,
      content_en: `## Account
### I forgot my password
Click "Forgot password" on the login page and reset it through your phone or email.

### The login asks for a captcha
After 3 failed logins to one account a captcha is required; after 10 the account is locked for 15 minutes.

## Applications and approval
### How long does approval take?
The work order is approved by the provider, then by a platform administrator, usually within one working day. Follow it under **Work orders → Related**.

### My application was rejected
The reason is shown in the work order; change what it asks and submit again.

## Calling APIs
### What differs between test and production?
Each environment has its own AppKey and subscriptions. Choose it with the \`X-Ca-Stage\` header: \`TEST\` for test, \`RELEASE\` for production.

### Why 403 NOT_SUBSCRIBED?
The application has no active subscription to this capability in this environment. Check that the application was approved, the subscription is within its dates, and the stage matches.

### Can I call from browser code?
Please don't. The AppSecret must stay on a server; call through your own backend.

## Billing
### What happens when the free quota runs out?
Calls answer 429; nothing is charged automatically. Change the pricing rule in the console.`,
    },
    {
      key: 'about',
      parent: 'help',
      show_name: '平台介绍',
      show_name_en: 'About the platform',
      type: 2,
      index_doc_id: 1,
      content: `能力开放平台帮助企业把内部能力以 API 的形式安全地开放给合作伙伴和开发者。

## 面向谁
- **能力提供方**：发布 API 分组、设置计费规则和访问控制，查看调用与收益。
- **开发者与企业**：浏览能力、申请访问、创建应用、签名调用、查看用量与账单。
- **平台运营**：审批工单、管理领域分类、横幅、文档、公告和内容页面。

## 平台保障
- 统一网关：签名认证、IP 白名单、QPS 与配额限制。
- 全程留痕：每次调用都有日志，统计与账单可追溯。`,
      content_en: `The open API platform helps enterprises open their internal capabilities to partners and developers as APIs, safely.

## Who it is for
- **Providers** publish API groups, set pricing and access control, and watch calls and revenue.
- **Developers and enterprises** browse capabilities, apply for access, create applications, sign calls and follow usage and bills.
- **Operators** approve work orders and manage domains, banners, documents, announcements and content pages.

## What the platform guarantees
- One gateway: signatures, IP whitelists, QPS and quotas.
- Every call logged: statistics and bills can be traced back.`,
    },
    {
      key: 'terms',
      parent: 'help',
      show_name: '服务协议',
      show_name_en: 'Terms of service',
      type: 2,
      index_doc_id: 2,
      content: `## 1. 协议范围
本协议适用于你对能力开放平台的注册、浏览、申请和调用行为。

## 2. 账号与密钥
你应妥善保管账号密码和应用密钥；因密钥泄露产生的调用视为你本人的行为。

## 3. 合规使用
不得利用平台能力从事违法活动，不得绕过签名、白名单或调用限制。

## 4. 服务变更
平台会通过公告提前告知能力下线、维护等变更。`,
      content_en: `## 1. Scope
These terms cover registering on, browsing, applying to and calling the open API platform.

## 2. Accounts and keys
Keep your password and application secrets safe; calls made with a leaked secret count as your own.

## 3. Lawful use
Do not use the platform's capabilities unlawfully or work around signatures, whitelists or limits.

## 4. Changes
The platform announces retirements, maintenance and other changes in advance.`,
    },
  ];
}
