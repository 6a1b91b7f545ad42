/**
 * One dataProvider for every descriptor resource: each react-admin call becomes the descriptor's operation
 * through the request wrapper. Nothing here knows a resource by name; a new descriptor needs no code.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { request as defaultRequest, type RequestOptions, type RequestPolicy } from '../../api/request.ts';
import { descriptorByName as bundled } from '../../shared/descriptors/browser.ts';
import type { ActionDescriptor, Op, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { toHttpError } from './errors.ts';
import { pickWritable } from './fields.ts';
import { actionRoute, fillPath, operationIndex, routeOf, type OperationIndex } from './operations.ts';
import { filterQuery, pageQuery, type ListParams } from './query.ts';
import { announceDeleted } from './record-events.ts';
import { operationUrl } from '../../api/call.ts';

export type RequestFn = <T>(opts: RequestOptions, policy?: RequestPolicy) => Promise<T>;

export interface ActionParams {
  id?: Identifier;
  ids?: Identifier[];
  /** merged over the action's fixed payload */
  data?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface DescriptorDataProvider extends DataProvider {
  /**
   * asks for a list's page before the list is drawn (the console's boot, beside the session's calls): the list's
   * own getList for the same page takes that answer once instead of asking again. Resolves to what that getList
   * will give (undefined for a resource without a paged list), for the caller to hand to react-query beforehand.
   */
  prefetchList(resource: string, params: ListParams): Promise<{ data: RaRecord[]; total: number }> | undefined;
  /** runs a descriptor action (resources/<name>.yaml `actions`) on one record, several, or none */
  action(resource: string, action: string, params: ActionParams): Promise<{ data: unknown }>;
  /** true when `value` is still free in a `unique` field (GET checkUnique) */
  checkUnique(resource: string, params: { field: string; value: string; excludeId?: Identifier }): Promise<boolean>;
}

export interface DataProviderOptions {
  descriptors?: Map<string, ResourceDescriptor>;
  operations?: OperationIndex;
  request?: RequestFn;
}

interface Page {
  list: Record<string, unknown>[];
  total: number;
}

/** an early page is taken by a list drawn within this time; a later one asks afresh */
const EARLY_MS = 10_000;

/** The picker's `all` list is small (at most 1000 rows): filters its operation does not take are matched here. */
function matchesLocally(row: Record<string, unknown>, rest: Record<string, unknown>): boolean {
  return Object.entries(rest).every(([k, v]) => {
    const cell = row[k];
    if (Array.isArray(v)) return v.some((x) => String(x) === String(cell));
    if (typeof v === 'string')
      return String(cell ?? '')
        .toLowerCase()
        .includes(v.toLowerCase());
    return String(cell) === String(v);
  });
}

