/**
 * Credentials per environment: issued with the application, the secret handed out in plain text only by the
 * operations that make it (appCreate, appSecretReset) and stored sealed. A reset keeps the previous secret working
 * for APP_SECRET_GRACE_HOURS so callers can roll over without downtime.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newAppKey, newAppSecret, sealSecret } from './secret-box.ts';

export const ENV_TYPES = [1, 2, 3] as const;

export interface IssuedCredential {
  env_type: number;
  app_key: string;
  secret: string;
}

export async function issueCredentials(
  trx: Transaction<Database>,
  key: Buffer,
  applyId: number,
  now: Date,
): Promise<IssuedCredential[]> {
  const issued = ENV_TYPES.map((env_type) => ({ env_type, app_key: newAppKey(), secret: newAppSecret() }));
  await trx
    .insertInto('app_credentials')
    .values(
      issued.map((c) => ({
        apply_id: applyId,
        env_type: c.env_type,
        app_key: c.app_key,
        secret_enc: sealSecret(key, c.app_key, c.secret),
        created_at: now,
      })),
    )
    .execute();
  return issued;
}

/**
 * A new secret for one environment; the one it replaces stays valid until `now + graceHours`.
 *
 * At most two secrets work at once: the current one and the one it replaced (as AWS Secrets Manager's
 * AWSCURRENT/AWSPREVIOUS or two-slot key rotation elsewhere). A second reset inside a running grace period ends
 * that grace: the secret it was keeping alive stops at once, the secret being replaced becomes the previous one
 * with a new full grace period. Keeping three would let a leaked secret outlive a reset meant to kill it, and
 * keeping the oldest instead would make the reset's own answer the one that dies first. The console's
 * confirmation says so when a grace is running. The row is locked so concurrent resets queue instead of each
 * keeping a different "previous".
 */
export async function resetSecret(
  trx: Transaction<Database>,
  key: Buffer,
  applyId: number,
  envType: number,
  now: Date,
  graceHours: number,
) {
  const row = await trx
    .selectFrom('app_credentials')
    .select(['app_key', 'secret_enc'])
    .where('apply_id', '=', applyId)
    .where('env_type', '=', envType)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const secret = newAppSecret();
  const previous_valid_until = graceHours > 0 ? new Date(now.getTime() + graceHours * 3_600_000) : null;
  await trx
    .updateTable('app_credentials')
    .set({
      secret_enc: sealSecret(key, row.app_key, secret),
      previous_secret_enc: previous_valid_until ? row.secret_enc : null,
      previous_valid_until,
      secret_reset_at: now,
    })
    .where('apply_id', '=', applyId)
    .where('env_type', '=', envType)
    .execute();
  return { app_key: row.app_key, secret, previous_valid_until };
}
