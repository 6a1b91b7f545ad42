/**
 * Which committed writes make a cached session or permission set stale. The database driver (audit/driver.ts) sees
 * every statement the app sends, so it classifies them here instead of every service remembering to announce its
 * changes: a new service that edits a user's roles invalidates the caches without knowing they exist.
 *
 * - `tickets`: a ticket revoked or removed (logout, password change or reset, disable), a user's state, type or name
 *   changed, a user removed. New tickets (inserts) change nothing cached: a ticket is random, nobody asked for it yet.
 * - `grants`: who holds which role or team, what a role or team grants, the resource tree, a user's type; deleting a
 *   role, team or user removes its links by cascade, without a statement naming the link tables.
 */
import type { CompiledQuery } from 'kysely';

export type AuthChange = 'tickets' | 'grants';

const GRANT_TABLES = new Set(['user_roles', 'team_users', 'role_resources', 'team_resources', 'resources']);
const CASCADING = new Set(['roles', 'teams']);
/** the users columns a cached caller holds or is judged by */
const USER_COLUMNS = new Set(['state', 'user_type', 'account_type', 'user_name', 'password_hash']);
const RAW_TABLES = /\b(users|tickets|user_roles|team_users|role_resources|team_resources|resources|roles|teams)\b/i;

function targetTable(node: any): string | undefined {
  let t = node.into ?? node.table ?? node.from?.froms?.[0];
  if (t?.kind === 'AliasNode') t = t.node;
  return t?.kind === 'TableNode' ? t.table?.identifier?.name : undefined;
}

function updatedColumns(node: any): string[] | undefined {
  const cols = (node.updates ?? []).map((u: any) => u?.column?.column?.name);
  return cols.length && cols.every((c: unknown) => typeof c === 'string') ? cols : undefined;
}

/** What a statement may make stale; empty for reads and for writes to anything else. */
export function authChangesOf(q: CompiledQuery): AuthChange[] {
  const node: any = q.query;
  switch (node.kind) {
    case 'SelectQueryNode':
      return [];
    case 'RawNode':
      // sql`` text: judged by what it names; a read never changes anything
      if (/^\s*(select|with\s+\w+\s+as\s*\(\s*select)\b/i.test(q.sql) && !/\b(update|delete|insert)\b/i.test(q.sql))
        return [];
      return RAW_TABLES.test(q.sql) ? ['tickets', 'grants'] : [];
    case 'InsertQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
    case 'MergeQueryNode':
      break;
    default:
      return [];
  }
  const table = targetTable(node);
  if (table === undefined) return ['tickets', 'grants'];
  if (GRANT_TABLES.has(table)) return ['grants'];
  if (CASCADING.has(table)) return node.kind === 'InsertQueryNode' ? [] : ['grants'];
  if (table === 'tickets') return node.kind === 'InsertQueryNode' ? [] : ['tickets'];
  if (table === 'users') {
    if (node.kind === 'InsertQueryNode') return [];
    if (node.kind !== 'UpdateQueryNode') return ['tickets', 'grants'];
    const cols = updatedColumns(node);
    if (!cols) return ['tickets', 'grants'];
    const out: AuthChange[] = [];
    if (cols.some((c) => USER_COLUMNS.has(c))) out.push('tickets');
    if (cols.includes('user_type')) out.push('grants');
    return out;
  }
  return [];
}

/** Where the driver reports committed changes; the app's cache listens (auth/cache/index.ts). */
export class AuthChangeSink {
  private readonly listeners = new Set<(changes: AuthChange[]) => Promise<void> | void>();
  listen(fn: (changes: AuthChange[]) => Promise<void> | void) {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  }
  async committed(changes: Iterable<AuthChange>) {
    const list = [...new Set(changes)];
    if (!list.length || !this.listeners.size) return;
    await Promise.all([...this.listeners].map((fn) => fn(list)));
  }
}
