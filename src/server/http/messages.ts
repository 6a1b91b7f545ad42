/**
 * Every message the server puts on the wire, in both languages, under the same keys (a test checks parity).
 * `{name}` placeholders are filled from the error's params. The wire's own messages live here; a domain with
 * messages of its own keeps them beside its code (`src/server/<domain>/messages.ts`, a `{ zh, en }` pair) and is
 * listed in `domainMessages` below.
 */
import { domainMessages } from '../domain-messages.ts';
export type Lang = 'zh' | 'en';

const zh = {
  OK: '成功',
  VALIDATION_FAILED: '请求参数校验失败',
  UNAUTHORIZED: '未授权或票据校验失败，请重新登录',
  AUTH_FAILED: '认证失败，请重新登录',
  NO_PERMISSION: '当前用户无此操作权限',
  NOT_FOUND: '请求的资源不存在',
  API_NOT_FOUND: '接口不存在：{path}',
  DUPLICATE: '{field}已存在',
  INVALID_STATE: '当前状态不允许此操作',
  REFERENCED: '该记录正被其他数据引用，无法删除',
  BUILT_IN: '系统内置数据不能删除或修改编码',
  MIN_OVER_MAX: '{field}不能小于{other}',
  SAME_ENV: '{field}不能与源环境相同',
  CRON_REQUIRED: '定时同步需要填写{field}',
  SCORE_BANDS_OVERLAP: '{field}与已有分组“{other}”的分数区间重叠',
  PAYLOAD_TOO_LARGE: '上传文件或请求过大，请控制在10M以内',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  INTERNAL: '服务器内部错误，请稍后再试',
  DB_UNAVAILABLE: '数据库暂时不可用，请稍后再试',
  BAD_JSON: '请求体不是合法的 JSON',
  BAD_URL: '请求地址不合法',
  NOT_AN_IMAGE: '公开文件只能是 PNG、JPEG、GIF 或 WebP 图片',
  STORAGE_QUOTA_EXCEEDED: '文件存储空间已用完（上限 {limit}MB），请删除不用的文件后再上传',
  BAD_REQUEST: '请求格式不正确',
  URI_TOO_LONG: '请求地址过长',
  HEADERS_TOO_LARGE: '请求头或请求地址过大',
  REQUEST_TIMEOUT: '请求超时',
  LOGIN_FAILED: '账号或密码错误',
  CAPTCHA_REQUIRED: '请输入验证码',
  CAPTCHA_INVALID: '验证码错误或已过期',
  ADDRESS_LOCKED: '此网络地址登录失败次数过多，已暂停从这里登录，请{minutes}分钟后再试',
  ATTEMPTS_PAUSED: '失败次数过多，请{minutes}分钟后再试',
  ACCOUNT_DISABLED: '账号已停用，请联系管理员',
  TICKET_EXPIRED: '登录已过期，请重新登录',
  TICKET_REVOKED: '会话已失效，请重新登录',
  TOKEN_INVALID: '登录令牌无效或已过期',
  OLD_PASSWORD_WRONG: '旧密码错误',
  SAME_PASSWORD: '新密码不能与旧密码相同',
  NOT_OWN_ACCOUNT: '只能修改自己的密码',
  'required.old_password': '请输入旧密码',
  'required.new_password': '请输入新密码',
  'required.user_name': '请输入账号',
  'required.password': '请输入密码',
  'field.required': '{field}不能为空',
  'field.format': '{field}格式不正确',
  'field.type': '{field}类型不正确，应为{type}',
  'field.maxLength': '{field}长度不能超过{limit}个字符',
  'field.minLength': '{field}长度不能少于{limit}个字符',
  'field.maximum': '{field}不能大于{limit}',
  'field.minimum': '{field}不能小于{limit}',
  'field.enum': '{field}的取值不在允许范围内',
  'field.additional': '不支持的字段：{field}',
  'field.invalid': '{field}的值不正确',
  'field.nul': '{field}包含不允许的空字符（\\u0000）',
  'format.md5': '{field}必须是32位十六进制MD5值',
} as const;

type CoreKey = keyof typeof zh;
type DomainKey = (typeof domainMessages)[number] extends infer T
  ? T extends { zh: infer Z }
    ? keyof Z & string
    : never
  : never;
export type MessageKey = CoreKey | DomainKey;

