/**
 * The one migration set, run at start by Kysely's Migrator on PGlite and PostgreSQL alike. Before 0.1.0 the
 * history was squashed into one baseline per domain (1010-1140, in the order their foreign keys need); a change
 * after it is a new migration appended here, numbered after its domain's baseline (so a gap is normal, and a data
 * directory may meet a lower number late: see db/index.ts, unordered migrations are allowed). A migration is frozen
 * and imports no application code, only kysely.
 */
import type { Migration } from 'kysely';
import * as m1010 from './1010_accounts.ts';
import * as m1020 from './1020_organization.ts';
import * as m1030 from './1030_platform.ts';
import * as m1040 from './1040_notices.ts';
import * as m1050 from './1050_work_orders.ts';
import * as m1060 from './1060_catalog.ts';
import * as m1070 from './1070_apps.ts';
import * as m1080 from './1080_call_logs.ts';
import * as m1081 from './1081_call_log_narrow_indexes.ts';
import * as m1082 from './1082_call_rollup_fillfactor.ts';
import * as m1083 from './1083_call_rollup_deltas.ts';
import * as m1090 from './1090_store_content.ts';
import * as m1100 from './1100_billing.ts';
import * as m1110 from './1110_audit.ts';
import * as m1120 from './1120_surveys_cards.ts';
import * as m1130 from './1130_oauth.ts';
import * as m1140 from './1140_callbacks.ts';
import * as m1150 from './1150_call_log_chunks.ts';

export const migrations: Record<string, Migration> = {
  '1010_accounts': m1010,
  '1020_organization': m1020,
  '1030_platform': m1030,
  '1040_notices': m1040,
  '1050_work_orders': m1050,
  '1060_catalog': m1060,
  '1070_apps': m1070,
  '1080_call_logs': m1080,
  '1081_call_log_narrow_indexes': m1081,
  '1082_call_rollup_fillfactor': m1082,
  '1083_call_rollup_deltas': m1083,
  '1090_store_content': m1090,
  '1100_billing': m1100,
  '1110_audit': m1110,
  '1120_surveys_cards': m1120,
  '1130_oauth': m1130,
  '1140_callbacks': m1140,
  '1150_call_log_chunks': m1150,
};
