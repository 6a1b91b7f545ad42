/** The applications domain's messages (merged into the wire's table by http/domain-messages.ts). */
export const appMessages = {
  zh: {
    ACCESS_GROUP_UNPUBLISHED: '该能力尚未发布，暂不能申请',
    ACCESS_RULE_INVALID: '请选择该能力下已启用的计费规则',
    ACCESS_ALREADY_APPLIED: '该应用在此环境已申请或已开通此能力',
    ACCESS_NOT_ACTIVE: '只有已开通的订阅可以执行此操作',
    ACCESS_NOT_REJECTED: '只有被驳回或已撤回的申请可以重新提交',
    ACCESS_ALREADY_CONFIRMED: '该订阅已确认',
    ACCESS_API_NOT_IN_GROUP: '所选 API 不属于该能力',
    'access.state.pending': '审批中',
    'access.state.active': '已开通',
    'access.state.rejected': '已驳回',
    'access.state.withdrawn': '已撤回',
  } as const,
  en: {
    ACCESS_GROUP_UNPUBLISHED: 'This capability is not published yet and cannot be applied for',
    ACCESS_RULE_INVALID: 'Choose an enabled charge rule of this capability',
    ACCESS_ALREADY_APPLIED: 'This application has already applied for (or holds) this capability in this environment',
    ACCESS_NOT_ACTIVE: 'Only an active subscription allows this',
    ACCESS_NOT_REJECTED: 'Only a rejected or withdrawn application can be resubmitted',
    ACCESS_ALREADY_CONFIRMED: 'This subscription is already confirmed',
    ACCESS_API_NOT_IN_GROUP: 'The chosen API does not belong to this capability',
    'access.state.pending': 'under review',
    'access.state.active': 'active',
    'access.state.rejected': 'rejected',
    'access.state.withdrawn': 'withdrawn',
  },
};
