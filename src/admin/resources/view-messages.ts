/** The generated views' own strings (under resources._views.*; a descriptor name cannot start with `_`). */
export const viewMessages = {
  zh: {
    validation: {
      required: '请填写%{field}',
      max_length: '%{field}不能超过 %{max} 个字符',
      min_length: '%{field}至少 %{min} 个字符',
      max_value: '%{field}不能大于 %{max}',
      min_value: '%{field}不能小于 %{min}',
      pattern: '%{field}格式不正确',
      duplicate: '%{field}已存在，请换一个',
      json: '请输入合法的 JSON',
    },
    action: {
      done: '操作成功',
      confirm_title: '确认%{action}',
      confirm_one: '确定要对该记录执行「%{action}」吗？',
      confirm_many: '确定要对选中的 %{count} 条记录执行「%{action}」吗？',
      confirm_toolbar: '确定要执行「%{action}」吗？',
    },
    columns: { actions: '操作', more: '更多' },
    record: { not_editable: '当前状态下不可编辑', not_deletable: '当前状态下不可删除' },
    tree: { none: '（无）' },
    file: { hint: '上传文件，或填入文件地址', download: '下载' },
    range: { start: '%{field}起', end: '%{field}止' },
  },
  en: {
    validation: {
      required: '%{field} is required',
      max_length: '%{field} must be at most %{max} characters',
      min_length: '%{field} must be at least %{min} characters',
      max_value: '%{field} must be at most %{max}',
      min_value: '%{field} must be at least %{min}',
      pattern: '%{field} is not in a valid format',
      duplicate: '%{field} is already taken',
      json: 'Enter valid JSON',
    },
    action: {
      done: 'Done',
      confirm_title: 'Confirm: %{action}',
      confirm_one: 'Run "%{action}" on this record?',
      confirm_many: 'Run "%{action}" on the %{count} selected records?',
      confirm_toolbar: 'Run "%{action}"?',
    },
    columns: { actions: 'Actions', more: 'More' },
    record: {
      not_editable: 'Cannot be edited in its current state',
      not_deletable: 'Cannot be deleted in its current state',
    },
    tree: { none: '(none)' },
    file: { hint: 'Upload a file, or enter its address', download: 'Download' },
    range: { start: '%{field} from', end: '%{field} to' },
  },
};
