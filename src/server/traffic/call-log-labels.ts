/**
 * Names for the ids the call logs and statistics carry (groups, APIs, applications, users). The gateway never reads
 * the catalog's, the applications' or the accounts' tables: those domains register a lookup here
 * (`registerCallLogLabels`), the screens ask `callLogLabels`, and the call-log export uses the same lookups.
 * A caller gets names only for ids that occur in the calls they may see (the rollups' developer/provider columns,
 * the rule of callLogPage), so an id typed by hand answers nothing for someone who never saw it.
 */
import { sql } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { validation } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';

export type LabelKind = 'group' | 'api' | 'app' | 'user';
/** Answers display names for ids in a language; registered by the catalog (groups, APIs), apps and accounts domains. */
export type LabelLookup = (deps: Deps, ids: number[], lang: Lang) => Promise<Map<number, string>>;

const labelSources = new Map<LabelKind, LabelLookup>();
export function registerCallLogLabels(kind: LabelKind, lookup: LabelLookup) {
  labelSources.set(kind, lookup);
}

/** Names for ids with no scope check: for callers that already hold rows the caller may see (the export). */
export async function lookupLabels(
  deps: Deps,
  kind: LabelKind,
  ids: number[],
  lang: Lang,
): Promise<Map<number, string>> {
  const lookup = labelSources.get(kind);
  const wanted = [...new Set(ids.filter((v) => Number.isInteger(v) && v > 0))];
  if (!lookup || !wanted.length) return new Map();
  return lookup(deps, wanted, lang);
}

const COLUMN = { group: 'group_id', api: 'api_id', app: 'apply_id' } as const;
const MAX_IDS = 200;

/** The ids among `ids` that occur in calls the caller may see. */
async function visible(deps: Deps, caller: Caller, kind: LabelKind, ids: number[]): Promise<number[]> {
  if (isPlatformAdmin(caller)) return ids;
  const me = caller.user_id;
  const base = () => deps.db.selectFrom('call_rollups').where('granularity', '=', 'd');
  if (kind === 'user') {
    // the other side of my calls: the developers who called my groups, the providers of the groups I called; and me
    const rows = await sql<{ id: number }>`
      select distinct developer_id as id from call_rollups where granularity = 'd' and provider_id = ${me} and developer_id in (${sql.join(ids)})
      union select distinct provider_id as id from call_rollups where granularity = 'd' and developer_id = ${me} and provider_id in (${sql.join(ids)})`.execute(
      deps.db,
    );
    const seen = new Set(rows.rows.map((r) => Number(r.id)));
    return ids.filter((id) => id === me || seen.has(id));
  }
  const col = COLUMN[kind];
  const rows = await base()
    .select(col)
    .distinct()
    .where(col, 'in', ids)
    .where((eb) => eb.or([eb('developer_id', '=', me), eb('provider_id', '=', me)]))
    .execute();
  return rows.map((r) => Number((r as Record<string, unknown>)[col]));
}

/** `callLogLabels`: names in the caller's language for the ids on a statistics or call-log screen. */
export async function callLogLabels(deps: Deps, caller: Caller, lang: Lang, q: { kind: LabelKind; ids: string }) {
  const ids = [...new Set(q.ids.split(',').map(Number))];
  if (ids.length > MAX_IDS || ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)) {
    throw validation([{ field: 'ids', message: 'field.invalid', params: { field: 'ids' } }]);
  }
  const names = await lookupLabels(deps, q.kind, await visible(deps, caller, q.kind, ids), lang);
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
}
