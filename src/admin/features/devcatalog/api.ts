/** The developer catalog's calls (schemas/apps.yaml developer*), typed by hand from the spec's components. */
import { operations } from '../../../api/generated/operations.ts';
import { request, type HttpMethod } from '../../../api/request.ts';
import { callOperation } from '../../../api/call-operation.ts';

/** an operation whose path holds one `{id}`-style parameter */
function callWithId<T>(operationId: string, id: number): Promise<T> {
  const [method, url] = operations[operationId];
  return request<T>({ url: url.replace(/\{\w+\}/, encodeURIComponent(String(id))), method: method as HttpMethod });
}

export interface DevApi {
  api_id: number;
  api_name: string;
  api_desc?: string | null;
  method_type: string;
  listen_path: string;
  group_id: number;
  group_name: string;
  group_name_en: string | null;
  classify_id: number | null;
  classify_name: string | null;
  envs: number[];
}
export interface DevGrant {
  r_apply_groups_record_id: number;
  apply_id: number;
  apply_name: string;
  env_type: number;
  state: string;
  enabled: number;
  rule_name: string | null;
  start_time: string | null;
  end_time: string | null;
  reject_reason: string | null;
}
export interface DevApiDetail extends DevApi {
  request_params: unknown;
  request_body: unknown;
  response_schema: unknown;
  response_example: string | null;
  error_codes: unknown;
  grants: DevGrant[];
}
export interface DevGroup {
  group_id: number;
  group_name: string;
  group_name_en: string | null;
  description: string | null;
  classify_name: string | null;
  group_state: string;
  records: DevGrant[];
  apis: DevApi[];
}
export interface Territory {
  classify_id: number;
  classify_name: string | null;
  group_count: number;
  api_count: number;
}

export const devApiDetail = (api_id: number) => callWithId<DevApiDetail>('developerApiDetail', api_id);
export const devGroupDetail = (group_id: number) => callWithId<DevGroup>('developerGroupDetail', group_id);
export const devTerritories = () => callOperation<Territory[]>('developerTerritories');