export function createDataProvider(options: DataProviderOptions = {}): DescriptorDataProvider {
  const descriptors = options.descriptors ?? bundled;
  const operations = options.operations ?? operationIndex;
  // Quiet calls: react-admin shows mutation failures itself and the views render load failures, so the
  // wrapper must not notify a second time; its session rules (401, AUTH_FAILED) still apply.
  const send = options.request ?? (defaultRequest as RequestFn);
  const call = async <T>(opts: RequestOptions): Promise<T> => {
    try {
      return await send<T>(opts, { notify: false });
    } catch (err) {
      throw toHttpError(err);
    }
  };

  const descriptor = (resource: string): ResourceDescriptor => {
    const d = descriptors.get(resource);
    if (!d) throw new Error(`no descriptor for resource "${resource}"`);
    return d;
  };
  const withId = <T extends RaRecord>(d: ResourceDescriptor, row: Record<string, unknown>): T =>
    ({ ...row, id: row[d.key] as Identifier }) as T;
  /** ids from the URL are text; a JSON body carries an integer key as a number (bodies are not coerced) */
  const wireId = (d: ResourceDescriptor, id: Identifier): Identifier =>
    d.fields[d.key]?.type === 'id' && typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  /** The key goes in the path when the operation's path has a place for it, else in the query or body (e.g. sub/user/detail?user_id=). */
  const byKey = (
    d: ResourceDescriptor,
    op: Op,
    id: Identifier,
  ): Pick<RequestOptions, 'method' | 'url' | 'query' | 'body'> => {
    const route = routeOf(operations, d, op);
    const filled = fillPath(route.path, {}, id);
    if (filled.usedId) return { method: route.method, url: filled.url };
    const carry = { [d.key]: wireId(d, id) };
    return route.method === 'GET' || route.method === 'DELETE'
      ? { method: route.method, url: filled.url, query: carry }
      : { method: route.method, url: filled.url, body: carry };
  };

  async function fetchAll(d: ResourceDescriptor, filter: Record<string, unknown> | undefined, signal?: AbortSignal) {
    const route = routeOf(operations, d, 'all');
    const { query, rest } = filterQuery(d, filter);
    const rows = await call<Record<string, unknown>[]>({ url: route.path, method: route.method, query, signal });
    return (rows ?? []).filter((row) => matchesLocally(row, rest));
  }

  const listResult = (d: ResourceDescriptor, result: Page | undefined) => ({
    data: (result?.list ?? []).map((r) => withId(d, r)),
    total: result?.total ?? 0,
  });

  // pages asked for early (prefetchList), by their wire request: the same page asked for in another shape is still it
  const early = new Map<string, { at: number; page: Promise<Page> }>();
  const pageRequest = (d: ResourceDescriptor, params: ListParams, extra: Record<string, unknown> = {}) => {
    const route = routeOf(operations, d, 'list');
    const query = { ...pageQuery(d, params), ...filterQuery(d, params.filter).query, ...extra };
    return { route, query, key: `${route.method} ${route.path} ${JSON.stringify(query)}` };
  };

  async function page(
    d: ResourceDescriptor,
    params: ListParams & { signal?: AbortSignal; meta?: { operation?: Op } },
    extra: Record<string, unknown> = {},
  ) {
    const useAll = params.meta?.operation === 'all' || !d.operations.list;
    if (useAll) {
      const rows = await fetchAll(d, { ...params.filter, ...extra }, params.signal);
      return { data: rows.map((r) => withId(d, r)), total: rows.length };
    }
    const { route, query, key } = pageRequest(d, params, extra);
    const taken = early.get(key);
    early.delete(key);
    const result = await (taken && performance.now() - taken.at < EARLY_MS
      ? taken.page
      : call<Page>({ url: route.path, method: route.method, signal: params.signal, query }));
    return listResult(d, result);
  }

  async function one(d: ResourceDescriptor, id: Identifier, signal?: AbortSignal) {
    return withId(d, await call<Record<string, unknown>>({ ...byKey(d, 'one', id), signal }));
  }

  async function update(d: ResourceDescriptor, id: Identifier, data: Record<string, unknown>, previous?: RaRecord) {
    const route = routeOf(operations, d, 'update');
    const body = { ...pickWritable(d, data), [d.key]: wireId(d, id) };
    const saved = await call<Record<string, unknown> | null>({ url: route.path, method: route.method, body });
    return withId(d, saved ?? { ...previous, ...body });
  }

  async function remove(d: ResourceDescriptor, id: Identifier) {
    await call(byKey(d, 'delete', id));
  }

  /** The record id goes where the action says (path by default); fixed payload and caller data travel with it. */
  async function runAction(
    d: ResourceDescriptor,
    a: ActionDescriptor,
    id: Identifier | undefined,
    ids: Identifier[] | undefined,
    params: ActionParams,
  ) {
    const route = actionRoute(operations, d, a.operation);
    const payload: Record<string, unknown> = { ...a.payload, ...params.data };
    const idIn = a.idIn ?? 'path';
    const noBody = route.method === 'GET' || route.method === 'DELETE';
    const placed: Record<string, unknown> = {};
    let url: string;
    if (ids) placed.ids = ids.map((x) => wireId(d, x));
    else if (id !== undefined && idIn !== 'path') placed[d.key] = wireId(d, id);
    if (id !== undefined && idIn === 'path') {
      const filled = fillPath(route.path, payload, id);
      url = filled.usedId ? filled.url : `${filled.url.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
    } else {
      url = fillPath(route.path, payload).url;
    }
    const query = noBody ? { ...payload, ...placed } : idIn === 'query' ? placed : undefined;
    const body = noBody ? undefined : idIn === 'query' ? payload : { ...payload, ...placed };
    return call({ url, method: route.method, query, body, signal: params.signal, download: a.download });
  }

  return {
    prefetchList(resource, params) {
      const d = descriptor(resource);
      if (!d.operations.list) return undefined;
      const { route, query, key } = pageRequest(d, params);
      const answer = call<Page>({ url: route.path, method: route.method, query });
      // a failure is the list's to show when it asks (it gets this same rejection), not an unhandled one now
      answer.catch(() => undefined);
      early.set(key, { at: performance.now(), page: answer });
      const rows = answer.then((result) => listResult(d, result));
      rows.catch(() => undefined);
      return rows;
    },
    async getList(resource, params) {
      return (await page(descriptor(resource), params as ListParams)) as never;
    },
    async getOne(resource, params) {
      return { data: (await one(descriptor(resource), params.id, params.signal)) as never };
    },
    async getMany(resource, params) {
      const d = descriptor(resource);
      if (d.operations.all) {
        // one call for a whole page of references instead of one per id
        const wanted = new Set(params.ids.map(String));
        const rows = await fetchAll(d, undefined, params.signal);
        return { data: rows.filter((r) => wanted.has(String(r[d.key]))).map((r) => withId(d, r)) as never };
      }
      return { data: (await Promise.all(params.ids.map((id) => one(d, id, params.signal)))) as never };
    },
    async getManyReference(resource, params) {
      const d = descriptor(resource);
      return (await page(d, params as ListParams, { [params.target]: params.id })) as never;
    },
    async create(resource, params) {
      const d = descriptor(resource);
      const route = routeOf(operations, d, 'create');
      const saved = await call<Record<string, unknown>>({
        url: route.path,
        method: route.method,
        body: pickWritable(d, params.data),
      });
      return { data: withId(d, saved) as never };
    },
    async update(resource, params) {
      return { data: (await update(descriptor(resource), params.id, params.data, params.previousData)) as never };
    },
    async updateMany(resource, params) {
      const d = descriptor(resource);
      // one at a time: the first failure stops the run and is reported, instead of a partial parallel burst
      for (const id of params.ids) await update(d, id, params.data);
      return { data: params.ids };
    },
    async delete(resource, params) {
      const d = descriptor(resource);
      await remove(d, params.id);
      announceDeleted(resource, [params.id]);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      const d = descriptor(resource);
      const done: Identifier[] = [];
      try {
        for (const id of params.ids) {
          await remove(d, id);
          done.push(id);
        }
      } finally {
        if (done.length) announceDeleted(resource, done);
      }
      return { data: params.ids };
    },
    async action(resource, actionName, params) {
      const d = descriptor(resource);
      const a = d.actions?.find((x) => x.name === actionName);
      if (!a) throw new Error(`resource ${resource} has no action ${actionName}`);
      if (a.scope === 'bulk' && params.ids && (a.idIn ?? 'path') !== 'body') {
        for (const id of params.ids) await runAction(d, a, id, undefined, params);
        return { data: params.ids };
      }
      return { data: await runAction(d, a, params.id, a.scope === 'bulk' ? params.ids : undefined, params) };
    },
    async checkUnique(resource, { field, value, excludeId }) {
      const route = operations.get('checkUnique') ?? { method: 'GET', path: operationUrl('checkUnique') };
      return call<boolean>({
        url: route.path,
        method: route.method,
        query: { resource, field, value, exclude_id: excludeId },
      });
    },
  };
}

export const dataProvider = createDataProvider();
