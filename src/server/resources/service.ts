/**
 * What a resource with rules adds to the generic layer: hooks around writes, computed (virtual) fields,
 * extra filters or joins, and handlers for its custom operations. A plain resource has none.
 */
import type { Transaction } from 'kysely';
import type { Caller, Deps, Handlers } from '../context.ts';
import type { Row } from './repository.ts';
import type { Database } from '../db/schema.ts';

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
  uniqueAmong?(q: any, exceptId: unknown): any;
  /** the 409 for a taken unique value, when the resource words it better than the generic DUPLICATE */
  duplicateError?(field: string, value: unknown): Error;
  /** the table has archived_at: archived rows are left out of every list, read and uniqueness check */
  archivable?: boolean;
  /** computed fields; `caller` is who reads (undefined for internal reads), so links they may not see stay hidden */
  decorate?(deps: Deps, rows: Row[], caller?: Caller): Promise<Row[]>;
  extendQuery?(q: any, db: any): any;
  /**
   * who may see which rows, when the descriptor's single owner column is not enough (a bill belongs to the
   * application's developer, the group's provider and the enterprise's admin at once); replaces the generic scope
   * for callers other than platform admins
   */
  scope?(q: any, db: any, caller: Caller): Promise<any>;
  filter?(q: any, query: Row): any;
  /** handlers of the resource's operations beyond plain CRUD (bindings, state changes, trees) */
  handlers?: (repo: import('./repository.ts').Repository) => Handlers;
}
