/** Texts of the audit trail's screen (`audit.*`). */
export const auditMessages = {
  zh: {
    audit: {
      verify: '校验审计链',
      verifying: '正在校验…',
      verify_help: '逐条重新计算哈希并检查链接，找出第一条被修改、删除的记录',
    },
  },
  en: {
    audit: {
      verify: 'Verify the chain',
      verifying: 'Verifying…',
      verify_help: "Recomputes every record's hash and checks the links, naming the first record changed or deleted",
    },
  },
};
