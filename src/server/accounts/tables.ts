/** Kysely's view of the accounts domain's tables (migration 0080). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface VerificationCodesTable {
  /** 'register' | 'reset' | 'bind' */
  purpose: string;
  /** lower-case email or the phone number as given */
  address: string;
  /** whose code: the lower-case name being registered, the binding user's id; '' when the address is the account */
  account: Generated<string>;
  channel: 'email' | 'sms';
  /** sha256 of the code: a leaked table does not leak live codes */
  code_hash: string;
  sent_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failures: Generated<number>;
}

export interface OutboxMessagesTable {
  message_id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface UserIdentitiesTable {
  /** 'oidc' | 'workchat' */
  provider: string;
  subject: string;
  user_id: number;
  display_name: string | null;
  created_at: CreatedAt;
}

export interface OidcStatesTable {
  state: string;
  nonce: string;
  code_verifier: string;
  /** set when a logged-in user binds their account rather than signing in */
  bind_user_id: number | null;
  expires_at: Timestamp;
}

/** an OIDC identity waiting for the owner of the account with its verified email to log in once (then linked) */
export interface OidcPendingLinksTable {
  token_hash: string;
  provider: string;
  subject: string;
  display_name: string | null;
  user_id: number;
  expires_at: Timestamp;
}

export interface EnterpriseAuthsTable {
  enterprise_auth_id: Generated<number>;
  user_id: number;
  enterprise_id: number | null;
  enterprise_name: string;
  credit_code: string;
  legal_person: string;
  legal_id_card: string;
  licence_file_id: string;
  /** 0 not authenticated, 1 under review, 2 authenticated, 3 failed */
  state: Generated<number>;
  reason: string | null;
  work_order_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface JoinRequestsTable {
  join_request_id: Generated<number>;
  user_id: number;
  enterprise_id: number;
  remark: string | null;
  /** 0 pending, 1 approved, 2 rejected */
  state: Generated<number>;
  decided_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RoleAppliesTable {
  role_apply_id: Generated<number>;
  user_id: number;
  /** developer | provider | enterprise_admin */
  role_code: string;
  reason: string | null;
  /** 1 under review, 2 approved, 3 rejected, 4 withdrawn */
  state: Generated<number>;
  reject_reason: string | null;
  work_order_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AccountTables {
  verification_codes: VerificationCodesTable;
  outbox_messages: OutboxMessagesTable;
  user_identities: UserIdentitiesTable;
  oidc_states: OidcStatesTable;
  oidc_pending_links: OidcPendingLinksTable;
  enterprise_auths: EnterpriseAuthsTable;
  join_requests: JoinRequestsTable;
  role_applies: RoleAppliesTable;
}
