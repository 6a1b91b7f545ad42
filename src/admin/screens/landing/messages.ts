/** Texts of the screens a parameterless route answers with (`landing.*`): what is missing or what happened, and what next. */
export const landingMessages = {
  zh: {
    landing: {
      missing_title: '缺少%{what}',
      missing_text: '此页面需要链接中带上%{what}（参数 %{param}）。请从待办列表打开需要处理的工单。',
      work_order: '工单编号',
      to_upcoming: '查看我的待办',
      to_home: '返回首页',
      register_done_title: '注册成功',
      register_done_text: '账号 %{name} 已创建。',
      register_none_title: '没有可显示的注册结果',
      register_none_text: '此页面在注册完成后显示结果。如果您刚完成注册，请直接登录；还没有账号请先注册。',
      next_title: '接下来',
      next_login: '使用新账号登录',
      next_role: '在工作台申请开发者角色后即可创建应用、申请能力',
      to_login: '去登录',
      to_register: '去注册',
      dd_checking: '正在验证工作台登录凭证…',
      dd_none_title: '没有收到工作台的登录凭证',
      dd_none_text:
        '此页面由工作台（钉钉）打开时会带上授权码或审批凭证，本次没有收到。请回到工作台重新打开，或使用账号密码登录。',
      dd_failed_title: '工作台登录未成功',
      dd_failed_text: '授权码已失效或已被使用：%{message}。请回到工作台重新打开，或使用账号密码登录。',
    },
  },
  en: {
    landing: {
      missing_title: '%{what} missing',
      missing_text:
        'This page needs the %{what} in its link (parameter %{param}). Open the work order to handle from your to-do list.',
      work_order: 'Work order number',
      to_upcoming: 'Open my to-do list',
      to_home: 'Back to home',
      register_done_title: 'Registration complete',
      register_done_text: 'The account %{name} has been created.',
      register_none_title: 'No registration result to show',
      register_none_text:
        'This page shows the result right after registering. If you have just registered, log in; if you have no account yet, register first.',
      next_title: 'What next',
      next_login: 'Log in with the new account',
      next_role: 'Apply for the developer role on the workbench to create applications and apply for capabilities',
      to_login: 'Log in',
      to_register: 'Register',
      dd_checking: 'Checking the workplace sign-in…',
      dd_none_title: 'No sign-in from the workplace app arrived',
      dd_none_text:
        'The workplace app (DingTalk) opens this page with an authorization code or an approval token; none came with this visit. Open it again from the workplace app, or log in with your account and password.',
      dd_failed_title: 'The workplace sign-in did not succeed',
      dd_failed_text:
        'The authorization code has expired or was already used: %{message}. Open it again from the workplace app, or log in with your account and password.',
    },
  },
};
