/**
 * A work order an agent submitted says so in its history (issue 27): apply_for_access through the store's /mcp
 * records the submission as the user's, with the agent's client name (the console shows "by agent <client> for
 * <user>"), for the applicant and the approver alike; the provider's approval in the console, a person's step,
 * carries none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from '../apps/fixtures.ts';
import { callTool, connectAgent, TestOAuthProvider } from './agent.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 180_000);
afterAll(async () => {
  await t?.dispose();
});

const historyOf = async (ticket: string, workOrderId: number) => {
  const res = await caller(t, ticket).get(`/workorder/workorder/detail?work_order_id=${workOrderId}`);
  expect(res.status, res.raw).toBe(200);
  return res.body.data.history as { action: string; actor_name: string | null; via_agent_client: string | null }[];
};

describe('work-order history of an agent’s application', () => {
  it('marks the submission with the agent for the applicant and the approver, and a person’s step not', async () => {
    const devTicket = await t.login('developer');
    const agent = await connectAgent(origin, new TestOAuthProvider(origin, devTicket, 'Work order agent'));
    const found = await callTool(agent, 'search_catalog', { query: '天气' });
    const weather = found.list.find((g: any) => g.group_name === '天气查询');
    const created = await callTool(agent, 'create_application', { apply_name: 'Agent work order app' });
    const applied = await callTool(agent, 'apply_for_access', {
      apply_id: created.apply_id,
      group_id: weather.group_id,
      env_type: 3,
      reason: 'by an agent',
    });
    await agent.close();

    const provTicket = await t.login('provider');
    for (const ticket of [devTicket, provTicket]) {
      const [submit] = await historyOf(ticket, applied.work_order_id);
      expect(submit).toMatchObject({ action: 'submit', via_agent_client: 'Work order agent' });
      expect(submit.actor_name).toBeTruthy();
    }

    // the provider approves in the console: a person's step
    const prov = caller(t, provTicket);
    const tasks = await prov.get('/workorder/workorder/task/upcoming/page?page_size=100');
    const task = tasks.body.data.list.find((x: any) => x.work_order_id === applied.work_order_id);
    const approved = await prov.post('/workorder/workorder/handle', { task_id: task.task_id, action: 'approve' });
    expect(approved.status, approved.raw).toBe(200);
    const after = await historyOf(devTicket, applied.work_order_id);
    expect(after.find((h) => h.action === 'approve')).toMatchObject({ via_agent_client: null });
    expect(after.filter((h) => h.via_agent_client).map((h) => h.action)).toEqual(['submit']);
  });
});
