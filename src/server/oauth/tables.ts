/** Kysely's view of the authorization server's tables (migration 0160). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OauthPayloadsTable {
  model: string;
  id: string;
  payload: unknown;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  account_id: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface OauthSettingsTable {
  id: number;
  enabled: boolean;
  registration_enabled: boolean;
  scopes: unknown;
  redirect_patterns: unknown;
  allowed_clients: unknown;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface OauthKeysTable {
  kid: string;
  sealed_jwk: string;
  created_at: Generated<Date>;
}

export interface OauthConsentsTable {
  consent_id: Generated<number>;
  user_id: number;
  client_id: string;
  client_name: string | null;
  scopes: unknown;
  remember: boolean;
  grant_id: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface OauthTables {
  oauth_payloads: OauthPayloadsTable;
  oauth_settings: OauthSettingsTable;
  oauth_keys: OauthKeysTable;
  oauth_consents: OauthConsentsTable;
}
