/** The export domain's messages (merged into the wire's table by src/server/domain-messages.ts). */
export const exportMessages = {
  zh: {
    EXPORT_FAILED: '导出失败，请稍后重试',
    EXPORT_BUSY: '已有 {count} 个导出正在进行，请等待完成后再导出',
    EXPORT_NOT_READY: '文件尚未生成（当前状态：{state}），完成后即可下载',
    EXPORT_YES: '是',
    EXPORT_NO: '否',
    'export.state.queued': '排队中',
    'export.state.running': '导出中',
    'export.state.done': '已完成',
    'export.state.failed': '失败',
  } as const,
  en: {
    EXPORT_FAILED: 'The export failed, please try again later',
    EXPORT_BUSY: '{count} exports are already running; wait for them to finish before starting another',
    EXPORT_NOT_READY: 'The file is not ready yet (state: {state}); it can be downloaded once the export is done',
    EXPORT_YES: 'Yes',
    EXPORT_NO: 'No',
    'export.state.queued': 'queued',
    'export.state.running': 'running',
    'export.state.done': 'done',
    'export.state.failed': 'failed',
  },
};
