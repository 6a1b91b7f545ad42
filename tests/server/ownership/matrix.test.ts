/**
 * The ownership matrix (issue 7): for every descriptor whose rows have an owner (scope owner or enterprise), a row
 * is created by user A, and users holding the very same menus and buttons but owning nothing of it (another owner
 * in A's enterprise, an admin of another enterprise) try every operation in the specs that takes that row's id:
 * reads, updates, deletes, row actions, bindings. Each must answer 404 or 403 and change nothing, neither the row
 * nor any row linked to it. New descriptors and new operations are covered the day they are written.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';
import { loadDescriptors } from '../../../src/shared/descriptors/load.ts';
import type { FieldDescriptor, ResourceDescriptor } from '../../../src/shared/descriptors/types.ts';
import { loadSpecs, type Operation } from '../../../src/server/openapi/load.ts';
import { SCHEMAS_DIR } from '../../../src/server/app.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

type Json = any;
const specs = loadSpecs(SCHEMAS_DIR);
const descriptors = loadDescriptors();
const owned = descriptors.filter((d) => d.scope !== 'all' && d.operations.create);

/**
 * Operations an intruder may legitimately answer 200 for, with the reason. Keep this short: each entry is a
 * place where "another owner" is allowed to see something of the row.
 */
const ALLOWED: Record<string, { sameEnterprise: boolean | 'both'; why: string }> = {
  enterpriseDetail: {
    sameEnterprise: true,
    why: 'a member may read the enterprise of a colleague (it is their own enterprise)',
  },
  callLogPage: {
    sameEnterprise: 'both',
    why: 'call logs answer only the calls the caller may see; filtering by a group or API of someone else gives an empty page, none of their rows',
  },
  statisticsOverview: {
    sameEnterprise: 'both',
    why: "statistics count only the calls the caller may see; another owner's group or API counts zero",
  },
  statisticsSeries: {
    sameEnterprise: 'both',
    why: "statistics count only the calls the caller may see; another owner's group or API counts zero",
  },
  statisticsRanking: {
    sameEnterprise: 'both',
    why: "statistics count only the calls the caller may see; another owner's group or API counts zero",
  },
};

/**
 * Lists whose query takes a key only as a filter over rows the caller may see anyway: another owner's id must find
 * nothing of that row (an empty answer), not a refusal.
 */
const FILTERING: Record<string, string> = {
  callLogPage: "apply_id filters the calls the caller may see; another developer's application finds none",
  statisticsOverview: 'apply_id filters the calls the caller may see (statistics follow the call-log rule)',
  statisticsSeries: 'apply_id filters the calls the caller may see (statistics follow the call-log rule)',
  statisticsRanking: 'apply_id filters the calls the caller may see (statistics follow the call-log rule)',
  accessApplyPage: "apply_id filters the caller's own access applications; another's application finds none",
  accessProviderPage: "apply_id filters the applications for the caller's own groups; another's application finds none",
  billPage:
    "apply_id and group_id filter the bills the caller may see; another owner's application or group finds none",
  billAppMonthPage: "apply_id filters the caller's own application bills; another's application finds none",
  costCenterAppPage:
    "cost_center_id and apply_id filter the assignments of the caller's enterprise; another's finds none",
  developerApiPage: "group_id filters the APIs the caller's own live subscriptions allow; another's group finds none",
};

/**
 * Rows a create body must point at that A cannot make through the API in one call: an access application needs a
 * published group (the provider's) and one of its enabled charge rules.
 */
const REFERENCED: Record<string, () => Promise<Record<string, unknown>>> = {
  apply_records: async () => {
    const { db } = t.deps;
    const rule = await db
      .selectFrom('charge_rules as c')
      .innerJoin('api_groups as g', 'g.group_id', 'c.group_id')
      .select(['c.group_id', 'c.charge_rule_id'])
      .where('g.group_state', '=', 'published')
      .where('g.parent_group_id', 'is', null)
      .where('c.enabled', '=', true)
      .orderBy('c.charge_rule_id')
      .executeTakeFirstOrThrow();
    return { group_id: rule.group_id, charge_rule_id: rule.charge_rule_id };
  },
};

/** one instant for every sampled date-time, so a sampled range (start_time, end_time) is never reversed */
const SAMPLE_TIME = new Date(Date.now() + 86_400_000).toISOString();

