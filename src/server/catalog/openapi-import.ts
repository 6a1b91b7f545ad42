/**
 * groupImport: an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON) becomes a group's APIs (reading the
 * document is openapi-document.ts). A dry run answers what would be created, changed and what clashes, and writes
 * nothing; a real import writes everything in one transaction or nothing, and any conflict blocks it.
 */
import type { OpCtx } from '../context.ts';
import { requireCaller } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { assertDraft, callerEnterpriseId, groupNameTaken, visibleGroup, type Db, type Group } from './access.ts';
import { checkUpstreams, replaceUpstreams, type UpstreamInput } from './groups.ts';
import { parseApiDocument, type ParsedDocument } from './openapi-document.ts';
import type { Json, ParsedApi } from './openapi-operation.ts';
import { serversToUpstreams } from './openapi-servers.ts';
import { findClashes, groupEnvs } from './route-check.ts';

export interface ImportBody {
  content: string;
  group_id?: number | null;
  group_name?: string | null;
  classify_id?: number | null;
  description?: string | null;
  upstreams?: UpstreamInput[] | null;
  dry_run?: boolean;
}

/** The plan: what each API becomes, what clashes, against the group (existing) or a group about to be made. */
async function plan(
  db: Db,
  parsed: ParsedDocument,
  group: Group | undefined,
  upstreams: UpstreamInput[],
  groupName: string,
) {
  const conflicts: Json[] = [];
  const existing = group
    ? await db.selectFrom('apis').selectAll().where('group_id', '=', group.group_id).execute()
    : [];
  const byRoute = new Map(existing.map((a) => [`${a.method_type} ${a.path_shape}`, a]));
  const inDoc = new Map<string, ParsedApi>();
  for (const a of parsed.apis) {
    const key = `${a.method_type} ${a.path_shape}`;
    const twin = inDoc.get(key);
    if (twin)
      conflicts.push({
        method_type: a.method_type,
        listen_path: a.listen_path,
        pointer: a.pointer,
        api_id: null,
        api_name: twin.api_name,
        group_name: groupName,
        message: `same route as ${twin.pointer}`,
      });
    inDoc.set(key, a);
  }
  const envs =
    group && !upstreams.length
      ? await groupEnvs(db, group.group_id)
      : upstreams.length
        ? upstreams.map((u) => u.env_type)
        : [1, 2, 3];
  const clashes = await findClashes(
    db,
    group ?? { group_id: 0, parent_group_id: null },
    parsed.apis.map((a) => ({ method_type: a.method_type, path_shape: a.path_shape })),
    envs,
  );
  const apis = parsed.apis.map((a) => {
    const key = `${a.method_type} ${a.path_shape}`;
    const clash = clashes.get(key);
    if (clash)
      conflicts.push({
        method_type: a.method_type,
        listen_path: a.listen_path,
        pointer: a.pointer,
        api_id: clash.api_id,
        api_name: clash.api_name,
        group_name: clash.group_name,
        message: `${a.method_type} ${a.listen_path} → ${clash.group_name} / ${clash.api_name}`,
      });
    const mine = byRoute.get(key);
    const same =
      mine &&
      mine.api_name === a.api_name &&
      mine.listen_path === a.listen_path &&
      (mine.api_desc ?? null) === a.api_desc;
    return {
      api_id: mine?.api_id ?? null,
      api_name: a.api_name,
      method_type: a.method_type,
      listen_path: a.listen_path,
      change: mine ? (same ? 'unchanged' : 'update') : 'create',
    };
  });
  const routes = new Set(parsed.apis.map((a) => `${a.method_type} ${a.path_shape}`));
  const removed = existing
    .filter((a) => !routes.has(`${a.method_type} ${a.path_shape}`))
    .map((a) => ({ api_id: a.api_id, api_name: a.api_name, method_type: a.method_type, listen_path: a.listen_path }));
  return { apis, conflicts, removed, existing, byRoute };
}

