/**
 * Alarm rules watch the caller's own groups and APIs: a group or API outside the caller's scope is not there (404),
 * so nobody sets alarms on (and learns the figures of) another provider's group.
 */
import type { ResourceService } from '../resources/service.ts';
import { visibleGroup, type Db } from '../catalog/access.ts';

export const alarmRuleService: ResourceService = {
  async beforeWrite({ trx, caller, values }) {
    const db = trx as Db;
    if (values.group_id !== undefined && values.group_id !== null) await visibleGroup(db, caller, values.group_id);
    if (values.api_id !== undefined && values.api_id !== null) {
      const api = await db.selectFrom('apis').select('group_id').where('api_id', '=', values.api_id as number).executeTakeFirst();
      // an id of no API is left to the alarm's own rules (it never fires); one of someone else's API is not there
      if (api) await visibleGroup(db, caller, api.group_id);
    }
  },
};
