/**
 * The one migration set, run at start by Kysely's Migrator on PGlite and PostgreSQL alike. Append only; each domain
 * numbers its migrations in its own range, so a gap is normal (see db/index.ts: unordered migrations are allowed).
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.ts';
import * as m0002 from './0002_partners.ts';
import * as m0003 from './0003_enterprise_groups.ts';
import * as m0004 from './0004_field_groups.ts';
import * as m0005 from './0005_envs.ts';
import * as m0006 from './0006_cost_centers.ts';
import * as m0007 from './0007_credit_groups.ts';
import * as m0008 from './0008_credits.ts';
import * as m0009 from './0009_sync_group_configs.ts';
import * as m0010 from './0010_invite_codes.ts';
import * as m0011 from './0011_teams.ts';
import * as m0012 from './0012_notices.ts';
import * as m0013 from './0013_classifies.ts';
import * as m0051 from './0051_classify_names_en.ts';
import * as m0052 from './0052_api_examples_json.ts';
import * as m0014 from './0014_navigations.ts';
import * as m0015 from './0015_banners.ts';
import * as m0016 from './0016_site_nodes.ts';
import * as m0017 from './0017_site_links.ts';
import * as m0018 from './0018_user_sources.ts';
import * as m0019 from './0019_files.ts';
import * as m0020 from './0020_field_group_bindings.ts';
import * as m0021 from './0021_personal_notices.ts';
import * as m0022 from './0022_scoped_uniques.ts';
import * as m0023 from './0023_rate_limits.ts';
import * as m0024 from './0024_gateway_config.ts';
import * as m0025 from './0025_session_families.ts';
import * as m0026 from './0026_file_visibility.ts';
import * as m0060 from './0060_apps.ts';
import * as m0061 from './0061_apply_records.ts';
import * as m0062 from './0062_enterprise_admin_apps.ts';
import * as m0063 from './0063_data_authority.ts';
import * as m0070 from './0070_call_logs.ts';
import * as m0030 from './0030_export_jobs.ts';
import * as m0091 from './0091_banner_english.ts';
import * as m0090 from './0090_store_content.ts';
import * as m0040 from './0040_workorders.ts';
import * as m0050 from './0050_catalog.ts';
import * as m0071 from './0071_alarms.ts';
import * as m0072 from './0072_rollup_quota_calls.ts';
import * as m0073 from './0073_call_log_write_indexes.ts';
import * as m0080 from './0080_accounts_identity.ts';
import * as m0100 from './0100_billing.ts';
import * as m0101 from './0101_package_orders.ts';
import * as m0102 from './0102_package_bill_lines.ts';
import * as m0081 from './0081_oidc_pending_links.ts';
import * as m0082 from './0082_platform_only_user_sources.ts';
import * as m0055 from './0055_group_signature_strict.ts';
import * as m0027 from './0027_notice_audience.ts';
import * as m0120 from './0120_audit_log.ts';
import * as m0121 from './0121_audit_menu.ts';
import * as m0053 from './0053_group_archive.ts';
import * as m0064 from './0064_app_archive.ts';
import * as m0103 from './0103_billing_records_kept.ts';
import * as m0105 from './0105_charge_rule_versions.ts';
import * as m0065 from './0065_subscription_price_pin.ts';
import * as m0104 from './0104_price_notice.ts';
import * as m0130 from './0130_mcp.ts';
import * as m0140 from './0140_code_per_account.ts';
import * as m0141 from './0141_surveys.ts';
import * as m0142 from './0142_ops_cards.ts';
import * as m0143 from './0143_survey_card_menus.ts';
import * as m0205 from './0205_callbacks.ts';
import * as m0206 from './0206_data_templates.ts';
import * as m0207 from './0207_data_template_menu.ts';
import * as m0160 from './0160_oauth.ts';
import * as m0185 from './0185_agent_menus.ts';
import * as m0180 from './0180_api_english.ts';
import * as m0210 from './0210_store_copy.ts';
import * as m0211 from './0211_catalog_english.ts';
import * as m0212 from './0212_footer_english.ts';
import * as m0200 from './0200_one_domain_tree.ts';
import * as m0240 from './0240_agent_guides.ts';
import * as m0241 from './0241_work_order_agent.ts';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_partners': m0002,
  '0003_enterprise_groups': m0003,
  '0004_field_groups': m0004,
  '0005_envs': m0005,
  '0006_cost_centers': m0006,
  '0007_credit_groups': m0007,
  '0008_credits': m0008,
  '0009_sync_group_configs': m0009,
  '0010_invite_codes': m0010,
  '0011_teams': m0011,
  '0012_notices': m0012,
  '0013_classifies': m0013,
  '0014_navigations': m0014,
  '0015_banners': m0015,
  '0016_site_nodes': m0016,
  '0017_site_links': m0017,
  '0018_user_sources': m0018,
  '0019_files': m0019,
  '0020_field_group_bindings': m0020,
  '0021_personal_notices': m0021,
  '0022_scoped_uniques': m0022,
  '0023_rate_limits': m0023,
  '0024_gateway_config': m0024,
  '0025_session_families': m0025,
  '0026_file_visibility': m0026,
  '0060_apps': m0060,
  '0061_apply_records': m0061,
  '0062_enterprise_admin_apps': m0062,
  '0063_data_authority': m0063,
  '0070_call_logs': m0070,
  '0030_export_jobs': m0030,
  '0090_store_content': m0090,
  '0091_banner_english': m0091,
  '0040_workorders': m0040,
  '0050_catalog': m0050,
  '0071_alarms': m0071,
  '0072_rollup_quota_calls': m0072,
  '0073_call_log_write_indexes': m0073,
  '0080_accounts_identity': m0080,
  '0100_billing': m0100,
  '0101_package_orders': m0101,
  '0102_package_bill_lines': m0102,
  '0051_classify_names_en': m0051,
  '0052_api_examples_json': m0052,
  '0081_oidc_pending_links': m0081,
  '0082_platform_only_user_sources': m0082,
  '0055_group_signature_strict': m0055,
  '0027_notice_audience': m0027,
  '0120_audit_log': m0120,
  '0121_audit_menu': m0121,
  '0053_group_archive': m0053,
  '0064_app_archive': m0064,
  '0103_billing_records_kept': m0103,
  '0105_charge_rule_versions': m0105,
  '0065_subscription_price_pin': m0065,
  '0104_price_notice': m0104,
  '0130_mcp': m0130,
  '0140_code_per_account': m0140,
  '0141_surveys': m0141,
  '0142_ops_cards': m0142,
  '0143_survey_card_menus': m0143,
  '0160_oauth': m0160,
  '0185_agent_menus': m0185,
  '0180_api_english': m0180,
  '0205_callbacks': m0205,
  '0206_data_templates': m0206,
  '0207_data_template_menu': m0207,
  '0210_store_copy': m0210,
  '0211_catalog_english': m0211,
  '0212_footer_english': m0212,
  '0200_one_domain_tree': m0200,
  '0240_agent_guides': m0240,
  '0241_work_order_agent': m0241,
};
