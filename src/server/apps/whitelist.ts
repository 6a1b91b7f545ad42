/**
 * IP whitelist per application and environment: addresses and CIDR ranges (IPv4 and IPv6), validated and
 * normalized by the same src/shared/ip-allow.ts the console and the gateway use. An enabled list lets only its
 * addresses call; a disabled (or absent) one lets everyone.
 */
import type { Ctx, Handlers } from '../context.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { validation } from '../http/errors.ts';
import { formatIpEntryError, validateIpList } from '../../shared/ip-allow.ts';
import { ENV_TYPES } from './credentials.ts';

export const MAX_WHITELIST_ENTRIES = 500;

export function whitelistHandlers(owned: (ctx: Ctx, applyId: unknown) => Promise<number>): Handlers {
  return {
    async appIpWhitelistGet(ctx) {
      const applyId = await owned(ctx, ctx.query.apply_id);
      const rows = await ctx.deps.db
        .selectFrom('app_ip_whitelists')
        .select(['env_type', 'ip_list', 'enabled', 'updated_at'])
        .where('apply_id', '=', applyId)
        .execute();
      return ENV_TYPES.map((env_type) => {
        const r = rows.find((x) => x.env_type === env_type);
        return {
          apply_id: applyId,
          env_type,
          ip_list: r?.ip_list ?? [],
          enabled: r?.enabled ?? 0,
          updated_at: r?.updated_at ?? null,
        };
      });
    },
    async appIpWhitelistSave(ctx) {
      const { apply_id, env_type, ip_list, enabled } = ctx.body;
      const applyId = await owned(ctx, apply_id);
      const { entries, errors } = validateIpList(ip_list);
      if (errors.length) {
        throw validation(
          errors.map((e) => ({ field: `ip_list.${e.index}`, message: formatIpEntryError(e, ctx.lang) })),
        );
      }
      if (enabled === 1 && !entries.length) {
        throw validation([
          { field: 'ip_list', message: formatIpEntryError({ reason: 'empty', params: { value: '' } }, ctx.lang) },
        ]);
      }
      const { deps } = ctx;
      const now = deps.now();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_ip_whitelists')
          .values({ apply_id: applyId, env_type, ip_list: entries, enabled, updated_at: now })
          .onConflict((oc) =>
            oc.columns(['apply_id', 'env_type']).doUpdateSet({ ip_list: entries, enabled, updated_at: now }),
          )
          .execute();
        await bumpGatewayConfig(trx, deps.dbKind, 'app_whitelist', now);
      });
      return { apply_id: applyId, env_type, ip_list: entries, enabled, updated_at: now };
    },
  };
}
