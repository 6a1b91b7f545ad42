/**
 * Every resource descriptor agrees with the specs, the route table and the permission tree: a descriptor
 * that names a missing operation, field, route or permission code fails here, before a user sees it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDescriptors, RESOURCES_DIR } from '../../src/shared/descriptors/load.ts';
import { defaultPermissions, type Op } from '../../src/shared/descriptors/types.ts';
import { loadSpecs } from '../../src/server/openapi/load.ts';
import { SCHEMAS_DIR } from '../../src/server/app.ts';
import { consoleRoutes, routeByName } from '../../src/shared/routes.ts';

const descriptors = loadDescriptors();
const specs = loadSpecs(SCHEMAS_DIR);
const ops = new Map(specs.operations.map((o) => [o.operationId, o]));
const menuCodes = new Set(consoleRoutes.map((r) => r.permission).filter((p) => p && p !== 'default'));
const buttonCodes = new Set(consoleRoutes.flatMap((r) => (r.actions ?? []).map((a) => `${r.permission}:${a}`)));

/** The properties of a response's `data` (following allOf and $defs refs), for field checks. */
function dataProps(schema: any, depth = 0): Record<string, any> {
  if (!schema || depth > 8) return {};
  if (schema.$ref) {
    const [file, pointer] = schema.$ref.split('#');
    const name = pointer.split('/').pop();
    return dataProps(specs.sharedSchemas.find((s) => s.$id === file)?.$defs?.[name], depth + 1);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: any) => dataProps(s, depth + 1)));
  if (schema.properties?.list?.items) return dataProps(schema.properties.list.items, depth + 1);
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.items))
    return dataProps(schema.items, depth + 1);
  return schema.properties ?? {};
}
const responseData = (opId: string) => {
  const s = ops.get(opId)!.schema.response['200'];
  const env = s.allOf?.find((p: any) => p.properties?.data)?.properties.data;
  return dataProps(env);
};

describe.each(descriptors.map((d) => [d.name, d] as const))('descriptor %s', (_, d) => {
  it('says who owns its rows, and justifies an open scope where it declares it', () => {
    expect(['all', 'enterprise', 'owner']).toContain(d.scope);
    if (d.scope === 'owner') expect(d.fields.created_by, 'owner scope needs created_by').toBeDefined();
    if (d.scope === 'enterprise') expect(d.fields.enterprise_id, 'enterprise scope needs enterprise_id').toBeDefined();
    if (d.scope !== 'all') return;
    const text = readFileSync(join(RESOURCES_DIR, `${d.name}.yaml`), 'utf8');
    expect(text, `resources/${d.name}.yaml: write "# scope all: <why>" above "scope: all"`).toMatch(
      /^# scope all: \S.{10,}\n(?:#.*\n)*scope: all$/m,
    );
  });

  it('names operations that exist in the specs', () => {
    const named = [...Object.values(d.operations), ...(d.actions ?? []).map((a) => a.operation)];
    expect(named.filter((op) => !ops.has(op!))).toEqual([]);
  });

  it("has every shown, listed and filtered field in its operations' responses", () => {
    const opId = d.operations.one ?? d.operations.list!;
    const props = responseData(opId);
    const used = [...d.list.columns, ...(d.show ?? [])];
    expect(used.filter((f) => !props[f])).toEqual([]);
    const listProps = d.operations.list ? responseData(d.operations.list) : props;
    expect(d.list.columns.filter((f) => !listProps[f])).toEqual([]);
  });

  it('filters with query parameters its list operation declares', () => {
    if (!d.operations.list) return;
    const query = Object.keys(ops.get(d.operations.list)!.schema.querystring?.properties ?? {});
    for (const f of d.list.filters ?? []) {
      const field = typeof f === 'string' ? f : f.field;
      const type = d.fields[field].type;
      const names = type === 'date' || type === 'datetime' ? [`${field}_start`, `${field}_end`] : [field];
      expect(
        names.filter((n) => !query.includes(n)),
        `${field}`,
      ).toEqual([]);
    }
  });

  it('writes only fields its create and update operations accept', () => {
    for (const op of [d.operations.create, d.operations.update].filter(Boolean) as string[]) {
      const body = dataProps(ops.get(op)!.schema.body);
      const writable = Object.entries(d.fields)
        .filter(([, f]) => !f.readOnly && (!f.virtual || f.type === 'references') && f.type !== 'id')
        .map(([n]) => n);
      expect(
        writable.filter((f) => !body[f]),
        op,
      ).toEqual([]);
    }
  });

  it('guards its operations with the permission codes the descriptor states', () => {
    expect(menuCodes.has(d.menu), `menu ${d.menu}`).toBe(true);
    for (const [kind, opId] of Object.entries(d.operations) as [Op, string][]) {
      const action = d.permissions?.[kind] ?? defaultPermissions[kind];
      const expected = action === 'public' || action === 'login' ? action : action ? `${d.menu}:${action}` : d.menu;
      expect(ops.get(opId)!.permission, opId).toBe(expected);
      if (expected.includes(':')) expect(buttonCodes.has(expected), `${expected} is seeded`).toBe(true);
    }
    for (const a of d.actions ?? []) {
      const code = `${d.menu}:${a.permission}`;
      expect(
        ops
          .get(a.operation)!
          .permission.split('|')
          .some((p) => p === code || p === 'login'),
        a.operation,
      ).toBe(true);
    }
  });

  it('lives at routes of the route table', () => {
    expect(routeByName.get(d.routes.list)?.layout).toBe('console');
    if (d.routes.create) expect(routeByName.get(d.routes.create)?.layout).toBe('console');
    for (const also of d.routes.also ?? []) expect(routeByName.get(also)?.layout, also).toBe('console');
  });

  it('has zh and en labels for everything it shows', () => {
    const labels = [d.label, ...Object.values(d.fields).map((f) => f.label), ...(d.actions ?? []).map((a) => a.label)];
    expect(labels.every((l) => l.zh.trim() && l.en.trim())).toBe(true);
    const choices = Object.values(d.fields).flatMap((f) => f.choices ?? []);
    expect(choices.every((c) => c.zh.trim() && c.en.trim())).toBe(true);
  });

  it('references resources that exist', () => {
    const names = new Set(descriptors.map((x) => x.name));
    const refs = Object.values(d.fields)
      .filter((f) => f.reference)
      .map((f) => f.reference!.resource);
    expect(refs.filter((r) => !names.has(r))).toEqual([]);
  });
});
