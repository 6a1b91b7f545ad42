/** The billing domain's messages (merged into the wire's table by src/server/domain-messages.ts). */
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
    PRICE_NOT_CHANGED: '价格没有变化，无需设置生效时间',
    PRICE_NOT_RETROACTIVE: '价格变更不能追溯：生效时间不能早于 {date}',
    PRICE_NOTICE_TOO_SHORT: '该规格有生效中的订阅，涨价须提前 {days} 天通知：生效时间不能早于 {date}',
    PRICE_CHANGE_TITLE: '价格变更通知：{group} · {rule}',
    PRICE_CHANGE_BODY:
      '您订阅的能力“{group}”的计费规格“{rule}”将于 {date}（北京时间）起调整为：{price}。此前的调用仍按原价格计费。',
    PRICE_CHANGE_ACCEPT:
      '您订阅的能力“{group}”的计费规格“{rule}”将于 {date}（北京时间）起由免费改为：{price}。您的订阅在您接受新价格之前保持免费，直到订阅到期；如需接受，请在“能力订阅”中点击“接受新价格”。',
    PRICE_FREE: '免费',
    PRICE_PER_CALL: '每千次 {price} 元',
    PRICE_PACKAGE: '{price} 元 / {calls} 次，有效期 {days} 天',
  } as const,
  en: {
    BILL_STATE: "The bill's current state does not allow this action",
    BILL_NOT_CONSUMER:
      "Only the developer of the bill's application or the enterprise admin may confirm or dispute the bill",
    BILL_NOT_ADMIN: 'Only a platform admin may do this',
    BILL_MONTH_OPEN: 'Only a month that has ended can be closed',
    BILL_MONTH_SETTLED: '{month} has settlements already paid; its bills can no longer be recomputed or changed',
    BILL_CREDIT_TOO_LARGE: "The credit asked for cannot exceed the bill's amount",
    SETTLEMENT_STATE: 'This settlement is already settled',
    COST_CENTER_APP_SCOPE: "Only your enterprise's applications can be assigned to your enterprise's cost centers",
    PACKAGE_NOT_PACKAGE: 'Only an active subscription under a prepaid package rule can buy a package',
    PRICE_NOT_CHANGED: 'The price does not change; there is nothing to take effect',
    PRICE_NOT_RETROACTIVE: 'A price change cannot be backdated: it cannot take effect before {date}',
    PRICE_NOTICE_TOO_SHORT:
      "This rule has active subscriptions, so a price increase needs {days} days' notice: it cannot take effect before {date}",
    PRICE_CHANGE_TITLE: 'Price change: {group} · {rule}',
    PRICE_CHANGE_BODY:
      'The charge rule "{rule}" of "{group}", which you subscribe to, changes on {date} (UTC+8) to: {price}. Calls made before then keep their price.',
    PRICE_CHANGE_ACCEPT:
      'The charge rule "{rule}" of "{group}", which you subscribe to, changes from free to {price} on {date} (UTC+8). Your subscription stays free until you accept the new price or it ends; to accept, choose "Accept new price" under Subscriptions.',
    PRICE_FREE: 'free',
    PRICE_PER_CALL: 'CNY {price} per 1,000 calls',
    PRICE_PACKAGE: 'CNY {price} for {calls} calls, valid {days} days',
  },
};
