/**
 * Every answer the gateway gives on its own: a status, a stable code, an ASCII X-Ca-Error-Message (what API
 * gateway clients read) and the platform's envelope with the message in the caller's language (`language` or
 * Accept-Language; Chinese by default).
 */
export const GATEWAY_ERRORS = {
  NO_ROUTE: {
    status: 404,
    en: 'No API matches this method and path in this stage',
    zh: '当前环境下没有与该方法和路径匹配的 API',
  },
  BAD_PATH_PARAMETER: {
    status: 400,
    en: 'A path parameter may not be "." or ".." or hold "/" or "\\", even percent-encoded',
    zh: '路径参数不能是 . 或 ..，也不能含有 / 或 \\（包括其百分号编码形式）',
  },
  BAD_STAGE: {
    status: 400,
    en: 'Invalid X-Ca-Stage, use TEST, PRE or RELEASE',
    zh: 'X-Ca-Stage 不正确，应为 TEST、PRE 或 RELEASE',
  },
  MISSING_HEADER: { status: 400, en: 'Missing header', zh: '缺少必需的请求头' },
  BAD_SIGNATURE_METHOD: {
    status: 400,
    en: 'Invalid X-Ca-Signature-Method, use HmacSHA256 or HmacSHA1',
    zh: '签名方法不正确，应为 HmacSHA256 或 HmacSHA1',
  },
  BAD_TIMESTAMP: {
    status: 400,
    en: 'Invalid X-Ca-Timestamp, milliseconds since the epoch',
    zh: 'X-Ca-Timestamp 格式不正确，应为毫秒时间戳',
  },
  BAD_NONCE: { status: 400, en: 'Invalid X-Ca-Nonce', zh: 'X-Ca-Nonce 不正确' },
  HEADER_NOT_SIGNED: {
    status: 400,
    en: 'X-Ca-Timestamp and X-Ca-Nonce must be listed in X-Ca-Signature-Headers',
    zh: 'X-Ca-Timestamp 与 X-Ca-Nonce 必须列入 X-Ca-Signature-Headers',
  },
  SIGNED_HEADER_ABSENT: {
    status: 400,
    en: 'A header listed in X-Ca-Signature-Headers is missing',
    zh: 'X-Ca-Signature-Headers 中列出的请求头缺失',
  },
  CONTENT_MD5_MISMATCH: { status: 400, en: 'Invalid Content-MD5', zh: 'Content-MD5 与请求体不符' },
  AMBIGUOUS_PARAMETER: {
    status: 400,
    en: 'A parameter is repeated in the query or form, or is in both: only one value would be signed',
    zh: '参数在查询串或表单中重复出现，或同时出现在两者中：只有其中一个值参与签名',
  },
  APP_KEY_UNKNOWN: { status: 401, en: 'Invalid AppKey', zh: 'AppKey 不存在或不属于该环境' },
  APP_DISABLED: { status: 403, en: 'The application is disabled', zh: '应用已停用' },
  SIGNATURE_MISMATCH: { status: 401, en: 'Invalid Signature', zh: '签名错误' },
  TIMESTAMP_EXPIRED: {
    status: 401,
    en: 'Invalid Timestamp, outside the 15-minute window',
    zh: '请求时间戳超出 15 分钟有效期',
  },
  NONCE_USED: { status: 401, en: 'Nonce Used', zh: 'X-Ca-Nonce 已被使用（请求重放）' },
  NOT_SUBSCRIBED: {
    status: 403,
    en: 'The application has no active subscription to this API group in this stage',
    zh: '应用在当前环境下没有该能力的有效订阅',
  },
  SUBSCRIPTION_DISABLED: { status: 403, en: 'The subscription is disabled', zh: '订阅已停用' },
  SUBSCRIPTION_EXPIRED: { status: 403, en: 'The subscription has expired or not started', zh: '订阅不在有效期内' },
  API_NOT_GRANTED: { status: 403, en: 'The subscription does not cover this API', zh: '订阅未授权访问该 API' },
  IP_DENIED: { status: 403, en: 'The client address is not in the whitelist', zh: '客户端地址不在白名单内' },
  QPS_EXCEEDED: { status: 429, en: 'Throttled by QPS limit', zh: '超过每秒调用次数限制' },
  DAILY_QUOTA_EXCEEDED: { status: 429, en: 'Daily quota exhausted', zh: '今日调用次数已用完' },
  MONTHLY_QUOTA_EXCEEDED: { status: 429, en: 'Monthly quota exhausted', zh: '本月调用次数已用完' },
  PACKAGE_NONE: {
    status: 429,
    en: 'No prepaid package: buy one for this subscription first',
    zh: '尚未购买套餐，请先为该订阅购买套餐',
  },
  PACKAGE_EXHAUSTED: { status: 429, en: 'Prepaid package used up', zh: '套餐调用次数已用完' },
  PACKAGE_EXPIRED: { status: 429, en: 'Prepaid package expired', zh: '套餐已过期' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'Request body too large, keep it within 10M',
    zh: '请求体过大，请控制在10M以内',
  },
  // why is the provider's to see (the group's upstreams in the console), not the caller's: what a name resolves to stays inside
  UPSTREAM_REFUSED: { status: 502, en: 'Upstream refused', zh: '网关拒绝调用该 API 的后端服务' },
  UPSTREAM_ERROR: { status: 502, en: 'The backend service could not be reached', zh: '后端服务不可达' },
  UPSTREAM_TIMEOUT: { status: 504, en: 'The backend service timed out', zh: '后端服务响应超时' },
  GATEWAY_NOT_READY: {
    status: 503,
    en: 'The gateway is loading its configuration',
    zh: '网关正在加载配置，请稍后再试',
  },
  STATE_UNAVAILABLE: {
    status: 503,
    en: 'The gateway cannot check nonces and limits now (shared state unavailable), try again shortly',
    zh: '网关暂时无法校验防重放与限流（共享状态不可用），请稍后再试',
  },
} as const;

export type GatewayErrorCode = keyof typeof GATEWAY_ERRORS;

export class GatewayRefusal {
  constructor(
    readonly code: GatewayErrorCode,
    /** more detail for X-Ca-Error-Message (ASCII), e.g. the server's string to sign */
    readonly detail?: string,
    readonly headers?: Record<string, string>,
  ) {}
}

export const refuse = (code: GatewayErrorCode, detail?: string, headers?: Record<string, string>) =>
  new GatewayRefusal(code, detail, headers);

/** X-Ca-Error-Message must be a header value: printable ASCII on one line. */
export function asciiHeader(text: string): string {
  return text
    .replace(/\r?\n/g, '#')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 1000);
}

export function languageOf(headers: Record<string, string | string[] | undefined>): 'zh' | 'en' {
  const raw = headers.language ?? headers['accept-language'];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.toLowerCase() ?? '';
  return v.startsWith('en') ? 'en' : 'zh';
}
