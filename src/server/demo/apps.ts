/**
 * Demo mode: the demo developer's "Demo App" holds an active subscription to every published demo group in every
 * environment, made the way a user makes it: the application through the apps repository, each access
 * application through createAccessApply, both steps of its work order approved by their assignees (the provider,
 * then a platform admin) through the engine.
 */
import type { Caller, Deps } from '../context.ts';
import { createRepository } from '../resources/repository.ts';
import { loadDescriptors } from '../../shared/descriptors/load.ts';
import { handleTask } from '../workorders/engine.ts';
import { createAccessApply } from '../apps/access.ts';
import { appService } from '../apps/service.ts';

export const DEMO_APP_NAME = 'Demo App';

/** The demo developer acting through the services as if logged in (demo seeding of every domain uses it). */
export async function demoDeveloper(deps: Deps): Promise<Caller | undefined> {
  const dev = await deps.db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'user_type', 'account_type'])
    .where('user_name', '=', 'developer')
    .executeTakeFirst();
  return dev && { ...dev, ticket_hash: '' };
}

export async function seedAppsDemo(deps: Deps): Promise<void> {
  const caller = await demoDeveloper(deps);
  if (!caller) return;
  const apps = createRepository(
    loadDescriptors().find((d) => d.name === 'apps')!,
    appService,
  );
  const app = await apps.create(deps, caller, {
    apply_name: DEMO_APP_NAME,
    description: '演示应用：已开通全部演示能力 / Demo application subscribed to every demo capability',
  });
  const applyId = app.apply_id as number;
  const groups = await deps.db
    .selectFrom('api_groups')
    .select(['group_id'])
    .where('group_state', '=', 'published')
    .where('parent_group_id', 'is', null)
    .orderBy('group_id')
    .execute();
  for (const g of groups) {
    const rule = await deps.db
      .selectFrom('charge_rules')
      .select('charge_rule_id')
      .where('group_id', '=', g.group_id)
      .where('enabled', '=', true)
      .orderBy('is_default', 'desc')
      .orderBy('charge_rule_id')
      .executeTakeFirst();
    if (!rule) continue;
    for (const env_type of [3, 2, 1]) {
      const { work_order_id } = await createAccessApply(deps, caller, {
        group_id: g.group_id,
        apply_id: applyId,
        env_type,
        charge_rule_id: rule.charge_rule_id,
        reason: '演示数据 / demo data',
      });
      await approveAll(deps, work_order_id);
    }
  }
}

/** Each open task of the work order approved by its own assignee, step after step, until the order is decided. */
async function approveAll(deps: Deps, workOrderId: number) {
  for (let round = 0; round < 10; round++) {
    const task = await deps.db
      .selectFrom('wo_tasks')
      .select(['task_id', 'assignee_id'])
      .where('work_order_id', '=', workOrderId)
      .where('state', '=', 'open')
      .orderBy('task_id')
      .executeTakeFirst();
    if (!task) return;
    await handleTask(
      deps.db,
      task.assignee_id,
      { task_id: task.task_id, action: 'approve', comment: '同意（演示） / approved (demo)' },
      deps.now(),
    );
  }
}
