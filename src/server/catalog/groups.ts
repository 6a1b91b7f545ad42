/**
 * Groups (capabilities): the group's own fields, its upstream per environment (written with the group, as one
 * request), computed counts, and the detail that carries upstreams, APIs and charge rules.
 */
import type { ResourceService } from '../resources/service.ts';
import type { Row } from '../resources/repository.ts';
import { sql } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { requireCaller } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { configuredUpstreamGuard } from '../gateway/upstream-guard.ts';
import { assertDraft, bump, callerEnterpriseId, groupNameTaken, lineage, visibleGroup, type Db } from './access.ts';
import { endSubscriptions, holdsRecords } from '../billing/records.ts';

export interface UpstreamInput {
  env_type: number;
  base_url: string;
  timeout_ms?: number;
}

/** Valid upstreams (http(s), one per environment), base URL without a trailing slash. */
export function checkUpstreams(list: UpstreamInput[]): Required<UpstreamInput>[] {
  const seen = new Set<number>();
  return list.map((u, i) => {
    if (seen.has(u.env_type)) throw fieldError(`upstreams/${i}/env_type`, 'DUPLICATE_ENV', { env_type: u.env_type });
    seen.add(u.env_type);
    let url: URL;
    try {
      url = new URL(u.base_url.trim());
    } catch {
      throw fieldError(`upstreams/${i}/base_url`, 'BAD_UPSTREAM_URL', { value: u.base_url });
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
      throw fieldError(`upstreams/${i}/base_url`, 'BAD_UPSTREAM_URL', { value: u.base_url });
    }
    return { env_type: u.env_type, base_url: u.base_url.trim().replace(/\/+$/, ''), timeout_ms: u.timeout_ms ?? 10000 };
  });
}

export async function replaceUpstreams(trx: Db, groupId: number, list: UpstreamInput[]): Promise<void> {
  const rows = checkUpstreams(list);
  await trx.deleteFrom('group_upstreams').where('group_id', '=', groupId).execute();
  if (rows.length)
    await trx
      .insertInto('group_upstreams')
      .values(rows.map((r) => ({ ...r, group_id: groupId })))
      .execute();
}