function resolveSchema(node: Json): Json {
  if (!node?.$ref) return node;
  const [file, pointer] = node.$ref.split('#');
  const name = pointer.split('/').pop();
  return resolveSchema(specs.sharedSchemas.find((s) => s.$id === file)?.$defs?.[name]);
}

/** properties and required names of an object schema, through $ref and allOf */
function objectShape(node: Json): { properties: Record<string, Json>; required: string[] } {
  const s = resolveSchema(node);
  if (!s) return { properties: {}, required: [] };
  const parts = [s, ...(s.allOf ?? []).map(objectShape)];
  return {
    properties: Object.assign({}, ...parts.map((p: Json) => p.properties ?? {})),
    required: parts.flatMap((p: Json) => p.required ?? []),
  };
}

function sample(node: Json, depth = 0): unknown {
  const s = resolveSchema(node) ?? {};
  const type = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type;
  if (s.enum) return s.enum.find((v: unknown) => v !== null);
  if (s.default !== undefined) return s.default;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? [sample(s.items, depth + 1)] : [];
    // an object's required properties filled too (a batch's items), so the request is refused for the row, not its shape
    case 'object': {
      if (depth > 3) return {};
      const shape = objectShape(s);
      return Object.fromEntries(shape.required.map((name) => [name, sample(shape.properties[name], depth + 1)]));
    }
    default:
      if (s.format === 'date-time') return SAMPLE_TIME;
      if (s.format === 'date') return '2026-06-01';
      if (s.pattern)
        return fc.sample(
          fc
            .stringMatching(new RegExp(s.pattern))
            .filter((v) => v.length >= (s.minLength ?? 1) && v.length <= (s.maxLength ?? 64)),
          1,
        )[0];
      return 'm'.padEnd(Math.max(s.minLength ?? 1, 1), 'x');
  }
}

/** The key names an operation takes, wherever it takes them. */
function keysTaken(op: Operation): Set<string> {
  return new Set([
    ...Object.keys(op.schema.params?.properties ?? {}),
    ...Object.keys(op.schema.querystring?.properties ?? {}),
    ...Object.keys(op.schema.body ? objectShape(op.schema.body).properties : {}),
  ]);
}

/**
 * Every operation that takes the descriptor's key, wherever it lives (an apply_id reaches many paths). Where another
 * descriptor names the same key for another table (data templates' and work-order templates' template_id), the key
 * alone does not say which row an operation means: then only the operations under the descriptor's own `api` path.
 */
const idTaking = (d: ResourceDescriptor) => {
  const shared = descriptors.some((o) => o.name !== d.name && o.key === d.key && o.table !== d.table);
  return specs.operations.filter(
    (op) =>
      op.operationId !== d.operations.create &&
      keysTaken(op).has(d.key) &&
      (!shared || (d.api !== undefined && op.path.startsWith(d.api))),
  );
};

let t: TestApp;
let tickets: { A: string; sameEnterprise: string; otherEnterprise: string };

