/**
 * Kysely's view of the tables, generated from the migrated database (generated/database.ts, `npm run gen:types`):
 * `Database` maps each table's name to its row type (ApiGroups, WorkOrders, ...). Column names are the wire's
 * snake_case names (DESIGN.md section 3).
 */
export type * from './generated/database.ts';
export type { DB as Database } from './generated/database.ts';
