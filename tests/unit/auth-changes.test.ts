/**
 * Which statements make cached sessions or grants stale (src/server/auth/cache/changes.ts): the database driver
 * asks this of every statement it sends, so a write that matters must never be classified as harmless.
 */
import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { authChangesOf } from '../../src/server/auth/cache/changes.ts';

// compiles only: no connection is ever opened
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: {} as never }) });
const of = (q: { compile(): any }) => authChangesOf(q.compile()).sort();

describe('authChangesOf', () => {
  it('finds ticket revocations and removals, not new tickets', () => {
    expect(of(db.updateTable('tickets').set({ revoked_at: new Date() }).where('user_id', '=', 1))).toEqual(['tickets']);
    expect(of(db.deleteFrom('tickets').where('expires_at', '<', new Date()))).toEqual(['tickets']);
    expect(of(db.insertInto('tickets').values({ ticket_hash: 'x' }))).toEqual([]);
  });

  it('finds the user columns a cached caller holds, and ignores the others', () => {
    expect(of(db.updateTable('users').set({ state: 0 }).where('user_id', '=', 1))).toEqual(['tickets']);
    expect(of(db.updateTable('users').set({ password_hash: 'h', init_pwd: 0 }))).toEqual(['tickets']);
    expect(of(db.updateTable('users').set({ user_type: 1 }))).toEqual(['grants', 'tickets']);
    expect(of(db.updateTable('users').set({ email: 'a@b.c', updated_at: new Date() }))).toEqual([]);
    expect(of(db.deleteFrom('users').where('user_id', '=', 1))).toEqual(['grants', 'tickets']);
  });

  it('finds every binding and grant table, and deletions that cascade into them', () => {
    for (const t of ['user_roles', 'team_users', 'role_resources', 'team_resources', 'resources']) {
      expect(of(db.insertInto(t).values({ a: 1 }))).toEqual(['grants']);
      expect(of(db.deleteFrom(t).where('a', '=', 1))).toEqual(['grants']);
    }
    expect(of(db.deleteFrom('roles').where('role_id', '=', 1))).toEqual(['grants']);
    expect(of(db.deleteFrom('teams as t').where('t.team_id', '=', 1))).toEqual(['grants']);
    expect(of(db.insertInto('roles').values({ role_code: 'x' }))).toEqual([]);
  });

  it('leaves reads and other tables alone, and takes raw writes naming an auth table as the worst case', () => {
    expect(of(db.selectFrom('tickets').selectAll())).toEqual([]);
    expect(of(db.updateTable('partners').set({ name: 'x' }))).toEqual([]);
    expect(authChangesOf(sql`select pg_advisory_xact_lock(1)`.compile(db))).toEqual([]);
    expect(authChangesOf(sql`update users set state = 0 where user_id = 1`.compile(db)).sort()).toEqual([
      'grants',
      'tickets',
    ]);
    expect(authChangesOf(sql`insert into call_rollups values (1)`.compile(db))).toEqual([]);
  });
});
