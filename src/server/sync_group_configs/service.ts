/** A sync copies between two different environments; a scheduled one needs its cron expression. */
import type { ResourceService } from '../resources/service.ts';
import { fieldError } from '../http/field-error.ts';

export const syncGroupConfigService: ResourceService = {
  async beforeWrite({ trx, values, id }) {
    const current =
      id === undefined
        ? {}
        : ((await trx
            .selectFrom('sync_group_configs')
            .selectAll()
            .where('sync_config_id', '=', id as number)
            .executeTakeFirst()) ?? {});
    const merged = { ...current, ...values } as Record<string, unknown>;
    if (merged.source_env_id === merged.target_env_id) throw fieldError('target_env_id', 'SAME_ENV');
    if (merged.sync_mode === 'scheduled' && !merged.cron) throw fieldError('cron', 'CRON_REQUIRED');
  },
};
