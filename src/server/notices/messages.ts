/** The notices' messages (merged into the wire's table by src/server/domain-messages.ts). */
export const noticeMessages = {
  zh: {
    NOTICE_ANNOUNCEMENT_ADMIN_ONLY:
      '“系统公告”只能由平台管理员发布；您的通知只会发送给订阅了您能力的用户，请选择其他类型',
    NOTICE_PUBLISH_LIMIT: '24 小时内最多发布 {max} 条通知，请约 {minutes} 分钟后再发布',
  },
  en: {
    NOTICE_ANNOUNCEMENT_ADMIN_ONLY:
      'Only platform admins send announcements; your notices reach the users subscribed to your capabilities, so choose another type',
    NOTICE_PUBLISH_LIMIT: 'At most {max} notices may be published in 24 hours; try again in about {minutes} minutes',
  },
} as const;
