/** Texts of the binding panels (role and team permissions, members), merged into the console's messages. */
export const bindingMessages = {
  zh: {
    bindings: {
      permissions: '菜单与按钮权限',
      users: '绑定用户',
      members: '团队成员',
      resources: '共享权限',
      save: '保存',
      saved: '已保存',
      expand_all: '全部展开',
      collapse_all: '全部收起',
      pick_users: '选择用户',
      read_only: '没有编辑权限，仅可查看',
      checked: '已选 %{count} 项',
    },
  },
  en: {
    bindings: {
      permissions: 'Menus and buttons',
      users: 'Bound users',
      members: 'Team members',
      resources: 'Shared permissions',
      save: 'Save',
      saved: 'Saved',
      expand_all: 'Expand all',
      collapse_all: 'Collapse all',
      pick_users: 'Choose users',
      read_only: 'View only: you may not edit this',
      checked: '%{count} selected',
    },
  },
};