/** Three non-admin accounts holding every menu and button: A and a colleague in one enterprise, one in another. */
async function setupAccounts() {
  const { db } = t.deps;
  const role = await db
    .insertInto('roles')
    .values({ role_code: 'matrix_everything', role_name: '全部菜单（测试）', built_in: 0 })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_resources')
    .columns(['role_id', 'resource_id'])
    .expression(db.selectFrom('resources').select([sql<number>`${role.role_id}`.as('role_id'), 'resource_id']))
    .execute();
  const password_hash = await hashPassword(md5Hex('Matrix@1234'));
  const account = async (user_name: string, enterprise_id: number) => {
    const u = await db
      .insertInto('users')
      .values({
        user_name,
        uid: randomUUID(),
        password_hash,
        user_type: 3,
        account_type: 2,
        enterprise_id,
        user_real_name: user_name,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
    return t.login(user_name, md5Hex('Matrix@1234'));
  };
  const e1 = (
    await db
      .insertInto('enterprises')
      .values({ enterprise_name: '矩阵甲企业' })
      .returning('enterprise_id')
      .executeTakeFirstOrThrow()
  ).enterprise_id;
  const e2 = (
    await db
      .insertInto('enterprises')
      .values({ enterprise_name: '矩阵乙企业' })
      .returning('enterprise_id')
      .executeTakeFirstOrThrow()
  ).enterprise_id;
  tickets = {
    A: await account('matrix_a', e1),
    sameEnterprise: await account('matrix_b_same', e1),
    otherEnterprise: await account('matrix_b_other', e2),
  };
}

/** Calls an operation as `ticket`, putting `id` wherever the operation takes `key`, filling the rest validly. */
async function send(op: Operation, ticket: string, key: string, id: unknown, base: Record<string, unknown> = {}) {
  const url = op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(id)));
  const query = new URLSearchParams();
  const qp = op.schema.querystring;
  for (const [name, schema] of Object.entries<Json>(qp?.properties ?? {})) {
    if (name === key) query.set(name, String(id));
    // a range's end after its start
    else if ((qp.required ?? []).includes(name))
      query.set(
        name,
        name === 'end_time' ? new Date(Date.parse(SAMPLE_TIME) + 3_600_000).toISOString() : String(sample(schema)),
      );
  }
  let payload: Record<string, unknown> | undefined;
  if (op.schema.body) {
    const shape = objectShape(op.schema.body);
    payload = {};
    for (const [name, schema] of Object.entries<Json>(shape.properties)) {
      if (name === key) payload[name] = id;
      else if (name === 'ids') payload[name] = [id];
      else if (base[name] !== undefined) payload[name] = base[name];
      else if (shape.required.includes(name)) payload[name] = sample(schema);
    }
  }
  const qs = query.toString();
  return t.app.inject({
    method: op.method.toUpperCase() as 'GET',
    url: qs ? `${url}?${qs}` : url,
    headers: { ticket },
    ...(payload ? { payload } : {}),
  });
}

/**
 * A valid create body for the descriptor, built from its fields, as user A would fill the form. A field holding the
 * key of another owned resource (an apply record's apply_id) gets a row A creates first.
 */
async function createBody(d: ResourceDescriptor): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const shape = objectShape(specs.operations.find((o) => o.operationId === d.operations.create)!.schema.body);
  for (const [name, f] of Object.entries<FieldDescriptor>(d.fields)) {
    if (f.readOnly || f.type === 'id' || !(name in shape.properties)) continue;
    const parent = owned.find((p) => p.key === name && p !== d);
    if (parent) {
      const made = await send(
        specs.operations.find((o) => o.operationId === parent.operations.create)!,
        tickets.A,
        parent.key,
        undefined,
        await createBody(parent),
      );
      expect(made.statusCode, `create parent ${parent.name}: ${made.body}`).toBe(200);
      body[name] = made.json().data[parent.key];
      continue;
    }
    const v = await fieldValue(f, shape.properties[name]);
    if (v !== undefined) body[name] = v;
  }
  Object.assign(body, await REFERENCED[d.name]?.());
  return body;
}

async function fieldValue(f: FieldDescriptor, schema: Json): Promise<unknown> {
  // the descriptor's example where it gives one (e.g. an IP allow-list, whose entries no generic value satisfies)
  if (f.example !== undefined) return f.example;
  // a child row (an API of a group, a charge rule) needs a parent row that A owns: A creates one first
  const parent = f.required && f.type === 'reference' && owned.find((o) => o.name === f.reference?.resource);
  if (parent) return createRow(parent);
  switch (f.type) {
    case 'password':
      return md5Hex('Matrix@12345');
    case 'enum':
      return f.choices![0].value;
    case 'boolean':
      return true;
    case 'number':
      return Math.min(f.max ?? 2147483647, Math.max(f.min ?? 1, 1));
    case 'date':
      return '2026-06-01';
    case 'datetime':
      return new Date(Date.now() + 86_400_000).toISOString();
    case 'references':
      return [];
    case 'text':
      return 'matrix text';
    case 'json':
      return [resolveSchema(schema)?.type].flat().includes('object') || !schema ? {} : [];
    case 'reference':
    case 'tree':
    case 'file':
      return f.required ? sample(schema) : undefined;
    default:
      if (f.pattern)
        return fc.sample(
          fc
            .stringMatching(new RegExp(f.pattern))
            .filter((v) => v.length >= (f.min ?? 1) && v.length <= (f.max ?? 64) && v.trim() === v),
          1,
        )[0];
      return `m${randomBytes(6).toString('hex')}`.slice(0, f.max ?? 64);
  }
}

