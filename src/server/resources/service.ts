/**
 * What a resource with rules adds to the generic layer: hooks around writes, computed (virtual) fields,
 * extra filters or joins, and handlers for its custom operations. A plain resource has none.
 */
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Caller, Deps, Handlers } from '../context.ts';
import type { Row } from './repository.ts';
import type { Database } from '../db/schema.ts';
import type { DynamicTables } from '../db/dynamic.ts';

/** the connection or the transaction a hook reads through */
export type ResourceDb = Kysely<Database> | Transaction<Database>;
/**
 * The query the generic layer builds over a resource's table (resources/repository.ts), which it names at runtime
 * from the descriptor: columns are named `table.column` and checked by the database, not the compiler (db/dynamic.ts).
 */
export type ResourceQuery = SelectQueryBuilder<DynamicTables, string, Row>;

export interface WriteContext {
  deps: Deps;
  trx: Transaction<Database>;
  caller?: Caller;
  /** the columns about to be written; hooks may change them */
  values: Row;
  /** the whole request body, including fields that are not columns (e.g. role_ids) */
  body: Row;
  /** undefined before a create */
  id: unknown;
}

export interface ResourceService {
  beforeWrite?(ctx: WriteContext): Promise<void>;
  afterWrite?(ctx: WriteContext): Promise<void>;
  /** answers 'kept' when it archived the row instead (the row holds records others rely on): nothing is deleted */
  beforeDelete?(ctx: { deps: Deps; trx: Transaction<Database>; caller?: Caller; row: Row }): Promise<void | 'kept'>;
  /**
   * narrows the rows a `unique` field's value is compared with, when some rows may share it by design (a
   * capability's upgrade draft carries its published version's name); `exceptId` is the row being edited
   */
  uniqueAmong?(q: ResourceQuery, exceptId: unknown): ResourceQuery;
  /** the 409 for a taken unique value, when the resource words it better than the generic DUPLICATE */
  duplicateError?(field: string, value: unknown): Error;
  /** the table has archived_at: archived rows are left out of every list, read and uniqueness check */
  archivable?: boolean;
  /** computed fields; `caller` is who reads (undefined for internal reads), so links they may not see stay hidden */
  decorate?(deps: Deps, rows: Row[], caller?: Caller): Promise<Row[]>;
  extendQuery?(q: ResourceQuery, db: ResourceDb): ResourceQuery;
  /**
   * who may see which rows, when the descriptor's single owner column is not enough (a bill belongs to the
   * application's developer, the group's provider and the enterprise's admin at once); replaces the generic scope
   * for callers other than platform admins
   */
  scope?(q: ResourceQuery, db: ResourceDb, caller: Caller): Promise<ResourceQuery>;
  filter?(q: ResourceQuery, query: Row): ResourceQuery;
  /** handlers of the resource's operations beyond plain CRUD (bindings, state changes, trees) */
  handlers?: (repo: import('./repository.ts').Repository) => Handlers;
}
