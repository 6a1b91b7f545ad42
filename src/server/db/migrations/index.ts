/** The one migration set, run at start by Kysely's Migrator on PGlite and PostgreSQL alike. Append only. */
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.ts';
import * as m0002 from './0002_partners.ts';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_partners': m0002,
};