/** Creates a row of the descriptor as user A and answers its key. */
async function createRow(d: ResourceDescriptor): Promise<unknown> {
  const create = specs.operations.find((o) => o.operationId === d.operations.create)!;
  const made = await send(create, tickets.A, d.key, undefined, await createBody(d));
  if (made.statusCode !== 200) throw new Error(`create parent ${d.name}: ${made.body}`);
  return made.json().data[d.key];
}

/** The row and every row linked to it by its key (role_resources, team_users, ...), as stored. */
async function snapshot(d: ResourceDescriptor, id: unknown) {
  const { rows: tables } = await sql<{ table_name: string }>`select table_name from information_schema.columns
    where column_name = ${d.key} and table_schema = current_schema() order by table_name`.execute(t.deps.db);
  const out: Record<string, unknown> = {};
  for (const { table_name } of tables) {
    out[table_name] = (
      await sql`select * from ${sql.table(table_name)} where ${sql.ref(d.key)} = ${id} order by 1, 2`.execute(t.deps.db)
    ).rows;
  }
  return JSON.parse(JSON.stringify(out));
}

beforeAll(async () => {
  t = await startTestApp();
  await setupAccounts();
});
afterAll(async () => {
  await t.dispose();
});

it('has owned resources to check', () => {
  expect(owned.map((d) => d.name)).toEqual(
    expect.arrayContaining(['notices', 'roles', 'sub_users', 'teams', 'invite_codes', 'cost_centers']),
  );
});

describe.each(owned.map((d) => [d.name, d] as const))('%s', (_name, d) => {
  it('refuses every id-taking operation to users who do not own the row, and changes nothing', async () => {
    const create = specs.operations.find((o) => o.operationId === d.operations.create)!;
    const body = await createBody(d);
    const made = await send(create, tickets.A, d.key, undefined, body);
    expect(made.statusCode, `create ${d.name}: ${made.body}`).toBe(200);
    const id = made.json().data[d.key];
    expect(id).toBeDefined();

    // the owner reaches it: the refusals below are about ownership, not about a broken request
    if (d.operations.one) {
      const own = await send(
        specs.operations.find((o) => o.operationId === d.operations.one)!,
        tickets.A,
        d.key,
        id,
        body,
      );
      expect(own.statusCode, own.body).toBe(200);
    }

    const intruders =
      d.scope === 'owner'
        ? ([
            ['colleague', tickets.sameEnterprise],
            ['other enterprise', tickets.otherEnterprise],
          ] as const)
        : ([['other enterprise', tickets.otherEnterprise]] as const);
    const ops = idTaking(d);
    expect(ops.length).toBeGreaterThan(0);
    const before = await snapshot(d, id);
    for (const [who, ticket] of intruders) {
      for (const op of ops) {
        const allowed = ALLOWED[op.operationId];
        if (allowed && (allowed.sameEnterprise === 'both' || (who === 'colleague') === allowed.sameEnterprise))
          continue;
        const r = await send(op, ticket, d.key, id, body);
        if (process.env.MATRIX_DEBUG) console.log(d.name, who, op.operationId, r.statusCode);
        if (FILTERING[op.operationId] && r.statusCode === 200) {
          const data = r.json().data;
          const rows = Array.isArray(data?.list) ? data.list : Array.isArray(data) ? data : [];
          expect(
            rows.filter((row: any) => row?.[d.key] === id),
            `${who} ${op.operationId} finds the row`,
          ).toEqual([]);
          continue;
        }
        expect(
          [403, 404],
          `${who} ${op.operationId} ${op.method.toUpperCase()} ${op.path} → ${r.statusCode} ${r.body}`,
        ).toContain(r.statusCode);
      }
      if (d.operations.list) {
        const list = await send(
          specs.operations.find((o) => o.operationId === d.operations.list)!,
          ticket,
          d.key,
          undefined,
        );
        const page = list.json().data;
        expect(
          (page.list ?? page).map((row: any) => row[d.key]),
          `${who} lists it`,
        ).not.toContain(id);
      }
      expect(await snapshot(d, id), `${who} changed it`).toEqual(before);
    }
  });
});
