/** The authorization server's messages on the platform's wire (merged by http/domain-messages.ts). */
export const oauthMessages = {
  zh: {
    OAUTH_INTERACTION_GONE: '授权请求已过期或已完成，请回到应用重新发起',
    OAUTH_DISABLED: '平台已关闭智能体接入',
    OAUTH_SCOPE_UNKNOWN: '未知的授权范围',
    OAUTH_REDIRECT_PATTERN: '须为 loopback 或以 http(s):// 开头的地址前缀',
  } as const,
  en: {
    OAUTH_INTERACTION_GONE: 'This authorization request has expired or is finished; start again from the application',
    OAUTH_DISABLED: 'Agent access is turned off on this platform',
    OAUTH_SCOPE_UNKNOWN: 'Unknown scope',
    OAUTH_REDIRECT_PATTERN: 'Must be loopback or an address prefix starting with http(s)://',
  } as const,
};
