/** The billing domain's messages (merged into the wire's table by http/domain-messages.ts). */
export const billingMessages = {
  zh: {
    BILL_STATE: '账单当前状态不允许此操作',
    BILL_NOT_CONSUMER: '只有账单所属应用的开发者或企业管理员可以确认或申诉账单',
    BILL_NOT_ADMIN: '只有平台管理员可以执行此操作',
    BILL_MONTH_OPEN: '只能关闭已结束的月份',
    BILL_MONTH_SETTLED: '{month} 已有结算完成，该月账单不能再重算或变更',
    BILL_CREDIT_TOO_LARGE: '申请减免金额不能超过账单金额',
    SETTLEMENT_STATE: '结算单已结算',
    COST_CENTER_APP_SCOPE: '只能把本企业的应用分配给本企业的成本中心',
    PACKAGE_NOT_PACKAGE: '只有已开通的预付费套餐订阅可以购买套餐',
  } as const,
  en: {
    BILL_STATE: 'The bill\'s current state does not allow this action',
    BILL_NOT_CONSUMER: 'Only the developer of the bill\'s application or the enterprise admin may confirm or dispute the bill',
    BILL_NOT_ADMIN: 'Only a platform admin may do this',
    BILL_MONTH_OPEN: 'Only a month that has ended can be closed',
    BILL_MONTH_SETTLED: '{month} has settlements already paid; its bills can no longer be recomputed or changed',
    BILL_CREDIT_TOO_LARGE: 'The credit asked for cannot exceed the bill\'s amount',
    SETTLEMENT_STATE: 'This settlement is already settled',
    COST_CENTER_APP_SCOPE: 'Only your enterprise\'s applications can be assigned to your enterprise\'s cost centers',
    PACKAGE_NOT_PACKAGE: 'Only an active subscription under a prepaid package rule can buy a package',
  },
};
