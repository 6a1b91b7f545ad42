/** The catalog names the groups and APIs the gateway's call logs and statistics carry by id (English where given). */
import { registerCallLogLabels } from '../traffic/call-log-labels.ts';

registerCallLogLabels('group', async (deps, ids, lang) => {
  const rows = await deps.db
    .selectFrom('api_groups')
    .select(['group_id', 'group_name', 'group_name_en'])
    .where('group_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.group_id, (lang === 'en' && r.group_name_en) || r.group_name]));
});

registerCallLogLabels('api', async (deps, ids) => {
  const rows = await deps.db.selectFrom('apis').select(['api_id', 'api_name']).where('api_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.api_id, r.api_name]));
});
