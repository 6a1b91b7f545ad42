/**
 * A Kysely dialect wrapper that hands the audit context to the database: every transaction begun while an audited
 * handler runs first sets `audit.ctx` (transaction-local, so it never outlives the transaction on a pooled
 * connection), and a write outside a transaction is wrapped in one that does. The audit_capture triggers read it
 * (migration 1110_audit). Requests without a context pay nothing.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { activeAuditScope } from './context.ts';
import { isAudited } from './triggers.ts';
import { authChangesOf, type AuthChange, type AuthChangeSink } from '../auth/cache/changes.ts';
import type { Database } from '../db/schema.ts';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** the table a built write names (`into`, `table`, or the first of `from`), when it names one plainly */
function targetTable(node: any): string | undefined {
  let t = node.into ?? node.table ?? node.from?.froms?.[0];
  if (t?.kind === 'AliasNode') t = t.node;
  return t?.kind === 'TableNode' ? t.table?.identifier?.name : undefined;
}

/** may this statement change an audited table? (a write to sessions or counters needs no context) */
function mayWriteAudited(q: CompiledQuery): boolean {
  if (WRITES.has(q.query.kind)) {
    const table = targetTable(q.query);
    return table === undefined || isAudited(table);
  }
  return q.query.kind === 'RawNode' && !/^\s*select\b/i.test(q.sql);
}

/**
 * The statement that sets the context. The first time in a request it adds the caller's enterprise and roles,
 * read in the same statement (a second query on another connection could wait forever for this one on PGlite).
 */
async function setContext(conn: DatabaseConnection): Promise<void> {
  const scope = activeAuditScope();
  if (!scope) return;
  if (scope.resolved) {
    await conn.executeQuery(CompiledQuery.raw(`select set_config('audit.ctx', $1, true)`, [scope.resolved]));
    return;
  }
  const { rows } = await conn.executeQuery<{ ctx: string }>(
    CompiledQuery.raw(
      `select set_config('audit.ctx', ($1::jsonb || jsonb_build_object(
       'enterprise_id', (select enterprise_id from users where user_id = $2),
       'roles', (select string_agg(distinct code, ',' order by code) from unnest(
         array[case $3::int when 0 then 'super_admin' when 1 then 'platform_admin' end]
         || array(select r.role_code::text from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = $2)) as code)
     ))::text, true) as ctx`,
      [JSON.stringify(scope.ctx), scope.ctx.user_id, scope.ctx.user_type],
    ),
  );
  scope.resolved = rows[0].ctx;
}

class AuditedConnection implements DatabaseConnection {
  inTransaction = false;
  /** what the open transaction's writes may have made stale in the session caches (reported at commit) */
  pendingAuth = new Set<AuthChange>();
  constructor(
    readonly inner: DatabaseConnection,
    private readonly sink?: AuthChangeSink,
  ) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const changes = this.sink ? authChangesOf(q) : [];
    if (!changes.length) return this.run<R>(q);
    if (this.inTransaction) {
      const result = await this.run<R>(q);
      for (const c of changes) this.pendingAuth.add(c);
      return result;
    }
    const result = await this.run<R>(q);
    await this.sink!.committed(changes);
    return result;
  }

  private async run<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction || !activeAuditScope() || !mayWriteAudited(q)) return this.inner.executeQuery<R>(q);
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      await setContext(this.inner);
      const result = await this.inner.executeQuery<R>(q);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (err) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw err;
    }
  }

  streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(q, chunkSize);
  }
}

class AuditedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly sink?: AuthChangeSink,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new AuditedConnection(await this.inner.acquireConnection(), this.sink);
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const conn = c as AuditedConnection;
    await this.inner.beginTransaction(conn.inner, settings);
    conn.inTransaction = true;
    conn.pendingAuth.clear();
    await setContext(conn.inner);
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    const conn = c as AuditedConnection;
    try {
      await this.inner.commitTransaction(conn.inner);
    } finally {
      conn.inTransaction = false;
    }
    // after the commit, so no instance reloads the old value in between; awaited, so the answer that follows
    // (a logout's) is sent once the other instances have been told
    if (conn.pendingAuth.size) {
      const changes = [...conn.pendingAuth];
      conn.pendingAuth.clear();
      await this.sink!.committed(changes);
    }
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    const conn = c as AuditedConnection;
    conn.pendingAuth.clear();
    try {
      await this.inner.rollbackTransaction(conn.inner);
    } finally {
      conn.inTransaction = false;
    }
  }
  savepoint(c: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]) {
    return this.inner.savepoint!((c as AuditedConnection).inner, name, compile);
  }
  rollbackToSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ) {
    return this.inner.rollbackToSavepoint!((c as AuditedConnection).inner, name, compile);
  }
  releaseSavepoint(
    c: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ) {
    return this.inner.releaseSavepoint!((c as AuditedConnection).inner, name, compile);
  }
  releaseConnection(c: DatabaseConnection) {
    return this.inner.releaseConnection((c as AuditedConnection).inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

export function audited(dialect: Dialect, sink?: AuthChangeSink): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AuditedDriver(dialect.createDriver(), sink),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<Database>) => dialect.createIntrospector(db),
  };
}