export async function importDocument(ctx: OpCtx<'groupImport'>) {
  const caller = requireCaller(ctx);
  const body = ctx.body;
  const db = ctx.deps.db;
  let group = body.group_id ? await visibleGroup(db, caller, body.group_id) : undefined;
  if (group) assertDraft(group);
  const parsed = await parseApiDocument(body.content);
  // given upstreams are the provider's choice; without them the document's servers fill the environments they map
  // to, and a draft keeps its own address for an environment the document leaves out (and its timeouts)
  const current = group
    ? await db
        .selectFrom('group_upstreams')
        .select(['env_type', 'base_url', 'timeout_ms'])
        .where('group_id', '=', group.group_id)
        .execute()
    : [];
  const fromDoc = serversToUpstreams(parsed.servers);
  const merged = [1, 2, 3].flatMap((env) => {
    const doc = fromDoc.find((u) => u.env_type === env);
    const mine = current.find((u) => u.env_type === env);
    return doc ? [{ ...doc, timeout_ms: mine?.timeout_ms ?? doc.timeout_ms }] : mine ? [mine] : [];
  });
  const upstreams = checkUpstreams(body.upstreams ?? merged);
  const groupName = (group?.group_name ?? body.group_name ?? parsed.title ?? '').trim().slice(0, 64) || 'Imported API';
  const preview = await plan(db, parsed, group, upstreams, groupName);
  if (!group && (await groupNameTaken(db, groupName))) {
    preview.conflicts.unshift({
      method_type: '',
      listen_path: '',
      pointer: '/info/title',
      api_id: null,
      api_name: null,
      group_name: groupName,
      message: `group name "${groupName}" is taken`,
    });
  }
  const answer = (group_id: number | null, apis = preview.apis) => ({
    group_id,
    group_name: groupName,
    dry_run: !!body.dry_run,
    apis,
    removed: preview.removed,
    conflicts: preview.conflicts,
    upstreams: upstreams.map((u) => ({ env_type: u.env_type, base_url: u.base_url, timeout_ms: u.timeout_ms })),
    servers: parsed.servers,
    current_upstreams: current,
  });
  if (body.dry_run) return answer(group?.group_id ?? null);
  if (preview.conflicts.length) {
    throw new ApiError(
      409,
      'DUPLICATE',
      'IMPORT_CONFLICTS',
      { count: preview.conflicts.length },
      preview.conflicts.map((c) => ({ field: c.pointer, message: c.message })) as never,
    );
  }
  const now = ctx.deps.now();
  return db.transaction().execute(async (trx) => {
    if (group) {
      group = await visibleGroup(trx, caller, group.group_id, true);
      assertDraft(group);
      await replaceUpstreams(trx, group.group_id, upstreams);
    } else {
      const made = await trx
        .insertInto('api_groups')
        .values({
          group_name: groupName,
          classify_id: body.classify_id ?? null,
          description: (body.description ?? parsed.description ?? null)?.slice(0, 2000) ?? null,
          documentation: parsed.description,
          created_by: caller.user_id,
          enterprise_id: await callerEnterpriseId(trx, caller),
          created_at: now,
          updated_at: now,
        })
        .returning('group_id')
        .executeTakeFirstOrThrow();
      group = await visibleGroup(trx, caller, made.group_id, true);
      await replaceUpstreams(trx, group.group_id, upstreams);
    }
    // the check ran outside the transaction: run it again under the lock, so a race cannot slip a clash in
    const again = await findClashes(
      trx,
      group,
      parsed.apis.map((a) => ({ method_type: a.method_type, path_shape: a.path_shape })),
    );
    if (again.size) throw new ApiError(409, 'DUPLICATE', 'IMPORT_CONFLICTS', { count: again.size });
    const existing = new Map(
      (await trx.selectFrom('apis').selectAll().where('group_id', '=', group.group_id).execute()).map((a) => [
        `${a.method_type} ${a.path_shape}`,
        a,
      ]),
    );
    const names = new Set([...existing.values()].map((a) => a.api_name.toLowerCase()));
    const out = [];
    for (const a of parsed.apis) {
      const { pointer: _p, ...fields } = a;
      const row = {
        ...fields,
        request_params: a.request_params ? JSON.stringify(a.request_params) : null,
        request_body: a.request_body ? JSON.stringify(a.request_body) : null,
        response_schema: a.response_schema ? JSON.stringify(a.response_schema) : null,
        response_example:
          a.response_example === null || a.response_example === undefined ? null : JSON.stringify(a.response_example),
        error_codes: a.error_codes ? JSON.stringify(a.error_codes) : null,
        created_by: group.created_by,
        updated_at: now,
      };
      const mine = existing.get(`${a.method_type} ${a.path_shape}`);
      if (mine) {
        names.delete(mine.api_name.toLowerCase());
        if (names.has(row.api_name.toLowerCase()))
          row.api_name = `${row.api_name} (${a.method_type} ${a.listen_path})`.slice(0, 64);
        await trx.updateTable('apis').set(row).where('api_id', '=', mine.api_id).execute();
        out.push({
          api_id: mine.api_id,
          api_name: row.api_name,
          method_type: a.method_type,
          listen_path: a.listen_path,
          change: 'update',
        });
      } else {
        if (names.has(row.api_name.toLowerCase()))
          row.api_name = `${row.api_name} (${a.method_type} ${a.listen_path})`.slice(0, 64);
        const made = await trx
          .insertInto('apis')
          .values({ ...row, group_id: group.group_id })
          .returning('api_id')
          .executeTakeFirstOrThrow();
        out.push({
          api_id: made.api_id,
          api_name: row.api_name,
          method_type: a.method_type,
          listen_path: a.listen_path,
          change: 'create',
        });
      }
      names.add(row.api_name.toLowerCase());
    }
    return answer(group.group_id, out);
  });
}
