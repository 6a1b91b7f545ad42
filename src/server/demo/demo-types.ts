/** What the demo's seed modules share: the transaction they write in and the accounts they write for. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type DemoTrx = Transaction<Database> | Kysely<Database>;

export interface DemoIds {
  admin: number;
  provider: number;
  enterprise: number;
  enterpriseId: number;
  passwordHash: string;
}
