/**
 * An API's response example becomes jsonb: the JSON value it is when the response's media type is JSON (text that
 * does not parse stays a JSON string), the text itself for any other media type. The rule is written out here as it
 * was when this migration was made (src/shared/examples.ts may move on; a migration must not).
 */
import { type Kysely, sql } from 'kysely';

/** application/json, application/problem+json, text/json; no content type means JSON */
const isJsonMedia = (contentType: unknown) =>
  contentType === null ||
  contentType === undefined ||
  contentType === '' ||
  /(^|[/+])json(\s*;|$)/i.test(String(contentType).trim());

function normalizeExample(value: unknown, contentType: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (!isJsonMedia(contentType)) return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  if (typeof value !== 'string' || !value.trim()) return typeof value === 'string' ? null : value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table apis add column response_example_json jsonb`.execute(db);
  const rows = await db
    .selectFrom('apis')
    .select(['api_id', 'response_example', 'response_schema'])
    .where('response_example', 'is not', null)
    .execute();
  for (const r of rows) {
    const schema = typeof r.response_schema === 'string' ? JSON.parse(r.response_schema) : r.response_schema;
    const value = normalizeExample(r.response_example, schema?.content_type);
    await db
      .updateTable('apis')
      .set({ response_example_json: JSON.stringify(value) })
      .where('api_id', '=', r.api_id)
      .execute();
  }
  await sql`alter table apis drop column response_example`.execute(db);
  await sql`alter table apis rename column response_example_json to response_example`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table apis add column response_example_text text`.execute(db);
  await sql`update apis set response_example_text = case when jsonb_typeof(response_example) = 'string' then response_example #>> '{}' else jsonb_pretty(response_example) end
    where response_example is not null`.execute(db);
  await sql`alter table apis drop column response_example`.execute(db);
  await sql`alter table apis rename column response_example_text to response_example`.execute(db);
}
