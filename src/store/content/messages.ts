/** Texts of the store's content pages (`store.*`): documentation center, announcements, content pages. */
export const storeMessages = {
  zh: {
    store: {
      docs: {
        title: '文档中心',
        subtitle: '接入指南、签名认证、错误码与常见问题',
        tree: '文档目录',
        toc: '本页目录',
        updated: '更新于 %{date}',
        pick: '请选择左侧的文档',
        open_tree: '目录',
        help: '帮助中心',
        prev: '上一篇',
        next: '下一篇',
      },
      announcements: {
        title: '平台公告',
        subtitle: '上线、维护与能力变更通知',
        pinned: '置顶',
        unread: '未读',
        back: '返回公告列表',
      },
      page: { back_home: '返回首页' },
      named: '%{name}',
    },
  },
  en: {
    store: {
      docs: {
        title: 'Documentation',
        subtitle: 'Onboarding, signing requests, error codes and FAQ',
        tree: 'Contents',
        toc: 'On this page',
        updated: 'Updated %{date}',
        pick: 'Choose a document on the left',
        open_tree: 'Contents',
        help: 'Help',
        prev: 'Previous',
        next: 'Next',
      },
      announcements: {
        title: 'Announcements',
        subtitle: 'Launches, maintenance and changes to capabilities',
        pinned: 'Pinned',
        unread: 'Unread',
        back: 'Back to announcements',
      },
      page: { back_home: 'Back to home' },
      named: '%{name}',
    },
  },
};
