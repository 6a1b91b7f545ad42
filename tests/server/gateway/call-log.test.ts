/**
 * The call-log writer on the real database: batches, rollups equal to a raw recount (property test over random
 * calls), nothing lost when the database refuses a flush for a while, daily partitions and retention.
 */
import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStart, businessDay } from '../../../src/server/gateway/call-log/buckets.ts';
import {
  dropExpiredCallLogs,
  partitionName,
  preparePartitions,
} from '../../../src/server/gateway/call-log/partitions.ts';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

let seq = 0;
const call = (over: Partial<CallRecord> = {}): CallRecord => ({
  request_id: `req-${++seq}`,
  called_at: new Date('2026-11-20T10:15:30Z'),
  env_type: 3,
  group_id: 1,
  api_id: 11,
  apply_id: 5,
  developer_id: 3,
  provider_id: 2,
  client_ip: '10.0.0.1',
  method: 'GET',
  path: '/weather/v1/now',
  status: 200,
  error_code: null,
  upstream_latency_ms: 12,
  latency_ms: 15,
  bytes_in: 0,
  bytes_out: 120,
  channel: null,
  tool_name: null,
  ...over,
});

describe('buckets', () => {
  it('cuts minutes, hours and China business days', () => {
    const at = new Date('2026-11-20T17:30:45Z'); // 01:30:45 on the 21st in Beijing
    expect(bucketStart(at, 'm').toISOString()).toBe('2026-11-20T17:30:00.000Z');
    expect(bucketStart(at, 'h').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(bucketStart(at, 'd').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(businessDay(at)).toBe('2026-11-21');
  });
});

describe('the writer', () => {
  it('rollups always equal a recount of the raw rows, per granularity and key, before and after their deltas are merged', async () => {
    const statuses = fc.constantFrom(200, 201, 304, 400, 401, 403, 404, 429, 500, 502, 504);
    const start = new Date('2026-11-10T00:00:00Z').getTime();
    const gen = fc.array(
      fc.record({
        minute: fc.integer({ min: 0, max: 3 * 24 * 60 }),
        env_type: fc.constantFrom(1, 3),
        api_id: fc.constantFrom(101, 102, 103),
        apply_id: fc.constantFrom(7, 8),
        status: statuses,
        latency: fc.integer({ min: 1, max: 5000 }),
        refused: fc.boolean(),
      }),
      { minLength: 1, maxLength: 300 },
    );
    await fc.assert(
      // merged after every write, or not before close()
      fc.asyncProperty(gen, fc.constantFrom(0, 3_600_000), async (specs, mergeEveryMs) => {
        await t.deps.db.deleteFrom('call_rollup_totals').execute();
        await t.deps.db.deleteFrom('call_rollup_deltas').execute();
        await t.deps.db.deleteFrom('call_log_chunks').execute();
        const writer = new CallLogWriter(t.deps.db, { maxBatch: 37, mergeEveryMs });
        for (const s of specs) {
          writer.add(
            call({
              called_at: new Date(start + s.minute * 60_000 + 123),
              env_type: s.env_type,
              api_id: s.api_id,
              group_id: s.api_id > 102 ? 2 : 1,
              apply_id: s.apply_id,
              status: s.status,
              latency_ms: s.latency,
              error_code: s.refused && s.status >= 400 ? 'REFUSED' : null,
            }),
          );
        }
        await writer.flush();
        expect(writer.stats.written).toBe(specs.length);
        const { n: unmerged } = await t.deps.db
          .selectFrom('call_rollup_deltas')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(unmerged) > 0).toBe(mergeEveryMs > 0);
        await expectRecount();
        await writer.close();
        const { n: left } = await t.deps.db
          .selectFrom('call_rollup_deltas')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(left)).toBe(0);
        await expectRecount();
      }),
      { numRuns: 8 },
    );
  });

  async function expectRecount() {
    for (const g of ['m', 'h', 'd'] as const) {
      // the recount cuts the same buckets in SQL: days start at 16:00 UTC (00:00 in Beijing)
      const bucket =
        g === 'd'
          ? sql`date_trunc('day', called_at + interval '8 hours') - interval '8 hours'`
          : sql`date_trunc(${sql.lit(g === 'm' ? 'minute' : 'hour')}, called_at)`;
      const { rows: raw } = await sql<
        Record<string, number>
      >`select ${bucket} as b, env_type, group_id, api_id, apply_id, count(*)::int as calls,
          count(*) filter (where status < 400)::int as ok, count(*) filter (where status >= 500)::int as server,
          count(*) filter (where error_code is not null)::int as refused, sum(latency_ms)::int as lat, max(latency_ms) as maxlat
          from call_logs group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(t.deps.db);
      // a key's totals and its deltas not yet merged are rows of their own: read as the statistics read them, summed
      const rolled = await t.deps.db
        .selectFrom('call_rollups')
        .select((eb) => [
          'bucket_start as b',
          'env_type',
          'group_id',
          'api_id',
          'apply_id',
          eb.fn.sum<number>('calls').as('calls'),
          eb.fn.sum<number>('ok_calls').as('ok'),
          eb.fn.sum<number>('server_errors').as('server'),
          eb.fn.sum<number>('gateway_refusals').as('refused'),
          eb.fn.sum<number>('latency_sum_ms').as('lat'),
          eb.fn.max('latency_max_ms').as('maxlat'),
        ])
        .where('granularity', '=', g)
        .groupBy(['bucket_start', 'env_type', 'group_id', 'api_id', 'apply_id'])
        .orderBy('bucket_start')
        .orderBy('env_type')
        .orderBy('group_id')
        .orderBy('api_id')
        .orderBy('apply_id')
        .execute();
      expect(
        rolled.map((r) => ({
          ...r,
          b: new Date(r.b).getTime(),
          calls: Number(r.calls),
          ok: Number(r.ok),
          server: Number(r.server),
          refused: Number(r.refused),
          lat: Number(r.lat),
        })),
      ).toEqual(raw.map((r) => ({ ...r, b: new Date(r.b as unknown as string).getTime() })));
    }
  }

  it('stores the calls of a batch that share a minute and a key as one chunk, in the order they came', async () => {
    await t.deps.db.deleteFrom('call_log_chunks').execute();
    const writer = new CallLogWriter(t.deps.db, { maxBatch: 100 });
    const at = (s: number) => new Date(Date.UTC(2026, 10, 20, 10, 15, s));
    for (const c of [
      call({ request_id: 'k-1', called_at: at(5) }),
      call({ request_id: 'k-2', called_at: at(1), api_id: 12 }), // another API
      call({ request_id: 'k-3', called_at: at(2), status: 502, error_code: 'UPSTREAM_ERROR' }),
      call({ request_id: 'k-4', called_at: at(61) }), // the next minute
      call({ request_id: 'k-5', called_at: at(3), channel: 'mcp', tool_name: 'now' }), // a tool call
      call({ request_id: 'k-6', called_at: at(4) }),
    ])
      writer.add(c);
    await writer.close();
    const { rows } = await sql<{
      bucket: Date;
      api_id: number;
      tool_name: string | null;
      request_id: string[];
    }>`select bucket, api_id, tool_name, request_id from call_log_chunks order by bucket, api_id, tool_name nulls first`.execute(
      t.deps.db,
    );
    expect(
      rows.map((r) => [new Date(r.bucket).toISOString().slice(11, 16), r.api_id, r.tool_name, r.request_id]),
    ).toEqual([
      ['10:15', 11, null, ['k-1', 'k-3', 'k-6']],
      ['10:15', 11, 'now', ['k-5']],
      ['10:15', 12, null, ['k-2']],
      ['10:16', 11, null, ['k-4']],
    ]);
  });

  it('stores every field as given, whatever characters a path or address holds (the batch goes in as column arrays)', async () => {
    await t.deps.db.deleteFrom('call_log_chunks').execute();
    const odd = [
      call({
        request_id: 'odd-1',
        path: "/a\"b\\c,d{e}f NULL 'g' 天气",
        client_ip: null,
        error_code: null,
        group_id: null,
        api_id: null,
        apply_id: null,
        developer_id: null,
        provider_id: null,
      }),
      call({
        request_id: 'odd-2',
        path: 'NULL',
        client_ip: '2001:db8::1',
        error_code: 'SIGNATURE_MISMATCH',
        upstream_latency_ms: null,
        bytes_in: 2 ** 40,
        status: 401,
      }),
      call({ request_id: 'odd-3', path: '', method: 'DELETE', called_at: new Date('2026-11-20T10:15:30.123Z') }),
      // control characters and backslash sequences a text format would reserve
      call({ request_id: 'odd-4', path: '/x\ty\nz\r\\N\\.\\\\t', client_ip: '\\N' }),
      // an MCP tool call carries its channel and the tool's name
      call({ request_id: 'odd-5', channel: 'mcp', tool_name: 'get_weather-v1' }),
    ];
    const writer = new CallLogWriter(t.deps.db, { maxBatch: 10 });
    for (const c of odd) writer.add(c);
    await writer.close();
    const rows = await t.deps.db
      .selectFrom('call_logs')
      .selectAll()
      .where('request_id', 'like', 'odd-%')
      .orderBy('request_id')
      .execute();
    expect(
      // bucket: the minute of the chunk the call is stored in (migration 1150), not part of the call
      rows.map(({ bucket, ...r }) => ({
        ...r,
        called_at: new Date(r.called_at),
        bytes_in: Number(r.bytes_in),
        bytes_out: Number(r.bytes_out),
      })),
    ).toEqual(odd);
  });

  it('keeps calls while the database refuses them and writes them all once it is back', async () => {
    await t.deps.db.deleteFrom('call_log_chunks').execute();
    const warnings: string[] = [];
    const writer = new CallLogWriter(t.deps.db, {
      maxBatch: 10,
      maxDelayMs: 20,
      log: { warn: (_o, m) => warnings.push(m), error: (_o, m) => warnings.push(m) },
    });
    // the database is "away": the rollup table is locked out by a failing trigger for a while
    await sql`create or replace function refuse_rollups() returns trigger language plpgsql as $$ begin raise exception 'database away'; end $$`.execute(
      t.deps.db,
    );
    await sql`create trigger refuse before insert on call_rollup_deltas for each row execute function refuse_rollups()`.execute(
      t.deps.db,
    );
    for (let i = 0; i < 35; i++) writer.add(call({ request_id: `away-${i}` }));
    await writer.flush();
    await expect.poll(() => writer.stats.failedFlushes).toBeGreaterThan(0);
    expect(writer.stats.pending).toBe(35);
    await sql`drop trigger refuse on call_rollup_deltas`.execute(t.deps.db);
    await writer.close();
    const { n } = await t.deps.db
      .selectFrom('call_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('request_id', 'like', 'away-%')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(35);
    expect(writer.stats).toMatchObject({ written: 35, pending: 0, dropped: 0 });
    expect(warnings).toContain('call-log flush failed, will retry');
  });

  it('does not store or count twice a batch committed though the answer to its commit was lost', async () => {
    await t.deps.db.deleteFrom('call_rollup_totals').execute();
    await t.deps.db.deleteFrom('call_rollup_deltas').execute();
    await t.deps.db.deleteFrom('call_log_chunks').execute();
    // the connection lost between the commit and its answer, once: the transaction is committed, the writer is
    // told it failed (as by node-postgres when the server goes away)
    let lose = true;
    const db = t.deps.db;
    const lossy = new Proxy(db, {
      get(target, prop) {
        if (prop !== 'transaction') {
          const v = Reflect.get(target, prop, target);
          return typeof v === 'function' ? v.bind(target) : v;
        }
        return () => ({
          execute: async <R>(fn: (trx: Transaction<Database>) => Promise<R>) => {
            const result = await target.transaction().execute(fn);
            if (!lose) return result;
            lose = false;
            throw new Error('Connection terminated unexpectedly');
          },
        });
      },
    });
    const warnings: string[] = [];
    const writer = new CallLogWriter(lossy, {
      maxBatch: 10,
      maxDelayMs: 20,
      log: { warn: (_o, m) => warnings.push(m), error: (_o, m) => warnings.push(m) },
    });
    for (let i = 0; i < 25; i++) writer.add(call({ request_id: `lost-${i}` }));
    await writer.close();
    expect(lose).toBe(false);
    expect(warnings).toContain('call-log write was committed though its answer was lost: not written again');
    const { rows } = await sql<{
      request_id: string;
      n: number;
    }>`select request_id, count(*)::int as n from call_logs group by request_id order by request_id`.execute(db);
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const { calls } = await db
      .selectFrom('call_rollups')
      .select((eb) => eb.fn.sum<number>('calls').as('calls'))
      .where('granularity', '=', 'm')
      .executeTakeFirstOrThrow();
    expect(Number(calls)).toBe(25);
    expect(writer.stats).toMatchObject({ written: 25, pending: 0, dropped: 0, rejected: 0 });
  });

  it('writes the rest of a batch the database refuses for one of its rows, and reports that row instead of retrying it forever', async () => {
    await t.deps.db.deleteFrom('call_rollup_totals').execute();
    await t.deps.db.deleteFrom('call_rollup_deltas').execute();
    await t.deps.db.deleteFrom('call_log_chunks').execute();
    const errors: Array<{ requestId?: string }> = [];
    const writer = new CallLogWriter(t.deps.db, {
      maxBatch: 10,
      maxDelayMs: 20,
      log: { warn: () => undefined, error: (o) => errors.push(o) },
    });
    const calls = Array.from({ length: 10 }, (_, i) => call({ request_id: `mixed-${i}` }));
    calls[3] = call({ request_id: 'mixed-too-long', path: `/${'x'.repeat(600)}` }); // past varchar(512): SQLSTATE 22001
    calls[7] = call({ request_id: 'mixed-long-method', method: 'X'.repeat(11) }); // past varchar(10): 22001 too
    for (const c of calls) writer.add(c);
    await writer.close();
    expect(writer.stats).toMatchObject({ written: 8, rejected: 2, pending: 0, dropped: 0 });
    expect(errors.map((e) => e.requestId).sort()).toEqual(['mixed-long-method', 'mixed-too-long']);
    const rows = await t.deps.db
      .selectFrom('call_logs')
      .select('request_id')
      .where('request_id', 'like', 'mixed-%')
      .orderBy('request_id')
      .execute();
    expect(rows.map((r) => r.request_id)).toEqual([
      'mixed-0',
      'mixed-1',
      'mixed-2',
      'mixed-4',
      'mixed-5',
      'mixed-6',
      'mixed-8',
      'mixed-9',
    ]);
    // the rollups counted what was stored, no more
    const { calls: rolled } = await t.deps.db
      .selectFrom('call_rollups')
      .select((eb) => eb.fn.sum<number>('calls').as('calls'))
      .where('granularity', '=', 'm')
      .executeTakeFirstOrThrow();
    expect(Number(rolled)).toBe(8);
  });

  it('leaves calls that arrive during a write for the next batch instead of chasing them one small batch at a time', async () => {
    // each write takes half a second, so calls can arrive while one is under way
    await sql`create or replace function slow_rollups() returns trigger language plpgsql as $$ begin perform pg_sleep(0.5); return new; end $$`.execute(
      t.deps.db,
    );
    await sql`create trigger slow before insert on call_rollup_deltas for each statement execute function slow_rollups()`.execute(
      t.deps.db,
    );
    try {
      const writer = new CallLogWriter(t.deps.db, { maxBatch: 100, maxDelayMs: 60_000 });
      for (let i = 0; i < 100; i++) writer.add(call({ request_id: `steady-a-${i}` })); // a full batch: written at once
      await new Promise((r) => setTimeout(r, 100));
      for (let i = 0; i < 30; i++) writer.add(call({ request_id: `steady-b-${i}` })); // arrive during that write
      await expect.poll(() => writer.stats.written).toBe(100);
      await new Promise((r) => setTimeout(r, 700));
      // the 30 wait for a full batch or maxDelayMs (a minute here) instead of a write of their own right away
      expect(writer.stats).toMatchObject({ written: 100, pending: 30 });
      await writer.flush();
      expect(writer.stats).toMatchObject({ written: 130, pending: 0 });
      await writer.close();
    } finally {
      await sql`drop trigger slow on call_rollup_deltas`.execute(t.deps.db);
    }
  });

  it('counts and reports calls that do not fit in a full buffer', async () => {
    const errors: object[] = [];
    const writer = new CallLogWriter(t.deps.db, {
      maxBatch: 1000,
      maxDelayMs: 60_000,
      maxBuffered: 5,
      log: { warn: () => undefined, error: (o) => errors.push(o) },
    });
    for (let i = 0; i < 8; i++) writer.add(call());
    expect(writer.stats).toMatchObject({ pending: 5, dropped: 3 });
    expect(errors).toHaveLength(1);
    await writer.close();
  });
});

describe('partitions', () => {
  it('prepares days, moves strays out of the default partition, and drops days past retention', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    await t.deps.db.deleteFrom('call_log_chunks').execute();
    // a stray row for a day that has no partition yet lands in the default partition
    await t.deps.db
      .insertInto('call_logs')
      .values(call({ request_id: 'stray', called_at: new Date('2026-11-22T01:00:00Z') }))
      .execute();
    const made = await preparePartitions(t.deps.db, now, 1, 3);
    expect(made).toEqual(
      expect.arrayContaining([partitionName(Date.UTC(2026, 10, 19)), partitionName(Date.UTC(2026, 10, 23))]),
    );
    const { rows } = await sql<{
      p: string;
    }>`select tableoid::regclass::text as p from call_log_chunks where 'stray' = any(request_id)`.execute(t.deps.db);
    expect(rows[0].p).toBe('call_log_chunks_20261122');
    expect(await preparePartitions(t.deps.db, now, 1, 3)).toEqual([]);

    await t.deps.db
      .insertInto('call_logs')
      .values([
        call({ request_id: 'old', called_at: new Date('2026-11-19T08:00:00Z') }),
        call({ request_id: 'ancient', called_at: new Date('2026-01-01T08:00:00Z') }),
      ])
      .execute();
    const dropped = await dropExpiredCallLogs(t.deps.db, new Date('2026-11-22T12:00:00Z'), 2);
    expect(dropped).toContain('call_log_chunks_20261119');
    const left = await t.deps.db.selectFrom('call_logs').select('request_id').execute();
    expect(left.map((r) => r.request_id).sort()).toEqual(['stray']);
  });
});
