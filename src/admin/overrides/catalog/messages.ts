/** Texts of the catalog's screens (`catalog.*`): import wizard, group detail panel, provider overview. */
export const catalogMessages = {
  zh: {
    catalog: {
      import: '导入 OpenAPI', import_title: '从 OpenAPI / Swagger 文档导入', paste: '粘贴文档内容（YAML 或 JSON）', file: '选择文件（≤10M）',
      group_name: '能力名称（默认取文档标题）', preview: '预览', do_import: '导入', previewing: '正在解析…', too_large: '文件超过 10M',
      changes: { create: '新增', update: '更新', unchanged: '不变' }, conflicts: '冲突（需先解决，否则不会导入任何内容）',
      removed: '文档中已没有、将保留的 API', imported: '已导入 %{count} 个 API', nothing: '没有冲突，可以导入',
      method: '方法', path: '路径', name: 'API 名称', change: '变化', where: '位置', clash: '冲突对象', close: '关闭',
      export: '导出 OpenAPI', apis: 'API 列表', history: '发布记录', upgrade_draft: '升级草稿', open_draft: '打开升级草稿',
      overview: { title: '能力概览', by_state: '按状态', recent: '最近变更', total: '能力总数', none: '暂无数据' },
    },
  },
  en: {
    catalog: {
      import: 'Import OpenAPI', import_title: 'Import from an OpenAPI / Swagger document', paste: 'Paste the document (YAML or JSON)', file: 'Choose a file (≤ 10M)',
      group_name: 'Capability name (default: the document title)', preview: 'Preview', do_import: 'Import', previewing: 'Reading…', too_large: 'The file is over 10M',
      changes: { create: 'new', update: 'changed', unchanged: 'unchanged' }, conflicts: 'Conflicts (resolve them first: nothing is imported otherwise)',
      removed: 'APIs the document no longer has (kept)', imported: '%{count} APIs imported', nothing: 'No conflicts: ready to import',
      method: 'Method', path: 'Path', name: 'API name', change: 'Change', where: 'Where', clash: 'Clashes with', close: 'Close',
      export: 'Export OpenAPI', apis: 'APIs', history: 'Release history', upgrade_draft: 'Upgrade draft', open_draft: 'Open the upgrade draft',
      overview: { title: 'Capability overview', by_state: 'By state', recent: 'Recent changes', total: 'Capabilities', none: 'No data' },
    },
  },
};
