/**
 * A work order's history says when an agent took the step for its user (issue 27): the name of the OAuth client
 * that acted through the store's /mcp, e.g. apply_for_access submitting the work order. The history shows it as
 * "by agent <client> for <user>" (the user is the step's actor). Null for a step a person took.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table wo_history add column if not exists via_agent_client text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table wo_history drop column if exists via_agent_client`.execute(db);
}
