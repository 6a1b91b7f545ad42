/** The environments an access application may name, as the operators call them (the env list, both languages). */
import { useRemote } from '../../shell/use-remote.ts';
import { siteApi } from '../site-api.ts';
import { PUBLISHED_ENV } from './env.ts';

export interface EnvChoice {
  value: number;
  label: string;
}

export function useEnvChoices(enabled = true): EnvChoice[] {
  const envs = useRemote((signal) => siteApi.envs(signal), [], enabled);
  return envs.data?.length
    ? envs.data.map((e) => ({ value: e.env_type, label: e.env_value }))
    : [{ value: PUBLISHED_ENV, label: 'RELEASE' }];
}
