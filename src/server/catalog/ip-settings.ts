/**
 * Group IP allow-lists per environment: entries validated and normalized by src/shared/ip-allow.ts (ipaddr.js),
 * stored one per line; the group's ip_restriction flag says whether any enabled list applies.
 */
import type { ResourceService } from '../resources/service.ts';
import { ApiError } from '../http/errors.ts';
import { splitIpList, validateIpList } from '../../shared/ip-allow.ts';
import type { MessageKey } from '../http/messages.ts';
import { bump, groupChildWrite, type Db } from './access.ts';
import { parentGuardedLists } from './apis.ts';

export function normalizeIpList(text: string): string {
  const { entries, errors } = validateIpList(splitIpList(text));
  if (errors.length || !entries.length) {
    const list = errors.length ? errors : [{ reason: 'empty' as const, params: { value: '' }, index: 0 }];
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `ip.${list[0].reason}` as MessageKey,
      list[0].params,
      list.map((e) => ({ field: 'ip_list', message: `ip.${e.reason}`, params: e.params })),
    );
  }
  return entries.join('\n');
}

async function refreshRestriction(db: Db, groupId: number, exceptId?: number) {
  let q = db
    .selectFrom('group_ip_settings')
    .select('group_ip_setting_id')
    .where('group_id', '=', groupId)
    .where('enabled', '=', true);
  if (exceptId) q = q.where('group_ip_setting_id', '!=', exceptId);
  const on = !!(await q.executeTakeFirst());
  await db
    .updateTable('api_groups')
    .set({ ip_restriction: on ? 1 : 0 })
    .where('group_id', '=', groupId)
    .execute();
}

export const ipSettingService: ResourceService = {
  async beforeWrite({ trx, caller, values, id }) {
    const db = trx as Db;
    const { existing, group } = await groupChildWrite(
      db,
      caller,
      'group_ip_settings',
      'group_ip_setting_id',
      id,
      values,
    );
    if (typeof values.ip_list === 'string') values.ip_list = normalizeIpList(values.ip_list);
    const env = values.env_type ?? existing?.env_type;
    let q = db
      .selectFrom('group_ip_settings')
      .select('group_ip_setting_id')
      .where('group_id', '=', group.group_id)
      .where('env_type', '=', env as number);
    if (id !== undefined) q = q.where('group_ip_setting_id', '!=', id as number);
    if (await q.executeTakeFirst())
      throw new ApiError(409, 'DUPLICATE', 'DUPLICATE', { field: 'env_type' }, [
        { field: 'env_type', message: 'DUPLICATE', params: { field: 'env_type' } },
      ]);
  },
  async afterWrite({ deps, trx, values }) {
    await refreshRestriction(trx as Db, values.group_id as number);
    await bump(trx as Db, deps, 'group_ip_changed');
  },
  async beforeDelete({ deps, trx, row }) {
    await refreshRestriction(trx as Db, row.group_id as number, row.group_ip_setting_id as number);
    await bump(trx as Db, deps, 'group_ip_deleted');
  },
  handlers: (repo) => parentGuardedLists(repo, { list: 'groupIpPage' }),
};
