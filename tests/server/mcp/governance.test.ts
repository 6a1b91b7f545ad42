/**
 * MCP calls are governed like signed calls (DESIGN section 10): a real document imported gives one tool per
 * operation with the section-10 names; a tool the application is not approved for is absent and a forced call is
 * refused before the upstream; an exhausted quota and a tool's QPS refuse with the gateway's codes, before the
 * upstream; an X-Ca-signed POST whose Mcp-Name changed after signing answers 401.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport, ProtocolError } from '@modelcontextprotocol/client';
import { signedToolCall, startMcpFixture, type McpFixture } from './fixture.ts';

const require = createRequire(import.meta.url);
let f: McpFixture;
let token: string;
beforeAll(async () => {
  f = await startMcpFixture();
  token = await f.token();
}, 240_000);
afterAll(async () => {
  await f?.close();
});
// the test clock stands still: each test starts in a second of its own, so QPS counts of another test do not carry over
beforeEach(() => f.t.clock.advance(1000));

async function client() {
  const c = new Client({ name: 'vitest', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${f.gatewayUrl}/mcp/${f.groupId}`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return c;
}

const apiId = async (operationId: string) =>
  (
    await f.t.deps.db
      .selectFrom('apis')
      .select('api_id')
      .where('group_id', '=', f.groupId)
      .where('operation_id', '=', operationId)
      .executeTakeFirstOrThrow()
  ).api_id;

describe('a real document imported', () => {
  it('gives one tool per operation of the petstore, named by its operationId', async () => {
    const content = readFileSync(require.resolve('@readme/oas-examples/3.0/json/petstore.json'), 'utf8');
    const doc = JSON.parse(content);
    const operationIds = Object.values<Record<string, { operationId?: string }>>(doc.paths).flatMap((item) =>
      ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
        .filter((m) => item[m])
        .map((m) => item[m].operationId!),
    );
    const imported = await f.op(f.providerTicket, 'POST', '/newopen/service/group/import', {
      content,
      group_name: 'Petstore MCP',
      upstreams: [{ env_type: 3, base_url: 'https://petstore.example.com/v3', timeout_ms: 3000 }],
    });
    expect(imported.apis).toHaveLength(operationIds.length);
    const settings = await f.op(f.providerTicket, 'POST', '/newopen/service/group/mcp/update', {
      group_id: imported.group_id,
      enabled: true,
    });
    expect(settings.tools.map((x: { name: string }) => x.name).sort()).toEqual([...operationIds].sort());
    const getPetById = settings.tools.find((x: { name: string }) => x.name === 'getPetById');
    expect(getPetById.inputSchema).toMatchObject({
      type: 'object',
      properties: { petId: { type: 'integer' } },
      required: ['petId'],
    });
    expect(getPetById.annotations).toMatchObject({ readOnlyHint: true });
    expect(getPetById.outputSchema).toMatchObject({ type: 'object' });
    const deletePet = settings.tools.find((x: { name: string }) => x.name === 'deletePet');
    expect(deletePet.annotations).toMatchObject({ destructiveHint: true });
    expect(Object.keys(deletePet.inputSchema.properties).sort()).toEqual(['api_key', 'petId']);
    const addPet = settings.tools.find((x: { name: string }) => x.name === 'addPet');
    expect(addPet.inputSchema.properties.body).toMatchObject({ type: 'object' });
  });
});

describe('approval', () => {
  it('leaves out a tool the subscription does not cover and refuses a forced call before the upstream', async () => {
    const { db } = f.t.deps;
    const sub = await db
      .selectFrom('apply_records')
      .select('r_apply_groups_record_id')
      .where('apply_id', '=', f.applyId)
      .where('group_id', '=', f.groupId)
      .where('env_type', '=', 3)
      .where('state', '=', 'active')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('apply_records')
      .set({ apis_restricted: 1 })
      .where('r_apply_groups_record_id', '=', sub.r_apply_groups_record_id)
      .execute();
    await db
      .insertInto('apply_record_apis')
      .values({ r_apply_groups_record_id: sub.r_apply_groups_record_id, api_id: await apiId('getWeatherForecast') })
      .execute();
    await f.reload();
    const c = await client();
    try {
      expect((await c.listTools()).tools.map((x) => x.name)).toEqual(['getWeatherForecast']);
      const before = f.hits();
      const err = await c.callTool({ name: 'getCurrentWeather', arguments: { city: 'beijing' } }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ProtocolError);
      expect((err as ProtocolError).data).toMatchObject({ code: 'API_NOT_GRANTED' });
      expect(f.hits()).toBe(before);
    } finally {
      await c.close();
      await db
        .deleteFrom('apply_record_apis')
        .where('r_apply_groups_record_id', '=', sub.r_apply_groups_record_id)
        .execute();
      await db
        .updateTable('apply_records')
        .set({ apis_restricted: 0 })
        .where('r_apply_groups_record_id', '=', sub.r_apply_groups_record_id)
        .execute();
      await f.reload();
    }
  });

  it('a group with MCP switched off answers no tools to anyone', async () => {
    await f.op(f.providerTicket, 'POST', '/newopen/service/group/mcp/update', { group_id: f.groupId, enabled: false });
    await f.refresh();
    const res = await fetch(`${f.gatewayUrl}/mcp/${f.groupId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(404);
    await f.op(f.providerTicket, 'POST', '/newopen/service/group/mcp/update', { group_id: f.groupId, enabled: true });
    await f.refresh();
  });
});

describe('limits', () => {
  it('50 parallel tool calls against a tool QPS of 10: at most 10 pass in a second, none of the others reaches the upstream', async () => {
    const forecast = await apiId('getWeatherForecast');
    await f.op(f.providerTicket, 'POST', '/newopen/service/group/mcp/update', {
      group_id: f.groupId,
      enabled: true,
      tools: [{ api_id: forecast, qps: 10 }],
    });
    await f.refresh();
    const c = await client();
    try {
      const before = f.hits();
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => c.callTool({ name: 'getWeatherForecast', arguments: { city: 'beijing' } })),
      );
      const passed = results.filter((r) => r.status === 'fulfilled').length;
      expect(passed).toBeGreaterThan(0);
      expect(passed).toBeLessThanOrEqual(10);
      for (const r of results)
        if (r.status === 'rejected')
          expect((r.reason as ProtocolError).data).toMatchObject({ code: 'QPS_EXCEEDED', status: 429 });
      expect(f.hits() - before).toBe(passed);
      await f.gw.writer.flush();
      const perSecond = await f.t.deps.db
        .selectFrom('call_logs')
        .select(['called_at', 'status'])
        .where('tool_name', '=', 'getWeatherForecast')
        .where('status', '=', 200)
        .execute();
      const counts = new Map<number, number>();
      for (const r of perSecond)
        counts.set(
          Math.floor(new Date(r.called_at).getTime() / 1000),
          (counts.get(Math.floor(new Date(r.called_at).getTime() / 1000)) ?? 0) + 1,
        );
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(10);
    } finally {
      await c.close();
      await f.op(f.providerTicket, 'POST', '/newopen/service/group/mcp/update', {
        group_id: f.groupId,
        enabled: true,
        tools: [{ api_id: forecast, qps: null }],
      });
      await f.refresh();
    }
  });

  it('an exhausted daily quota answers an MCP error with the gateway code, before the upstream', async () => {
    const { db } = f.t.deps;
    const rule = await db
      .selectFrom('apply_records')
      .select('charge_rule_id')
      .where('apply_id', '=', f.applyId)
      .where('group_id', '=', f.groupId)
      .where('env_type', '=', 3)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('charge_rules')
      .set({ daily_quota: 1 })
      .where('charge_rule_id', '=', rule.charge_rule_id!)
      .execute();
    await f.reload();
    const c = await client();
    try {
      await c.callTool({ name: 'getCurrentWeather', arguments: { city: 'beijing' } }).catch(() => undefined);
      const before = f.hits();
      const err = await c.callTool({ name: 'getCurrentWeather', arguments: { city: 'beijing' } }).then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as ProtocolError).data).toMatchObject({ code: 'DAILY_QUOTA_EXCEEDED', status: 429 });
      expect((err as ProtocolError).message).toContain('今日调用次数已用完');
      expect(f.hits()).toBe(before);
    } finally {
      await c.close();
      await db
        .updateTable('charge_rules')
        .set({ daily_quota: 10000 })
        .where('charge_rule_id', '=', rule.charge_rule_id!)
        .execute();
      await f.reload();
    }
  });
});

describe('X-Ca-signed POST', () => {
  async function signedPost(mutate?: (h: Record<string, string>) => void) {
    const creds = await f.op(f.devTicket, 'POST', '/newopen/service/apply/secret/reset', {
      apply_id: f.applyId,
      env_type: 3,
    });
    await f.refresh();
    return signedToolCall(f, creds, mutate);
  }

  it('is served when the signature holds', async () => {
    const res = await signedPost();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.text()).toContain('temperature_c');
  });

  it('answers 401 when Mcp-Name was changed after signing, and the upstream sees nothing', async () => {
    const before = f.hits();
    const res = await signedPost((h) => {
      h['Mcp-Name'] = 'getWeatherForecast';
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ca-error-code')).toBe('SIGNATURE_MISMATCH');
    expect(f.hits()).toBe(before);
  });
});
