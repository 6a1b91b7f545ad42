/** Texts of the work-order screens (`workorders.*`): lists, handling page, phone page, designer, summary. */
export const workOrderMessages = {
  zh: {
    workorders: {
      title: '标题', process: '流程', step: '当前步骤', applicant: '申请人', holder: '处理人', created: '提交时间', due: '时限',
      finished: '完成时间', state: '状态', overdue: '已超时', overdue_only: '仅看超时', relation: '关系', all: '全部',
      applied: '我申请的', handled: '我处理的', search: '搜索标题', open: '打开', empty: '暂无数据',
      states: { pending: '审批中', approved: '已通过', rejected: '已驳回', returned: '已退回', withdrawn: '已撤回' },
      step_states: { waiting: '未开始', current: '进行中', done: '已完成', skipped: '已跳过', rejected: '已驳回', returned: '已退回' },
      task_states: { open: '待处理', approved: '同意', rejected: '驳回', returned: '退回', transferred: '已转办', cancelled: '无需处理' },
      actions: {
        submit: '提交', resubmit: '重新提交', approve: '同意', reject: '驳回', return: '退回', transfer: '转办', withdraw: '撤回',
        skip: '跳过', remind: '超时提醒', escalate: '超时升级', expire: '超时驳回',
      },
      kinds: { platform_admin: '平台管理员', role: '角色', user: '指定用户', team: '团队', subject_owner: '主体所有者（如分组提供方）' },
      modes: { one: '任一人通过', all: '全部通过' },
      expiry: { remind: '提醒', escalate: '升级给指定用户', reject: '自动驳回' },
      form: '申请内容', structure: '流程结构', history: '审批记录', handle: '处理', comment: '意见', comment_hint: '驳回和退回时必填',
      to_user: '转办给', pick_user: '输入用户名搜索', attachments: '附件', upload: '上传附件', done: '已处理', version: '版本',
      no_action: '您在此工单上没有待处理的任务', resubmit_hint: '工单已退回，请修改申请内容后重新提交',
      confirm_withdraw: '确定撤回该工单？', handled_ok: '已处理', created_ok: '工单已提交',
      create: { choose: '选择流程', title_field: '工单标题', submit: '提交工单', none: '没有可发起的流程' },
      summary: {
        applied: '我发起的', pending: '审批中', approved: '已通过', rejected: '已驳回', handled: '我处理过的', waiting: '待我处理',
        avg_decision: '平均审批用时（小时）', avg_handling: '我的平均处理用时（小时）',
      },
      reassign: '改派', reassigned: '已改派', mobile_title: '移动审批', desktop: '在电脑上打开', login_first: '请先登录',
      designer: {
        steps: '流程步骤', add: '添加步骤', remove: '删除', up: '上移', down: '下移', save: '保存为新版本', saved: '已保存为版本 %{version}',
        name: '步骤名称', name_en: '英文名称', kind: '审批人类型', ids: '审批人 ID（逗号分隔）', mode: '会签方式', limit: '时限（小时）',
        expiry: '超时处理', escalate_to: '升级给（用户 ID）', condition: '跳过条件', cond_field: '表单字段', cond_op: '比较', cond_value: '值',
        graph: '流程图', start: '开始', end: '结束', view_version: '查看版本',
      },
    },
  },
  en: {
    workorders: {
      title: 'Title', process: 'Process', step: 'Current step', applicant: 'Applicant', holder: 'Holder', created: 'Submitted', due: 'Due',
      finished: 'Finished', state: 'State', overdue: 'Overdue', overdue_only: 'Overdue only', relation: 'Relation', all: 'All',
      applied: 'Applied by me', handled: 'Handled by me', search: 'Search titles', open: 'Open', empty: 'No data',
      states: { pending: 'Under review', approved: 'Approved', rejected: 'Rejected', returned: 'Returned', withdrawn: 'Withdrawn' },
      step_states: { waiting: 'Not started', current: 'In progress', done: 'Done', skipped: 'Skipped', rejected: 'Rejected', returned: 'Returned' },
      task_states: { open: 'Open', approved: 'Approved', rejected: 'Rejected', returned: 'Returned', transferred: 'Transferred', cancelled: 'Not needed' },
      actions: {
        submit: 'Submit', resubmit: 'Resubmit', approve: 'Approve', reject: 'Reject', return: 'Return', transfer: 'Transfer', withdraw: 'Withdraw',
        skip: 'Skipped', remind: 'Overdue reminder', escalate: 'Escalated', expire: 'Rejected on expiry',
      },
      kinds: { platform_admin: 'Platform admins', role: 'Role', user: 'Named users', team: 'Team', subject_owner: 'Owner of the subject (e.g. the group provider)' },
      modes: { one: 'Any one approves', all: 'Everyone approves' },
      expiry: { remind: 'Remind', escalate: 'Escalate to a user', reject: 'Reject automatically' },
      form: 'Request', structure: 'Process', history: 'History', handle: 'Handle', comment: 'Comment', comment_hint: 'Required to reject or return',
      to_user: 'Transfer to', pick_user: 'Type a user name', attachments: 'Attachments', upload: 'Attach a file', done: 'Handled', version: 'Version',
      no_action: 'You hold no open task on this work order', resubmit_hint: 'This work order was returned: edit the request and resubmit it',
      confirm_withdraw: 'Withdraw this work order?', handled_ok: 'Done', created_ok: 'Work order submitted',
      create: { choose: 'Process', title_field: 'Title', submit: 'Submit work order', none: 'No process can be started' },
      summary: {
        applied: 'Applied', pending: 'Under review', approved: 'Approved', rejected: 'Rejected', handled: 'Handled by me', waiting: 'Waiting for me',
        avg_decision: 'Average time to a decision (hours)', avg_handling: 'My average handling time (hours)',
      },
      reassign: 'Reassign', reassigned: 'Reassigned', mobile_title: 'Mobile approval', desktop: 'Open on desktop', login_first: 'Please log in first',
      designer: {
        steps: 'Steps', add: 'Add step', remove: 'Remove', up: 'Up', down: 'Down', save: 'Save as new version', saved: 'Saved as version %{version}',
        name: 'Step name', name_en: 'English name', kind: 'Approvers', ids: 'Approver ids (comma separated)', mode: 'Mode', limit: 'Time limit (hours)',
        expiry: 'On expiry', escalate_to: 'Escalate to (user id)', condition: 'Skip when', cond_field: 'Form field', cond_op: 'Compare', cond_value: 'Value',
        graph: 'Process graph', start: 'Start', end: 'End', view_version: 'Version',
      },
    },
  },
};
