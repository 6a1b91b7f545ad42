/** Checks a work order's form against its template: required fields, types, choices, and files the applicant owns. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FieldError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { JsonValue } from '../db/schema.ts';
import { FIELD_TYPES, type TemplateField } from './shapes.ts';

/**
 * A template's fields as stored (wo_templates.fields, jsonb). They were checked when the template was saved
 * (admin-service.ts checkTemplateFields); a reader still keeps only entries shaped like a field.
 */
export function storedTemplateFields(stored: JsonValue | undefined): TemplateField[] {
  const items: unknown[] = Array.isArray(stored) ? stored : [];
  return items.filter(isTemplateField);
}

function isTemplateField(v: unknown): v is TemplateField {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return (
    typeof f.key === 'string' &&
    typeof f.label === 'string' &&
    (FIELD_TYPES as readonly unknown[]).includes(f.type) &&
    (f.options === undefined || Array.isArray(f.options))
  );
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

export async function checkForm(
  db: Kysely<Database> | Transaction<Database>,
  fields: TemplateField[],
  form: Record<string, unknown>,
  applicantId: number,
  lang: 'zh' | 'en' = 'zh',
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const at = (f: TemplateField) => `form.${f.key}`;
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(form))
    if (!known.has(key)) errors.push({ field: `form.${key}`, message: 'field.additional', params: { field: key } });
  for (const f of fields) {
    const v = form[f.key];
    const label = lang === 'en' && f.label_en ? f.label_en : f.label;
    if (empty(v)) {
      if (f.required) errors.push({ field: at(f), message: translate(lang, 'field.required', { field: label }) });
      continue;
    }
    // already in the reader's language: the envelope would otherwise name the field by its wire path
    const bad = () => errors.push({ field: at(f), message: translate(lang, 'field.invalid', { field: label }) });
    switch (f.type) {
      case 'text':
        if (typeof v !== 'string' || v.length > 500) bad();
        break;
      case 'textarea':
        if (typeof v !== 'string' || v.length > 5000) bad();
        break;
      case 'number':
        if (typeof v !== 'number' || !Number.isFinite(v)) bad();
        break;
      case 'date':
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) bad();
        break;
      case 'choice':
        if (!f.options?.some((o) => o.value === v)) bad();
        break;
      case 'user': {
        const u =
          typeof v === 'number'
            ? await db.selectFrom('users').select('user_id').where('user_id', '=', v).executeTakeFirst()
            : undefined;
        if (!u) bad();
        break;
      }
      case 'file': {
        // only the applicant's own uploads: attaching someone else's file would let approvers read it
        const f2 =
          typeof v === 'string' && /^[0-9a-f]{32}$/.test(v)
            ? await db
                .selectFrom('files')
                .select('file_id')
                .where('file_id', '=', v)
                .where('created_by', '=', applicantId)
                .executeTakeFirst()
            : undefined;
        if (!f2) bad();
        break;
      }
    }
  }
  return errors;
}
