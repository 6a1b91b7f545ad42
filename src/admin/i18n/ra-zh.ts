/**
 * ra-language-chinese was written for react-admin 2; these are the react-admin 5 keys it lacks, in
 * Chinese, and the wording we prefer for a few it has. Merged over it, so zh covers every English key.
 */
export const raZhMissing = {
  ra: {
    action: {
      add_filter: '添加筛选', search: '搜索', show: '查看', unselect: '取消选择', back: '返回',
      clear_array_input: '清空列表', create_item: '新建 %{item}', remove_all_filters: '清除全部筛选', reset: '重置',
      search_columns: '搜索列', select_all: '全选', select_all_button: '全选', select_row: '选择此行', update: '更新',
      move_up: '上移', move_down: '下移', open: '打开', toggle_theme: '切换明暗主题', select_columns: '列',
      update_application: '重新加载应用',
    },
    page: {
      empty: '暂无%{name}', access_denied: '无权访问', authentication_error: '认证出错',
    },
    message: {
      access_denied: '您没有访问此页面的权限',
      authentication_error: '认证服务返回错误，无法校验您的凭据。',
      auth_error: '校验登录令牌时出错。',
      bulk_update_content: '确定要更新 %{name} %{recordRepresentation} 吗？ |||| 确定要更新这 %{smart_count} 项吗？',
      bulk_update_title: '更新 %{name} %{recordRepresentation} |||| 更新 %{smart_count} 项%{name}',
      clear_array_input: '确定要清空整个列表吗？',
      details: '详情',
      select_all_limit_reached: '数据过多，无法全部选中，仅选中了前 %{max} 项。',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: {
      no_results: '暂无数据',
      clear_filters: '清除筛选',
      no_filtered_results: '当前筛选条件下没有找到%{name}。',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd}，共超过 %{offsetEnd} 条',
      current_page: '第 %{page} 页',
      page: '前往第 %{page} 页',
      first: '前往第一页',
      last: '前往最后一页',
      previous: '前往上一页',
      next: '下一页',
      page_rows_per_page: '每页条数：',
      page_range_info: '%{offsetBegin}-%{offsetEnd}，共 %{total} 条',
    },
    auth: { email: '邮箱', username: '账号', logout: '退出登录', user_menu: '用户菜单' },
    notification: {
      not_authorized: '您无权访问此资源。',
      application_update_available: '有新版本可用。',
      offline: '网络未连接，无法获取数据。',
      data_provider_error: '数据服务出错，请查看控制台了解详情。',
      logged_out: '会话已结束，请重新登录。',
    },
    validation: { unique: '必须唯一' },
    saved_queries: {
      label: '已保存的查询', query_name: '查询名称', new_label: '保存当前查询…', new_dialog_title: '将当前查询保存为',
      remove_label: '删除已保存的查询', remove_label_with_name: '删除查询“%{name}”', remove_dialog_title: '删除已保存的查询？',
      remove_message: '确定要从已保存的查询中删除此项吗？', help: '筛选列表并保存此查询以便以后使用',
    },
    guesser: { empty: { title: '暂无数据', message: '请检查数据服务' } },
    configurable: {
      customize: '自定义', configureMode: '配置此页面',
      inspector: { title: '检查器', content: '将鼠标悬停在界面元素上以进行配置', reset: '重置设置', hideAll: '全部隐藏', showAll: '全部显示' },
      Datagrid: { title: '数据表格', unlabeled: '未命名列 #%{column}' },
      SimpleForm: { title: '表单', unlabeled: '未命名输入项 #%{input}' },
      SimpleList: { title: '列表', primaryText: '主要文本', secondaryText: '次要文本', tertiaryText: '第三文本' },
    },
  },
};
