/** The audit trail's messages (merged into the wire's table by src/server/domain-messages.ts). */
export const auditMessages = {
  zh: {
    AUDIT_NOT_ADMIN: '只有平台管理员可以校验审计链',
    AUDIT_INTACT: '审计链完整：共校验 {rows} 条记录',
    AUDIT_BROKEN_CONTENT: '审计链在第 {seq} 条记录处断开：记录内容与其哈希不符（已被修改）',
    AUDIT_BROKEN_LINK: '审计链在第 {seq} 条记录处断开：其前一哈希与上一条记录不符',
    AUDIT_BROKEN_MISSING: '审计链在第 {seq} 条记录处断开：该记录缺失（已被删除）',
    AUDIT_BROKEN_TAIL: '审计链在第 {seq} 条记录处断开：链尾的记录缺失（已被删除）',
  } as const,
  en: {
    AUDIT_NOT_ADMIN: 'Only platform admins may verify the audit chain',
    AUDIT_INTACT: 'The audit chain is intact: {rows} records checked',
    AUDIT_BROKEN_CONTENT:
      'The audit chain breaks at record {seq}: its content does not match its hash (it was changed)',
    AUDIT_BROKEN_LINK: 'The audit chain breaks at record {seq}: its previous hash does not match the record before it',
    AUDIT_BROKEN_MISSING: 'The audit chain breaks at record {seq}: the record is missing (it was deleted)',
    AUDIT_BROKEN_TAIL: 'The audit chain breaks at record {seq}: records at the end of the chain are missing (deleted)',
  } as const,
};
