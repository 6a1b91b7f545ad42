/**
 * Issue 23, item 9 (low findings), one test each, on one platform with its real gateway: check_unique answers only
 * for what the caller may read, in the caller's scope, never 500 on a number field; the work-order user search and a
 * transfer reach only users the caller may assign to, never the work order's applicant; /apitry relays only calls
 * signed with the caller's own applications and the gateway logs the caller's real address; a YAML alias bomb (and
 * its JSON twin, a $ref bomb) in groupImport is a quick 400; a provider sees why the gateway refuses an upstream (callers see only "upstream refused").
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers.ts';
import { startDemoUpstream, type DemoUpstream } from '../../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../../src/server/gateway/server.ts';
import { buildSnapshot } from '../../../src/server/gateway/snapshot-build.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';
import { loadActiveSubscriptions, loadGatewayApps } from '../../../src/server/apps/gateway-feed.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { startOrder } from '../../../src/server/workorders/engine.ts';
import { saveProcessVersion } from '../../../src/server/workorders/processes.ts';
import { addDeveloper } from '../apps/fixtures.ts';
import { makeGroup } from '../catalog/fixtures.ts';

let t: TestApp;
let upstream: DemoUpstream;
let gateway: RunningGateway;
const tickets: Record<string, string> = {};
const ids: Record<string, number> = {};

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  const gatewayPort = await freePort();
  t = await startTestApp({ DEMO_UPSTREAM_PORT: String(upstream.port), GATEWAY_PORT: String(gatewayPort) });
  const key = Buffer.from(TEST_SECRET_KEY, 'hex');
  gateway = await startGateway({
    deps: t.deps,
    port: gatewayPort,
    host: '127.0.0.1',
    load: async (deps, guard) =>
      buildSnapshot(
        {
          version: (await currentGatewayConfig(deps.db)).version,
          routes: await loadPublishedRoutes(deps.db),
          apps: await loadGatewayApps(deps.db, key, deps.now()),
          subscriptions: await loadActiveSubscriptions(deps.db, deps.now()),
        },
        guard,
        deps.now().getTime(),
      ),
  });
  for (const name of ['admin', 'provider', 'developer']) {
    tickets[name] = await t.login(name);
    ids[name] = (
      await t.deps.db.selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow()
    ).user_id;
  }
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await t?.dispose();
});

const call = (
  method: string,
  url: string,
  ticket: string,
  payload?: object,
  more: { remoteAddress?: string; lang?: string } = {},
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ticket, language: more.lang ?? 'en' },
    remoteAddress: more.remoteAddress,
    ...(payload ? { payload } : {}),
  });
const unique = (ticket: string, q: string) => call('GET', `/newopen/service/resource/check_unique?${q}`, ticket);

describe('check_unique', () => {
  it('answers only for resources the caller may read, within its scope, and never 500s on a number field', async () => {
    // the developer holds no partner menu: no answer about partners' names
    expect((await unique(tickets.developer, 'resource=partners&field=partner_name&value=x')).statusCode).toBe(403);
    // a number field with text is the caller's mistake, not the database's
    const text = await unique(tickets.admin, 'resource=documents&field=index_doc_id&value=abc');
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json().data.errors[0]).toMatchObject({ field: 'value' });
    const free = await unique(tickets.admin, 'resource=documents&field=index_doc_id&value=999998');
    expect(free.json(), free.body).toMatchObject({ success: true, data: true });
    // another developer's application id cannot be named as "the row being edited"
    const app = await call('POST', '/newopen/service/apply', tickets.developer, {
      apply_name: `查重应用${Date.now()}`,
    });
    expect(app.statusCode, app.body).toBe(200);
    const other = await addDeveloper(t, `unique_other_${Date.now()}`);
    const { apply_id, apply_name } = app.json().data;
    expect(
      (
        await unique(
          other.ticket,
          `resource=apps&field=apply_name&value=${encodeURIComponent(apply_name)}&exclude_id=${apply_id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await unique(
          tickets.developer,
          `resource=apps&field=apply_name&value=${encodeURIComponent(apply_name)}&exclude_id=${apply_id}`,
        )
      ).json().data,
    ).toBe(true);
  });
});

describe('work-order assignment', () => {
  it('the user search lists only users the caller may assign to', async () => {
    const names = async (ticket: string, q: string) =>
      (await call('GET', `/workorder/workorder/user/search?q=${q}`, ticket)).json().data.map((u: any) => u.user_name);
    // the provider has no enterprise: nobody of the platform's other users is offered
    expect(await names(tickets.provider, 'develop')).not.toContain('developer');
    expect(await names(tickets.provider, 'admin')).not.toContain('admin');
    // a platform admin may assign anyone
    expect(await names(tickets.admin, 'develop')).toContain('developer');
  });

  it("a task is never transferred to the work order's applicant", async () => {
    const now = t.deps.now();
    const order = await t.deps.db.transaction().execute(async (trx) => {
      const p = await trx
        .insertInto('wo_processes')
        .values({
          process_name: `转办测试${Date.now()}`,
          process_name_en: 'Transfer test',
          description: null,
          event: 'general',
          template_id: null,
          state: 1,
          built_in: 0,
          created_at: now,
          updated_at: now,
          created_by: ids.admin,
        })
        .returning('process_id')
        .executeTakeFirstOrThrow();
      await saveProcessVersion(
        trx,
        p.process_id,
        [
          {
            step_name: '审批',
            step_name_en: 'Approve',
            approver_kind: 'user',
            approver_ids: [ids.provider],
            mode: 'one',
          },
        ],
        ids.admin,
        now,
      );
      return startOrder(
        trx,
        {
          process_id: p.process_id,
          event: 'general',
          subject_id: 'x',
          subject_owner_id: null,
          title: '转办',
          title_en: 'Transfer',
          form: {},
          applicant_id: ids.developer,
          enterprise_id: null,
        } as never,
        now,
      );
    });
    const task = await t.deps.db
      .selectFrom('wo_tasks')
      .select('task_id')
      .where('work_order_id', '=', order.work_order_id)
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
    const reassigned = await call('POST', '/workorder/workorder/task/reassign', tickets.admin, {
      task_id: task.task_id,
      to_user_id: ids.developer,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(400);
    expect(reassigned.json().data.errors[0]).toMatchObject({
      field: 'to_user_id',
      message: 'A task cannot be transferred to the applicant of the work order',
    });
    const open = await t.deps.db
      .selectFrom('wo_tasks')
      .select(['task_id', 'assignee_id'])
      .where('work_order_id', '=', order.work_order_id)
      .where('state', '=', 'open')
      .execute();
    expect(open).toEqual([{ task_id: task.task_id, assignee_id: ids.provider }]);
  });
});

describe('/apitry', () => {
  it("relays only calls signed with the caller's own applications, and the gateway logs the caller's real address", async () => {
    const apps = (await call('GET', '/newopen/service/apply/list', tickets.developer)).json().data;
    const demo = apps.find((a: any) => a.apply_name === 'Demo App');
    const reset = (
      await call('POST', '/newopen/service/apply/secret/reset', tickets.developer, {
        apply_id: demo.apply_id,
        env_type: 3,
      })
    ).json().data;
    await gateway.refresh();
    const signed = () =>
      signRequest(
        {
          appKey: reset.app_key,
          method: 'GET',
          path: '/weather/v1/now',
          query: { city: 'beijing' },
          stage: 'RELEASE',
          timestamp: t.clock.now().getTime(),
        },
        reset.secret,
        nodeHmac,
      );

    const foreign = signed();
    const refused = await call('POST', '/newopen/service/apply/try', tickets.provider, {
      method: 'GET',
      target: foreign.target,
      headers: foreign.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors[0]).toMatchObject({ field: 'headers' });

    const own = signed();
    const forged = {
      'X-Forwarded-For': '198.51.100.1',
      'X-Real-IP': '198.51.100.2',
      'X-Ca-Relay-Client': '198.51.100.3',
      'X-Ca-Relay-Token': 'forged',
    };
    const relayed = await call(
      'POST',
      '/newopen/service/apply/try',
      tickets.developer,
      { method: 'GET', target: own.target, headers: { ...own.headers, ...forged } },
      { remoteAddress: '203.0.113.7' },
    );
    expect(relayed.statusCode, relayed.body).toBe(200);
    expect(relayed.json().data).toMatchObject({ reachable: true, status: 200 });
    const requestId = relayed.json().data.headers['x-ca-request-id'];
    await gateway.writer.flush();
    const row = await t.deps.db
      .selectFrom('call_logs')
      .select(['client_ip', 'status'])
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_ip: '203.0.113.7', status: 200 });

    // the relay's token is the platform's own: a caller reaching the gateway directly cannot claim another address
    const direct = signed();
    const res = await fetch(`http://127.0.0.1:${t.deps.config.gatewayPort}${direct.target}`, {
      headers: { ...direct.headers, ...forged },
    });
    expect(res.status).toBe(200);
    await gateway.writer.flush();
    const directRow = await t.deps.db
      .selectFrom('call_logs')
      .select('client_ip')
      .where('request_id', '=', res.headers.get('x-ca-request-id')!)
      .executeTakeFirstOrThrow();
    expect(directRow.client_ip).toBe('127.0.0.1');
  });
});

describe('catalog', () => {
  it('a YAML alias bomb in groupImport answers 400 quickly', async () => {
    const lines = [
      'openapi: 3.0.0',
      'info: { title: bomb, version: "1" }',
      'x-a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ];
    for (let i = 1; i < 12; i++)
      lines.push(
        `x-a${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    lines.push('paths: {}');
    const started = Date.now();
    const r = await call('POST', '/newopen/service/group/import', tickets.provider, {
      content: lines.join('\n'),
      dry_run: true,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field: 'content' }] } });
  });

  it('so does its JSON twin, a $ref bomb (schemas each using the one before twice)', async () => {
    const schemas: Record<string, unknown> = { s0: { type: 'string' } };
    for (let i = 1; i < 30; i++)
      schemas[`s${i}`] = {
        type: 'object',
        properties: { a: { $ref: `#/components/schemas/s${i - 1}` }, b: { $ref: `#/components/schemas/s${i - 1}` } },
      };
    const doc = {
      openapi: '3.0.0',
      info: { title: 'bomb', version: '1' },
      components: { schemas },
      paths: {
        '/x': {
          post: {
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/s29' } } } },
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    };
    const started = Date.now();
    const r = await call('POST', '/newopen/service/group/import', tickets.provider, {
      content: JSON.stringify(doc),
      dry_run: true,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().message).toMatch(/500000 nodes once its \$refs are expanded/);
  });

  it('the provider sees why the gateway refuses an upstream', async () => {
    const id = await makeGroup(t, tickets.provider, {
      upstreams: [
        { env_type: 3, base_url: 'http://10.0.0.7:8080/api' },
        { env_type: 1, base_url: 'https://api.example.com' },
      ],
    });
    const detail = (await call('GET', `/newopen/service/group/detail?group_id=${id}`, tickets.provider)).json().data;
    expect(detail.upstream_refusals).toEqual([
      { env_type: 3, reason: expect.stringMatching(/10\.0\.0\.7 is in a private or reserved range/) },
    ]);
  });
});
