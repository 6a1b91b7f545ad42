/** Pre-registered OAuth clients (OAUTH_CLIENTS): public clients with PKCE unless they say otherwise. */
import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../config.ts';

export function preRegisteredClients(config: Pick<Config, 'oauthClients'>): ClientMetadata[] {
  return config.oauthClients.map(
    (c) =>
      ({
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        ...c,
      }) as unknown as ClientMetadata,
  );
}
