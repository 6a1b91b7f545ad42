/**
 * Human names of request fields, per operation, so an error says "伙伴名称已存在" rather than
 * "partner_name已存在". Filled from the resource descriptors at start; unknown fields keep their wire name.
 */
import type { Lang } from './messages.ts';

type Label = { zh: string; en: string };
const byOperation = new Map<string, Record<string, Label>>();

export function registerFieldLabels(operationId: string, labels: Record<string, Label>) {
  byOperation.set(operationId, { ...byOperation.get(operationId), ...labels });
}

export function fieldLabel(operationId: string | undefined, field: string, lang: Lang): string {
  const label = operationId ? byOperation.get(operationId)?.[field.split('.').pop()!] : undefined;
  return label ? label[lang] : field;
}
