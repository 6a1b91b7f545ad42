/** The applications' calls, typed by hand from schemas/apps.yaml (the generated types name the same fields). */
import { callOperation } from '../../../api/call-operation.ts';
import type { ShownCredential } from './SecretDialog.tsx';

export interface AppBrief {
  apply_id: number;
  apply_name: string;
  enabled: number;
}
export interface Credential {
  env_type: number;
  app_key: string;
  previous_valid_until: string | null;
}
export interface Whitelist {
  env_type: number;
  ip_list: string[];
  enabled: number;
}

export const ENV_TYPES = [1, 2, 3] as const;
/** X-Ca-Stage per environment (DESIGN.md section 6) */
export const STAGES = { 1: 'TEST', 2: 'PRE', 3: 'RELEASE' } as const;

export const listApps = () => callOperation<AppBrief[]>('appList');
export const loadCredentials = (apply_id: number) =>
  callOperation<Credential[]>('appCredentials', { query: { apply_id } });
export const resetSecret = (apply_id: number, env_type: number) =>
  callOperation<ShownCredential & { previous_valid_until: string | null }>('appSecretReset', {
    body: { apply_id, env_type },
  });
export const loadWhitelists = (apply_id: number) =>
  callOperation<Whitelist[]>('appIpWhitelistGet', { query: { apply_id } });
export const saveWhitelist = (body: { apply_id: number; env_type: number; ip_list: string[]; enabled: number }) =>
  callOperation<Whitelist>('appIpWhitelistSave', { body });

export interface AccessOption {
  group_id: number;
  group_name: string;
  group_name_en: string | null;
  env_types?: number[];
  rules: { charge_rule_id: number; rule_name: string; is_default: boolean }[];
}
export interface AccessRecord {
  r_apply_groups_record_id: number;
  apply_id: number;
  apply_name: string | null;
  group_id: number;
  group_name: string | null;
  group_name_en: string | null;
  env_type: number;
  rule_name: string | null;
  state: string;
  enabled: number;
  start_time: string | null;
  end_time: string | null;
  developer_name: string | null;
  reject_reason: string | null;
}
export interface AccessApis {
  r_apply_groups_record_id: number;
  api_ids: number[] | null;
  apis: { api_id: number; api_name: string; method_type: string; listen_path: string }[];
}
export interface Page<T> {
  list: T[];
  total: number;
  page_num: number;
  page_size: number;
}

export const accessOptions = () => callOperation<AccessOption[]>('accessApplyOptions');
export const applyAccess = (body: {
  apply_id: number;
  group_id: number;
  env_type: number;
  charge_rule_id: number;
  reason: string;
}) => callOperation<{ r_apply_groups_record_id: number; work_order_id: number }>('accessApplyCreate', { body });
export const myAccessPage = (query: Record<string, unknown>) =>
  callOperation<Page<AccessRecord>>('accessApplyPage', { query });
export const loadAccessApis = (id: number) =>
  callOperation<AccessApis>('accessApis', { query: { r_apply_groups_record_id: id } });
export const saveAccessApis = (id: number, api_ids: number[] | null) =>
  callOperation<null>('accessApisSave', { body: { r_apply_groups_record_id: id, api_ids } });

export interface GroupField {
  field_id: number;
  field_name: string;
  field_desc: string | null;
}
export interface GroupFields {
  group_id: number;
  fields: GroupField[];
  suggestions: string[];
}
export const loadGroupFields = (group_id: number) =>
  callOperation<GroupFields>('groupFieldList', { query: { group_id } });
export const saveGroupFields = (group_id: number, fields: { field_name: string; field_desc: string | null }[]) =>
  callOperation<GroupFields>('groupFieldSave', { body: { group_id, fields } });
export const loadAccessFields = (id: number) =>
  callOperation<{ field_ids: number[] | null; fields: GroupField[] }>('accessFields', {
    query: { r_apply_groups_record_id: id },
  });
export const saveAccessFields = (id: number, field_ids: number[] | null) =>
  callOperation<null>('accessFieldsSave', { body: { r_apply_groups_record_id: id, field_ids } });
export const loadAccessUsers = (id: number) =>
  callOperation<{
    user_ids: number[] | null;
    users: { user_id: number; user_name: string; user_real_name: string | null }[];
  }>('accessUsers', { query: { r_apply_groups_record_id: id } });
export const saveAccessUsers = (id: number, user_ids: number[] | null) =>
  callOperation<null>('accessUsersSave', { body: { r_apply_groups_record_id: id, user_ids } });
export const listOwnGroups = () =>
  callOperation<{ group_id: number; group_name: string; group_name_en: string | null; group_state: string }[]>(
    'groupList',
  );
