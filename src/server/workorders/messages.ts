/** The work-order domain's messages (merged into the wire's table by src/server/domain-messages.ts). */
export const workOrderMessages = {
  zh: {
    WO_NO_PROCESS: '未找到绑定该事件的已启用流程，请联系管理员',
    WO_TASK_CLOSED: '该任务已处理或工单已不在审批中',
    WO_NOT_WITHDRAWABLE: '只有审批中或已退回的工单可以撤回',
    WO_NOT_RETURNED: '只有已退回的工单可以重新提交',
    WO_REASON_REQUIRED: '驳回时必须填写原因',
    WO_COMMENT_REQUIRED: '退回时必须填写说明',
    WO_TRANSFER_TARGET: '请选择一位其他的有效用户作为转办人（本企业或本账号下的用户）',
    WO_TRANSFER_APPLICANT: '不能转办给工单的申请人本人',
    WO_TRANSFER_HOLDS: '该用户在本步骤已有待办任务',
    WO_FORM_INVALID: '表单内容不完整或不正确',
    WO_PROCESS_NO_STEPS: '流程至少需要一个步骤',
  } as const,
  en: {
    WO_NO_PROCESS: 'No enabled process is bound to this event; please contact the administrator',
    WO_TASK_CLOSED: 'This task has already been handled or the work order is no longer under review',
    WO_NOT_WITHDRAWABLE: 'Only a work order under review or returned can be withdrawn',
    WO_NOT_RETURNED: 'Only a returned work order can be resubmitted',
    WO_REASON_REQUIRED: 'A rejection needs a reason',
    WO_COMMENT_REQUIRED: 'Returning a work order needs a comment',
    WO_TRANSFER_TARGET: 'Choose another enabled user of your enterprise or account to transfer the task to',
    WO_TRANSFER_APPLICANT: 'A task cannot be transferred to the applicant of the work order',
    WO_TRANSFER_HOLDS: 'That user already holds an open task in this step',
    WO_FORM_INVALID: 'The form is incomplete or invalid',
    WO_PROCESS_NO_STEPS: 'A process needs at least one step',
  },
};
