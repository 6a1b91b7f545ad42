/**
 * Whom a user may hand a work-order task to (the transfer's target, and what the user search lists): a platform
 * admin any enabled user; anyone else only the enabled users of their own enterprise or account family (the parent
 * account, its sub-accounts, and the user's own). Nobody else's names are listed, and nobody else can be chosen.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Users = ExpressionBuilder<Database, 'users'>;

/** A where-clause on `users` for the users `actorId` may assign tasks to; undefined when the actor is unknown. */
export async function assignableBy(db: Db, actorId: number) {
  const actor = await db
    .selectFrom('users')
    .select(['user_id', 'user_type', 'enterprise_id', 'parent_user_id'])
    .where('user_id', '=', actorId)
    .executeTakeFirst();
  if (!actor) return undefined;
  const family = actor.parent_user_id ?? actor.user_id;
  return (eb: Users) =>
    eb.and([
      eb('users.state', '=', 1),
      actor.user_type <= 1
        ? eb.lit(true)
        : eb.or([
            ...(actor.enterprise_id !== null ? [eb('users.enterprise_id', '=', actor.enterprise_id)] : []),
            eb('users.user_id', '=', family),
            eb('users.parent_user_id', '=', family),
          ]),
    ]);
}
