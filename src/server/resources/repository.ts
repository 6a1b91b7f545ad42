/**
 * The generic repository: list (filters, sort, paging), one, create, update and delete for any descriptor,
 * every write in a transaction, uniqueness answered as 409 DUPLICATE and referenced rows as 409 REFERENCED.
 * Table and column names come only from validated descriptors, never from the request.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { normalizeFilter, type ResourceDescriptor } from '../../shared/descriptors/types.ts';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, duplicate, notFound } from '../http/errors.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { containing } from '../db/like.ts';
import type { ResourceQuery, ResourceService } from './service.ts';
import { dynamic } from '../db/dynamic.ts';
import { afterRow, listSort } from '../exports/keyset.ts';

type AnyDb = Kysely<Database> | Transaction<Database>;
export type Row = Record<string, unknown>;
export interface PageResult {
  list: Row[];
  total: number;
  page_num: number;
  page_size: number;
}

export function columnsOf(d: ResourceDescriptor): string[] {
  return Object.entries(d.fields)
    .filter(([, f]) => !f.virtual && !f.writeOnly)
    .map(([name]) => name);
}

export function writableOf(d: ResourceDescriptor): string[] {
  return Object.entries(d.fields)
    .filter(([, f]) => !f.virtual && !f.readOnly && f.type !== 'id')
    .map(([name]) => name);
}

/** The column that says who owns a row under the descriptor's scope; none for scope all. */
function ownerColumn(d: ResourceDescriptor): string | undefined {
  return d.scope === 'owner' ? 'created_by' : d.scope === 'enterprise' ? 'enterprise_id' : undefined;
}

async function callerEnterprise(db: AnyDb, caller: Caller): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('enterprise_id')
    .where('user_id', '=', caller.user_id)
    .executeTakeFirst();
  return (row?.enterprise_id as number | null) ?? null;
}

/** The enterprise the caller administers (holds the built-in enterprise_admin role and belongs to it), or null. */
export async function adminOfEnterprise(db: AnyDb, caller: Caller): Promise<number | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.user_id')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('u.enterprise_id')
    .where('u.user_id', '=', caller.user_id)
    .where('r.role_code', '=', 'enterprise_admin')
    .where('r.built_in', '=', 1)
    .executeTakeFirst();
  return (row?.enterprise_id as number | null | undefined) ?? null;
}

/** Restricts a query to the rows the caller may see under the descriptor's scope. */
async function scoped(
  q: ResourceQuery,
  d: ResourceDescriptor,
  db: AnyDb,
  caller?: Caller,
  service?: ResourceService,
): Promise<ResourceQuery> {
  if (caller && service?.scope && !isPlatformAdmin(caller)) return service.scope(q, db, caller);
  if (!caller || !d.scope || d.scope === 'all' || isPlatformAdmin(caller)) return q;
  if (d.scope === 'owner') {
    const ent = d.enterpriseAdmin && d.fields.enterprise_id ? await adminOfEnterprise(db, caller) : null;
    if (ent === null) return q.where(`${d.table}.created_by`, '=', caller.user_id);
    return q.where((eb) =>
      eb.or([eb(`${d.table}.created_by`, '=', caller.user_id), eb(`${d.table}.enterprise_id`, '=', ent)]),
    );
  }
  const ent = await callerEnterprise(db, caller);
  return ent === null ? q.where(sql.lit(false), '=', true) : q.where(`${d.table}.enterprise_id`, '=', ent);
}

async function ownerOfRow(db: AnyDb, d: ResourceDescriptor, id: unknown, column: string): Promise<unknown> {
  const row = await dynamic(db)
    .selectFrom(d.table)
    .select(column as any)
    .where(d.key as any, '=', id as any)
    .executeTakeFirst();
  return (row as Row | undefined)?.[column];
}

