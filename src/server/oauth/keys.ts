/**
 * The authorization server's signing key (ID tokens) and cookie keys. The RSA key is made once, stored sealed under
 * SECRET_KEY (apps/secret-box.ts), and shared by every instance on the same database; the cookie keys are derived
 * from SECRET_KEY, so every instance signs and checks the provider's cookies alike.
 */
import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Deps } from '../context.ts';
import { appSecretKey } from '../apps/secret-key.ts';
import { openSecret, sealSecret } from '../apps/secret-box.ts';

export async function signingKeys(deps: Deps): Promise<JWK[]> {
  const key = appSecretKey(deps.config);
  let row = await deps.db.selectFrom('oauth_keys').selectAll().orderBy('created_at').executeTakeFirst();
  if (!row) {
    const kid = randomUUID();
    const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    await deps.db
      .insertInto('oauth_keys')
      .values({ kid, sealed_jwk: sealSecret(key, kid, JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' })) })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // two instances starting together: both keep whichever was stored first
    row = await deps.db.selectFrom('oauth_keys').selectAll().orderBy('created_at').executeTakeFirstOrThrow();
  }
  return [JSON.parse(openSecret(key, row.kid, row.sealed_jwk)) as JWK];
}

export function cookieKeys(deps: Deps): string[] {
  return [createHmac('sha256', appSecretKey(deps.config)).update('oauth cookies').digest('base64url')];
}
