/** The applications' calls, typed by hand from schemas/apps.yaml (the generated types name the same fields). */
import { callOperation } from '../bindings/call.ts';
import type { ShownCredential } from './SecretDialog.tsx';

export interface AppBrief { apply_id: number; apply_name: string; enabled: number }
export interface Credential { env_type: number; app_key: string; previous_valid_until: string | null }
export interface Whitelist { env_type: number; ip_list: string[]; enabled: number }

export const ENV_TYPES = [1, 2, 3] as const;
/** X-Ca-Stage per environment (DESIGN.md section 6) */
export const STAGES = { 1: 'TEST', 2: 'PRE', 3: 'RELEASE' } as const;

export const listApps = () => callOperation<AppBrief[]>('appList');
export const loadCredentials = (apply_id: number) => callOperation<Credential[]>('appCredentials', { query: { apply_id } });
export const resetSecret = (apply_id: number, env_type: number) =>
  callOperation<ShownCredential & { previous_valid_until: string | null }>('appSecretReset', { body: { apply_id, env_type } });
export const loadWhitelists = (apply_id: number) => callOperation<Whitelist[]>('appIpWhitelistGet', { query: { apply_id } });
export const saveWhitelist = (body: { apply_id: number; env_type: number; ip_list: string[]; enabled: number }) =>
  callOperation<Whitelist>('appIpWhitelistSave', { body });
