/** Accounts name the developers (and providers) the gateway's call logs and statistics carry by id: the account name. */
import { registerCallLogLabels } from '../traffic/call-log-labels.ts';

registerCallLogLabels('user', async (deps, ids) => {
  const rows = await deps.db.selectFrom('users').select(['user_id', 'user_name']).where('user_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.user_id, r.user_name]));
});
