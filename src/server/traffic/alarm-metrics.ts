/** What an alarm rule watches (alarm_rules.metric, a text column: the API lets only these in). */
export const ALARM_METRICS = ['error_rate', 'p95_latency_ms', 'quota_use'] as const;
export type AlarmMetric = (typeof ALARM_METRICS)[number];

export function isAlarmMetric(value: string): value is AlarmMetric {
  return (ALARM_METRICS as readonly string[]).includes(value);
}
