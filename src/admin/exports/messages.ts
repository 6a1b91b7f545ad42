/** Texts of the export button and the export tray (`exports.*`). */
export const exportMessages = {
  zh: {
    exports: {
      button: '导出',
      csv: 'CSV 文件',
      xlsx: 'Excel 文件（XLSX）',
      hint: '按当前筛选条件与排序导出全部数据',
      queued: '排队中…',
      running: '正在导出…',
      progress: '已导出 %{done} / %{total} 行',
      progress_open: '已导出 %{done} 行',
      done: '导出完成，共 %{total} 行',
      failed: '导出失败',
      download: '下载',
      records: '导出记录',
      dismiss: '关闭',
      title: '导出任务',
    },
  },
  en: {
    exports: {
      button: 'Export',
      csv: 'CSV file',
      xlsx: 'Excel file (XLSX)',
      hint: 'Exports every row matching the current filters, in the current order',
      queued: 'Queued…',
      running: 'Exporting…',
      progress: '%{done} of %{total} rows written',
      progress_open: '%{done} rows written',
      done: 'Export done, %{total} rows',
      failed: 'Export failed',
      download: 'Download',
      records: 'Export records',
      dismiss: 'Close',
      title: 'Exports',
    },
  },
};