const en: Record<CoreKey, string> = {
  OK: 'success',
  VALIDATION_FAILED: 'The request has invalid fields',
  UNAUTHORIZED: 'Unauthorized or ticket verification failed, please log in again',
  AUTH_FAILED: 'Authentication failed, please log in again',
  NO_PERMISSION: 'You do not have permission for this action',
  NOT_FOUND: 'The requested resource does not exist',
  API_NOT_FOUND: 'No such API: {path}',
  DUPLICATE: '{field} already exists',
  INVALID_STATE: 'This action is not allowed in the current state',
  REFERENCED: 'This record is referenced by other data and cannot be deleted',
  BUILT_IN: 'Built-in data cannot be deleted or have its code changed',
  MIN_OVER_MAX: '{field} must not be less than {other}',
  SAME_ENV: '{field} must differ from the source environment',
  CRON_REQUIRED: 'A scheduled sync needs a {field}',
  SCORE_BANDS_OVERLAP: '{field} overlaps the score band of group "{other}"',
  PAYLOAD_TOO_LARGE: 'Upload file or request too large, keep it within 10M',
  RATE_LIMITED: 'Too many requests, please try again later',
  INTERNAL: 'Internal server error, please try again later',
  DB_UNAVAILABLE: 'The database is temporarily unavailable, please try again shortly',
  BAD_JSON: 'The request body is not valid JSON',
  BAD_URL: 'The request URL is malformed',
  NOT_AN_IMAGE: 'A public file must be a PNG, JPEG, GIF or WebP image',
  STORAGE_QUOTA_EXCEEDED:
    'Your file storage is full (limit {limit} MB); delete files you no longer need, then upload again',
  BAD_REQUEST: 'The request is malformed',
  URI_TOO_LONG: 'The request URL is too long',
  HEADERS_TOO_LARGE: 'The request headers or URL are too large',
  REQUEST_TIMEOUT: 'The request timed out',
  LOGIN_FAILED: 'Incorrect account or password',
  CAPTCHA_REQUIRED: 'Please enter the captcha',
  CAPTCHA_INVALID: 'The captcha is wrong or has expired',
  ADDRESS_LOCKED:
    'Too many failed logins from this network address; logins from it are paused, try again in {minutes} minutes',
  ATTEMPTS_PAUSED: 'Too many failed attempts; try again in {minutes} minutes',
  ACCOUNT_DISABLED: 'The account is disabled, please contact the administrator',
  TICKET_EXPIRED: 'Your session has expired, please log in again',
  TICKET_REVOKED: 'Your session is no longer valid, please log in again',
  TOKEN_INVALID: 'The login token is invalid or has expired',
  OLD_PASSWORD_WRONG: 'The old password is incorrect',
  SAME_PASSWORD: 'The new password must differ from the old one',
  NOT_OWN_ACCOUNT: 'You can only change your own password',
  'required.old_password': 'Please enter the old password',
  'required.new_password': 'Please enter the new password',
  'required.user_name': 'Please enter the account',
  'required.password': 'Please enter the password',
  'field.required': '{field} is required',
  'field.format': '{field} has an invalid format',
  'field.type': '{field} must be of type {type}',
  'field.maxLength': '{field} must be at most {limit} characters',
  'field.minLength': '{field} must be at least {limit} characters',
  'field.maximum': '{field} must be at most {limit}',
  'field.minimum': '{field} must be at least {limit}',
  'field.enum': '{field} is not one of the allowed values',
  'field.additional': 'Unsupported field: {field}',
  'field.invalid': '{field} is invalid',
  'field.nul': '{field} contains a forbidden NUL character (\\u0000)',
  'format.md5': '{field} must be a 32-character hex MD5',
};

const merged = (lang: Lang, core: Record<string, string>) =>
  Object.assign({}, core, ...domainMessages.map((m) => m[lang] as Record<string, string>)) as Record<
    MessageKey,
    string
  >;

export const messages: Record<Lang, Record<MessageKey, string>> = { zh: merged('zh', zh), en: merged('en', en) };

export function langOf(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.toLowerCase() ?? '';
  return v.startsWith('en') ? 'en' : 'zh';
}

/**
 * The message in the language, its {name} placeholders filled from params: `name_zh` / `name_en` when the caller gave
 * the value in each language (an environment's name, say), else `name`. Both languages keep the same placeholders.
 */
export function translate(lang: Lang, key: MessageKey | string, params: Record<string, unknown> = {}): string {
  const table = messages[lang] as Record<string, string>;
  const text = table[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[`${name}_${lang}`] ?? params[name] ?? ''));
}

export function hasMessage(key: string): key is MessageKey {
  return key in messages.zh;
}