export function createRepository(d: ResourceDescriptor, service: ResourceService = {}) {
  const ownerOf = (db: AnyDb, id: unknown, column: string) => ownerOfRow(db, d, id, column);
  const columns = columnsOf(d).map((c) => `${d.table}.${c}` as const);
  // virtual fields are not columns: a resource that filters by one does it in its service's `filter`
  const filters = (d.list.filters ?? []).map((f) => normalizeFilter(f, d)).filter((f) => !d.fields[f.field].virtual);

  function baseQuery(db: AnyDb): ResourceQuery {
    let q: ResourceQuery = dynamic(db).selectFrom(d.table).select(columns);
    if (service.archivable) q = q.where(`${d.table}.archived_at`, 'is', null);
    if (service.extendQuery) q = service.extendQuery(q, db);
    return q;
  }

  function applyFilters(q: ResourceQuery, query: Row): ResourceQuery {
    for (const f of filters) {
      if (f.op === 'range') {
        const start = query[`${f.field}_start`],
          end = query[`${f.field}_end`];
        if (start !== undefined && start !== '') q = q.where(`${d.table}.${f.field}`, '>=', start);
        if (end !== undefined && end !== '') q = q.where(`${d.table}.${f.field}`, '<=', end);
        continue;
      }
      const raw = query[f.field];
      if (raw === undefined || raw === null || raw === '') continue;
      const v = typeof raw === 'string' ? raw.trim() : raw;
      if (v === '') continue;
      q =
        f.op === 'like'
          ? q.where(sql`${sql.ref(`${d.table}.${f.field}`)}::text ilike ${containing(String(v))}`, '=', true)
          : q.where(`${d.table}.${f.field}`, '=', v);
    }
    return service.filter ? service.filter(q, query) : q;
  }

  async function decorate(deps: Deps, rows: Row[], caller?: Caller): Promise<Row[]> {
    return service.decorate ? service.decorate(deps, rows, caller) : rows;
  }

  /** the row just written, computed fields as the writer may see them */
  async function readBack(deps: Deps, caller: Caller | undefined, id: unknown): Promise<Row> {
    const row = await findOne(deps.db, id);
    if (!row) throw notFound();
    return (await decorate(deps, [row], caller))[0];
  }

  async function findOne(db: AnyDb, id: unknown, caller?: Caller): Promise<Row | undefined> {
    const q = await scoped(baseQuery(db).where(`${d.table}.${d.key}`, '=', id as any), d, db, caller, service);
    return (await q.executeTakeFirst()) as Row | undefined;
  }

  /**
   * 409 DUPLICATE when another row in the same scope holds a unique value. `owner` is the row's owner (created_by or
   * enterprise_id, by scope): the caller's on create, the row's own on update, so an admin editing a tenant's row
   * checks within that tenant.
   */
  async function assertUnique(db: AnyDb, values: Row, exceptId?: unknown, owner?: unknown) {
    for (const [field, f] of Object.entries(d.fields)) {
      if (!f.unique || values[field] === undefined || values[field] === null) continue;
      let q = dynamic(db)
        .selectFrom(d.table)
        .select(d.key as any);
      q =
        typeof values[field] === 'string'
          ? q.where(sql`lower(${sql.ref(field)})`, '=', String(values[field]).toLowerCase())
          : q.where(field as any, '=', values[field] as any);
      if (exceptId !== undefined) q = q.where(d.key as any, '!=', exceptId as any);
      if (service.archivable) q = q.where('archived_at' as any, 'is', null);
      if (service.uniqueAmong) q = service.uniqueAmong(q, exceptId);
      const column = f.unique === 'global' ? undefined : ownerColumn(d);
      if (column) q = q.where(sql`coalesce(${sql.ref(column)}, 0)`, '=', (owner as number | null | undefined) ?? 0);
      if (await q.executeTakeFirst()) throw service.duplicateError?.(field, values[field]) ?? duplicate(field);
    }
  }

  function pick(body: Row, partial: boolean): Row {
    const out: Row = {};
    for (const name of writableOf(d)) {
      // on create, null is "not given" (the column's default applies); on update it clears the field
      // a text or a JSON value (a JSON string is data, e.g. a plain-text example) is kept as sent
      if (body[name] !== undefined && !(body[name] === null && !partial))
        out[name] =
          typeof body[name] === 'string' && d.fields[name].type !== 'text' && d.fields[name].type !== 'json'
            ? (body[name] as string).trim()
            : body[name];
      else if (!partial && d.fields[name].default !== undefined) out[name] = d.fields[name].default;
    }
    return out;
  }

  /** Maps database constraint failures that slipped past the checks (races) to the wire's 409s. */
  async function guarded<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e: any) {
      if (e?.code === '23505') {
        const field = Object.keys(d.fields).find((f) => String(e.constraint ?? e.detail ?? '').includes(f)) ?? d.key;
        throw duplicate(field);
      }
      if (e?.code === '23503') throw new ApiError(409, 'INVALID_STATE', 'REFERENCED');
      // a column that must hold a value was sent as null (an emptied optional field): it is missing
      if (e?.code === '23502' && typeof e.column === 'string' && d.fields[e.column]) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {}, [
          { field: e.column, message: 'field.required' },
        ]);
      }
      throw e;
    }
  }

  return {
    descriptor: d,
    findOne,

    async list(deps: Deps, caller: Caller | undefined, query: Row): Promise<PageResult> {
      const page_num = Number(query.page_num ?? 1);
      const page_size = Number(query.page_size ?? 10);
      const q = applyFilters(await scoped(baseQuery(deps.db), d, deps.db, caller, service), query);
      const sortField =
        typeof query.sort_field === 'string' && columnsOf(d).includes(query.sort_field)
          ? query.sort_field
          : (d.list.sort?.field ?? d.key);
      const order = String(query.sort_order ?? d.list.sort?.order ?? 'DESC').toUpperCase() === 'ASC' ? 'asc' : 'desc';
      const countQ = q.clearSelect().select(sql<number>`count(*)`.as('n'));
      const [{ n }] = await countQ.execute();
      const rows = await q
        .orderBy(`${d.table}.${sortField}`, order)
        .orderBy(`${d.table}.${d.key}`, order)
        .limit(page_size)
        .offset((page_num - 1) * page_size)
        .execute();
      return { list: await decorate(deps, rows, caller), total: Number(n), page_num, page_size };
    },

    async all(deps: Deps, caller: Caller | undefined, query: Row): Promise<Row[]> {
      const q = applyFilters(await scoped(baseQuery(deps.db), d, deps.db, caller, service), query);
      const sortField = d.list.sort?.field ?? d.key;
      return decorate(
        deps,
        await q
          .orderBy(`${d.table}.${sortField}`, d.list.sort?.order === 'ASC' ? 'asc' : 'desc')
          .limit(1000)
          .execute(),
        caller,
      );
    },

    /** The list's rows (same scope, filters and order) in batches of `size`, for exports: never all at once. */
    async *batches(deps: Deps, caller: Caller | undefined, query: Row, size = 500): AsyncGenerator<Row[]> {
      const sort = listSort(d, query);
      let last: Row | undefined;
      for (;;) {
        const q = afterRow(
          applyFilters(await scoped(baseQuery(deps.db), d, deps.db, caller, service), query),
          d,
          sort,
          last,
        );
        const rows = (await q.limit(size).execute()) as Row[];
        if (rows.length) yield decorate(deps, rows);
        if (rows.length < size) return;
        last = rows[rows.length - 1];
      }
    },

    async one(deps: Deps, caller: Caller | undefined, id: unknown): Promise<Row> {
      const row = await findOne(deps.db, id, caller);
      if (!row) throw notFound();
      return (await decorate(deps, [row], caller))[0];
    },

    async create(deps: Deps, caller: Caller | undefined, body: Row): Promise<Row> {
      const id = await guarded(() =>
        deps.db.transaction().execute(async (trx) => {
          const values = pick(body, false);
          if (d.fields.created_by && caller) values.created_by = caller.user_id;
          if (d.scope === 'enterprise' && d.fields.enterprise_id && caller && !isPlatformAdmin(caller)) {
            values.enterprise_id = await callerEnterprise(trx, caller);
          }
          const column = ownerColumn(d);
          await assertUnique(trx, values, undefined, column ? values[column] : undefined);
          if (service.beforeWrite) await service.beforeWrite({ deps, trx, caller, values, body, id: undefined });
          const row = await dynamic(trx)
            .insertInto(d.table)
            .values(values as any)
            .returning(d.key as any)
            .executeTakeFirstOrThrow();
          const newId = (row as Row)[d.key];
          if (service.afterWrite) await service.afterWrite({ deps, trx, caller, values, body, id: newId });
          return newId;
        }),
      );
      return readBack(deps, caller, id);
    },

    async update(deps: Deps, caller: Caller | undefined, id: unknown, body: Row): Promise<Row> {
      await guarded(() =>
        deps.db.transaction().execute(async (trx) => {
          const existing = await findOne(trx, id, caller);
          if (!existing) throw notFound();
          const values = pick(body, true);
          if (d.fields.updated_at) values.updated_at = deps.now();
          const column = ownerColumn(d);
          await assertUnique(trx, values, id, column ? await ownerOf(trx, id, column) : undefined);
          if (service.beforeWrite) await service.beforeWrite({ deps, trx, caller, values, body, id });
          if (Object.keys(values).length) {
            await dynamic(trx)
              .updateTable(d.table)
              .set(values as any)
              .where(d.key as any, '=', id as any)
              .execute();
          }
          if (service.afterWrite) await service.afterWrite({ deps, trx, caller, values, body, id });
        }),
      );
      return readBack(deps, caller, id);
    },

    async remove(deps: Deps, caller: Caller | undefined, ids: unknown[]): Promise<null> {
      await guarded(() =>
        deps.db.transaction().execute(async (trx) => {
          for (const id of ids) {
            const row = await findOne(trx, id, caller);
            if (!row) throw notFound();
            const kept = service.beforeDelete ? await service.beforeDelete({ deps, trx, caller, row }) : undefined;
            if (kept !== 'kept')
              await dynamic(trx)
                .deleteFrom(d.table)
                .where(d.key as any, '=', id as any)
                .execute();
          }
        }),
      );
      return null;
    },

    /**
     * true when no other row in the caller's scope holds `value` in the unique field (the scope of the row being
     * edited, when `exceptId` names one the caller may see). Never looks beyond the caller's scope for a
     * scoped field: the answer must not tell one tenant about another's data.
     */
    async isUnique(
      deps: Deps,
      caller: Caller,
      field: string,
      value: string | number,
      exceptId?: unknown,
    ): Promise<boolean> {
      const column = ownerColumn(d);
      // the row being edited must be one the caller sees: another tenant's id would otherwise be left out of the check
      const edited = exceptId !== undefined ? await findOne(deps.db, exceptId, caller) : undefined;
      if (exceptId !== undefined && !edited) throw notFound();
      let owner: unknown;
      if (column && d.fields[field].unique !== 'global') {
        owner = edited
          ? await ownerOf(deps.db, exceptId, column)
          : column === 'created_by'
            ? caller.user_id
            : await callerEnterprise(deps.db, caller);
      }
      try {
        await assertUnique(deps.db, { [field]: value }, exceptId, owner);
        return true;
      } catch (e) {
        if (e instanceof ApiError && e.code === 'DUPLICATE') return false;
        throw e;
      }
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
export type { Database };
