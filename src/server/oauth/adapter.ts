/**
 * oidc-provider's storage on our database (Kysely, PGlite or PostgreSQL): every model (Session, Interaction,
 * AuthorizationCode, AccessToken, RefreshToken, Grant, Client, RegistrationAccessToken, ...) is a row of
 * oauth_payloads by (model, id), with the columns the provider looks things up by. A consumed artefact keeps its
 * row with consumed_at set: the provider then refuses it (a code used twice, a rotated refresh token) and revokes
 * what was issued from it. Expired rows are not answered and are swept (sweep.ts).
 */
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema.ts';

const epoch = (d: Date | string) => Math.floor((d instanceof Date ? d : new Date(d)).getTime() / 1000);

export function kyselyAdapter(db: Kysely<Database>, now: () => Date) {
  return class KyselyAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        account_id: payload.accountId ?? null,
        expires_at: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oauth_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            account_id: row.account_id,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async one(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oauth_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && new Date(row.expires_at as Date).getTime() <= now().getTime()) return undefined;
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as AdapterPayload;
      return row.consumed_at ? { ...payload, consumed: epoch(row.consumed_at as Date) } : payload;
    }

    find(id: string) {
      return this.one('id', id);
    }
    findByUid(uid: string) {
      return this.one('uid', uid);
    }
    findByUserCode(userCode: string) {
      return this.one('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oauth_payloads')
        .set({ consumed_at: now() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oauth_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oauth_payloads').where('model', '=', this.model).where('grant_id', '=', grantId).execute();
    }
  };
}

/** everything issued under a grant, whatever its model (a user revoking an agent's access in the account center) */
export async function revokeGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db
    .deleteFrom('oauth_payloads')
    .where((eb) => eb.or([eb('grant_id', '=', grantId), eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)])]))
    .execute();
}

/** removes what has expired (run with the other sweeps) */
export async function sweepExpired(db: Kysely<Database>, at: Date): Promise<void> {
  await db.deleteFrom('oauth_payloads').where('expires_at', '<', at).execute();
}
