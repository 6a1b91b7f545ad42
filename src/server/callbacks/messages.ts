/** The callbacks' and data templates' messages (merged into the wire's table by domain-messages.ts). */
export const callbackMessages = {
  zh: {
    CALLBACK_URL_INVALID: '请输入完整的回调地址，例如 https://example.com/hooks',
    CALLBACK_URL_SCHEME: '回调地址必须以 http:// 或 https:// 开头',
    CALLBACK_URL_CREDENTIALS: '回调地址不能包含用户名或密码',
    CALLBACK_URL_PRIVATE: '回调地址不能指向内网、本机或保留地址',
    CALLBACK_EVENTS_EMPTY: '请至少选择一个事件',
    CALLBACK_LIMIT: '每个应用在每个环境最多登记 {limit} 个回调地址',
    CALLBACK_DISABLED: '该回调地址已停用，请先启用',
    DATA_TEMPLATE_NOT_FOUND: '数据模板 {id} 不存在或不属于您的企业',
    DATA_TEMPLATE_EMPTY: '数据模板至少要有一个请求参数、响应字段或错误码',
  },
  en: {
    CALLBACK_URL_INVALID: 'Enter a full callback address, e.g. https://example.com/hooks',
    CALLBACK_URL_SCHEME: 'The callback address must start with http:// or https://',
    CALLBACK_URL_CREDENTIALS: 'The callback address must not contain a user name or password',
    CALLBACK_URL_PRIVATE: 'The callback address must not point to a private, loopback or reserved address',
    CALLBACK_EVENTS_EMPTY: 'Choose at least one event',
    CALLBACK_LIMIT: 'At most {limit} callback addresses per application and environment',
    CALLBACK_DISABLED: 'This callback is disabled: enable it first',
    DATA_TEMPLATE_NOT_FOUND: 'Data template {id} does not exist or is not your enterprise’s',
    DATA_TEMPLATE_EMPTY: 'A data template needs at least one request parameter, response field or error code',
  },
};
