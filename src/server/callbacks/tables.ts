/** Kysely's view of the callback tables (migration 0205). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AppCallbacksTable {
  callback_id: Generated<number>;
  apply_id: number;
  /** 1 test, 2 uat, 3 prod */
  env_type: number;
  url: string;
  /** JSON array of the event types it receives */
  events: string;
  /** the `whsec_…` signing secret, sealed with SECRET_KEY (apps/secret-box.ts) */
  secret_enc: string;
  enabled: Generated<boolean>;
  remark: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface CallbackDeliveriesTable {
  delivery_id: Generated<number>;
  callback_id: number;
  apply_id: number;
  env_type: number;
  event_type: string;
  /** webhook-id: the same on every attempt and redelivery, so receivers can drop duplicates */
  msg_id: string;
  event_key: string | null;
  payload: string;
  /** pending → sending → succeeded | pending (retry) | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: MaybeTime;
  last_attempt_at: MaybeTime;
  last_status_code: number | null;
  last_response: string | null;
  last_error: string | null;
  created_at: Generated<Date>;
  delivered_at: MaybeTime;
}

export interface CallbackTables {
  app_callbacks: AppCallbacksTable;
  callback_deliveries: CallbackDeliveriesTable;
}
