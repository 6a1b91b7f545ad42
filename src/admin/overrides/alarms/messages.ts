/** Texts of the alarm records under the alarm rules (`alarms.*`). */
export const alarmMessages = {
  zh: {
    alarms: {
      records: '告警记录',
      rule: '告警规则',
      state: '状态',
      metric: '指标',
      threshold: '阈值',
      fired_value: '触发值',
      fired_at: '触发时间',
      recovered_at: '恢复时间',
      firing: '告警中',
      recovered: '已恢复',
      metrics: { error_rate: '错误率（%）', p95_latency_ms: 'P95 耗时（毫秒）', quota_use: '配额使用率（%）' },
    },
  },
  en: {
    alarms: {
      records: 'Alarm records',
      rule: 'Rule',
      state: 'State',
      metric: 'Metric',
      threshold: 'Threshold',
      fired_value: 'Value when fired',
      fired_at: 'Fired',
      recovered_at: 'Recovered',
      firing: 'Firing',
      recovered: 'Recovered',
      metrics: { error_rate: 'Error rate (%)', p95_latency_ms: 'P95 latency (ms)', quota_use: 'Quota use (%)' },
    },
  },
};
