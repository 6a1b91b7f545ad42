/** Kysely's view of the tables. Column names are the wire's snake_case names (DESIGN.md section 3). */
import type { ColumnType, Generated } from 'kysely';
import type { GatewayTables } from '../gateway/tables.ts';
import type { AlarmTables } from '../traffic/alarm-tables.ts';
import type { ExportTables } from '../exports/tables.ts';
import type { StoreTables } from '../store/tables.ts';
import type { AppsTables } from '../apps/tables.ts';
import type { WorkOrderTables } from '../workorders/tables.ts';
import type { CatalogTables } from '../catalog/tables.ts';
import type { AccountTables } from '../accounts/tables.ts';
import type { BillingTables } from '../billing/tables.ts';
import type { AuditTables } from '../audit/tables.ts';
import type { McpTables } from '../mcp/tables.ts';
import type { OauthTables } from '../oauth/tables.ts';
import type { CallbackTables } from '../callbacks/tables.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface EnterprisesTable {
  enterprise_id: Generated<number>;
  enterprise_name: string;
  enterprise_code: string | null;
  /** 0 not authenticated, 1 under review, 2 authenticated, 3 failed */
  enterprise_check_state: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface UsersTable {
  user_id: Generated<number>;
  user_name: string;
  /** The parent account's name for sub-accounts; domain accounts carry a domain prefix here. */
  puser_name: string | null;
  parent_user_id: number | null;
  user_real_name: string | null;
  uid: string;
  /** 0 main, 1 sub, 2 enterprise */
  account_type: Generated<number>;
  /** 0 super admin, 1 platform admin, 2 factory admin, 3 ordinary user, 4 virtual user */
  user_type: Generated<number>;
  enterprise_id: number | null;
  email: string | null;
  phone: string | null;
  password_hash: string;
  init_pwd: Generated<number>;
  check_state: Generated<number>;
  pdingding: string | null;
  pnick_name: string | null;
  /** a public image in files (profile picture) */
  avatar_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 enabled, 0 disabled */
  state: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface RolesTable {
  role_id: Generated<number>;
  role_code: string;
  role_name: string;
  role_name_en: string | null;
  role_desc: string | null;
  /** seeded roles cannot be deleted */
  built_in: Generated<number>;
  enterprise_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface ResourcesTable {
  resource_id: Generated<number>;
  parent_id: number | null;
  /** 1 menu, 2 button */
  type: number;
  code: string;
  name: string;
  name_en: string;
  route: string | null;
  sort: number;
}

export interface RoleResourcesTable {
  role_id: number;
  resource_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface TicketsTable {
  /** sha256 of the ticket: a leaked table does not leak sessions */
  ticket_hash: string;
  user_id: number;
  /** the ticket_hash of the login this ticket descends from (its own for a login); logout ends the family */
  family_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SsoTokensTable {
  token_hash: string;
  user_id: number;
  /** 'sso': the session's sso_access_token; 'exchange': issued on request (60 s); both spent by their first use */
  kind: string;
  ticket_hash: string | null;
  /** the session family that issued the token (see tickets.family_hash) */
  family_hash: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginGuardsTable {
  /** 'account:<name>' or 'address:<ip>' */
  guard_key: string;
  consecutive_failures: number;
  last_failure_at: Timestamp | null;
  locked_until: Timestamp | null;
  hour_started_at: Timestamp | null;
  hour_attempts: number;
}

export interface CaptchasTable {
  captcha_key: string;
  answer: string;
  expires_at: Timestamp;
}

export interface FilesTable {
  /** random hex: the id is the capability to read the file, so it must not be guessable */
  file_id: string;
  file_name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  /** 'public': a capability URL anyone holding the id may read (checked raster images only); 'private': see files/access.ts */
  visibility: Generated<string>;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  /** '<what>:<who>', e.g. 'captcha:address:1.2.3.4' */
  limit_key: string;
  window_started_at: Timestamp;
  hits: number;
}

export interface Database
  extends
    GatewayTables,
    ExportTables,
    AppsTables,
    WorkOrderTables,
    CatalogTables,
    AlarmTables,
    StoreTables,
    AccountTables,
    BillingTables,
    AuditTables,
    McpTables,
    OauthTables,
    CallbackTables {
  enterprises: EnterprisesTable;
  users: UsersTable;
  roles: RolesTable;
  resources: ResourcesTable;
  role_resources: RoleResourcesTable;
  user_roles: UserRolesTable;
  tickets: TicketsTable;
  sso_tokens: SsoTokensTable;
  login_guards: LoginGuardsTable;
  captchas: CaptchasTable;
  files: FilesTable;
  rate_limits: RateLimitsTable;
}
