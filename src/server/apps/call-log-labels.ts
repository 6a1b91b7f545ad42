/** The applications domain names the applications the gateway's call logs and statistics carry by id. */
import { registerCallLogLabels } from '../traffic/call-log-labels.ts';

registerCallLogLabels('app', async (deps, ids) => {
  const rows = await deps.db
    .selectFrom('apps')
    .select(['apply_id', 'apply_name'])
    .where('apply_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.apply_id, r.apply_name]));
});