async function decorateGroups(deps: Deps, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.group_id as number);
  const db = deps.db;
  const [counts, ups, drafts] = await Promise.all([
    db
      .selectFrom('apis')
      .select(['group_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('group_id', 'in', ids)
      .groupBy('group_id')
      .execute(),
    db
      .selectFrom('group_upstreams')
      .select(['group_id', 'env_type', 'base_url', 'timeout_ms'])
      .where('group_id', 'in', ids)
      .orderBy('env_type')
      .execute(),
    db.selectFrom('api_groups').select(['group_id', 'parent_group_id']).where('parent_group_id', 'in', ids).execute(),
  ]);
  const n = new Map(counts.map((c) => [c.group_id, Number(c.n)]));
  const guard = configuredUpstreamGuard(deps.config);
  return rows.map((r) => ({
    ...r,
    score_avg: Number(r.score_avg ?? 0),
    api_count: n.get(r.group_id as number) ?? 0,
    upstreams: ups.filter((u) => u.group_id === r.group_id).map(({ group_id: _, ...u }) => u),
    // why the gateway would refuse an upstream, for its provider (callers are told only "upstream refused")
    upstream_refusals: ups
      .filter((u) => u.group_id === r.group_id)
      .flatMap((u) => {
        const reason = guard.refuseUrl(u.base_url);
        return reason ? [{ env_type: u.env_type, reason }] : [];
      }),
    upgrade_group_id: drafts.find((d) => d.parent_group_id === r.group_id)?.group_id ?? null,
  }));
}

/** A group is shared with a team the caller leads or belongs to; anyone else's team is not there (404). */
async function assertTeam(db: Db, caller: Caller, teamId: number): Promise<void> {
  if (isPlatformAdmin(caller)) return;
  const team = await db
    .selectFrom('teams')
    .select('team_id')
    .where('team_id', '=', teamId)
    .where((eb: any) =>
      eb.or([
        eb('created_by', '=', caller.user_id),
        eb.exists(
          eb
            .selectFrom('team_users')
            .select('team_users.team_id')
            .whereRef('team_users.team_id', '=', 'teams.team_id')
            .where('team_users.user_id', '=', caller.user_id),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!team) throw notFound();
}

export const groupService: ResourceService = {
  async beforeWrite({ trx, caller, values, id }) {
    const db = trx as Db;
    // the name's uniqueness is the generic check's (group_name is `unique: global`, narrowed by uniqueAmong)
    if (id !== undefined) {
      assertDraft(await visibleGroup(db, caller, id, true));
    } else if (caller) {
      values.enterprise_id = await callerEnterpriseId(db, caller);
    }
    if (values.team_id !== undefined && values.team_id !== null && caller)
      await assertTeam(db, caller, values.team_id as number);
  },
  async afterWrite({ trx, body, id }) {
    if (Array.isArray(body.upstreams))
      await replaceUpstreams(trx as Db, id as number, body.upstreams as UpstreamInput[]);
  },
  archivable: true,
  // a name is compared with published and draft capabilities, not upgrade drafts (they carry their version's name),
  // and an upgrade draft's name not with the version it upgrades: the same rule as groupNameTaken
  uniqueAmong(q, exceptId) {
    q = q.where('parent_group_id', 'is', null);
    if (exceptId === undefined) return q;
    return q.where(
      'group_id',
      'not in',
      sql`(select coalesce(parent_group_id, 0) from api_groups where group_id = ${Number(exceptId)})`,
    );
  },
  duplicateError: (field, value) =>
    new ApiError(409, 'DUPLICATE', 'GROUP_NAME_TAKEN', { value, field }, [
      { field, message: 'GROUP_NAME_TAKEN', params: { value } },
    ]),
  async beforeDelete({ deps, trx, row }) {
    // a live or reviewed group is withdrawn first (revoke), so callers and subscriptions are never cut off by a delete
    if (row.group_state === 'published' || row.group_state === 'submitted') {
      throw new ApiError(409, 'INVALID_STATE', 'GROUP_NOT_EDITABLE', { state: row.group_state });
    }
    const groupId = row.group_id as number;
    if (!(await holdsRecords(trx, 'group_id', groupId))) return;
    // a group that was subscribed, called or billed is archived: kept (with its APIs and charge rules) for its bills
    // and reports, gone from the provider's lists, its name and routes free for a new group
    const now = deps.now();
    await endSubscriptions(trx, 'group_id', groupId, now);
    await trx
      .updateTable('api_groups')
      .set({ archived_at: now, updated_at: now })
      .where('group_id', '=', groupId)
      .execute();
    await bump(trx as Db, deps, 'group_archived');
    return 'kept';
  },
  decorate: (deps, rows) => decorateGroups(deps, rows),
  handlers: (repo) => ({
    async groupDetail(ctx) {
      const row = await repo.one(ctx.deps, ctx.caller, ctx.query.group_id);
      const [apis, rules] = await Promise.all([
        ctx.deps.db
          .selectFrom('apis')
          .selectAll()
          .where('group_id', '=', row.group_id as number)
          .orderBy('sort')
          .orderBy('api_id')
          .execute(),
        ctx.deps.db
          .selectFrom('charge_rules')
          .selectAll()
          .where('group_id', '=', row.group_id as number)
          .orderBy('charge_rule_id')
          .execute(),
      ]);
      return { ...row, apis, charge_rules: rules.map(numericRule) };
    },
    async groupNameCheck(ctx) {
      const caller = requireCaller(ctx);
      let except: number[] = [];
      if (ctx.query.exclude_id) {
        const group = await visibleGroup(ctx.deps.db, caller, ctx.query.exclude_id).catch(() => undefined);
        if (!group) throw notFound();
        except = await lineage(ctx.deps.db, group);
      }
      return !(await groupNameTaken(ctx.deps.db, ctx.query.group_name, except));
    },
  }),
};

/** numeric(12,2) arrives as text; the wire carries numbers */
export function numericRule<T extends Record<string, unknown>>(r: T): T {
  return {
    ...r,
    price_per_thousand: r.price_per_thousand == null ? null : Number(r.price_per_thousand),
    package_price: r.package_price == null ? null : Number(r.package_price),
  };
}
