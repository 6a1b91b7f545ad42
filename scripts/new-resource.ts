/**
 * `npm run new:resource <name> -- --api /newopen/service/partner --menu partnersManage`
 *   writes resources/<name>.yaml from a template (edit its fields, labels, list and form), then
 * `npm run new:resource <name>`
 *   (again, once the descriptor says what you want) adds the plain CRUD operations to schemas/<prefix>.yaml,
 *   and a migration creating the table, unless they exist. Both outputs are yours to edit afterwards;
 *   the contract test (tests/contract) tells you when descriptor and spec disagree.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isCollection, parse, parseDocument, stringify, visit } from 'yaml';
import { checkDescriptor } from '../src/shared/descriptors/load.ts';
import type { FieldDescriptor } from '../src/shared/descriptors/types.ts';
import { defaultPermissions } from '../src/shared/descriptors/types.ts';
import { INT_MAX } from '../src/shared/constants.ts';
import { routeByName } from '../src/shared/routes.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const name = args[0];
const flag = (f: string) => {
  const i = args.indexOf(`--${f}`);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!name || !/^[a-z][a-z_]*$/.test(name)) {
  console.error('usage: npm run new:resource <name> -- --api /newopen/service/<thing> --menu <menuCode>');
  process.exit(2);
}
const descriptorPath = join(root, 'resources', `${name}.yaml`);
const pascal = (s: string) => s.replace(/(^|[_/-])(\w)/g, (_, __, c: string) => c.toUpperCase());

if (!existsSync(descriptorPath)) {
  const api = flag('api'),
    menu = flag('menu');
  if (!api || !menu) {
    console.error('a new resource needs --api <base path> and --menu <menu code from src/shared/routes.ts>');
    process.exit(2);
  }
  if (!routeByName.get(menu)) console.warn(`warning: no route named ${menu} in src/shared/routes.ts`);
  const op = api
    .split('/')
    .pop()!
    .replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  const key = `${name.replace(/s$/, '')}_id`;
  const template = {
    name,
    table: name,
    key,
    menu,
    api,
    routes: { list: menu },
    label: { zh: 'TODO 中文名', en: pascal(name) },
    // who owns the rows: owner (created_by), enterprise (enterprise_id) or all (write "# scope all: <why>" above it)
    scope: 'owner',
    operations: {
      list: `${op}Page`,
      all: `${op}List`,
      one: `${op}Detail`,
      create: `${op}Create`,
      update: `${op}Update`,
      delete: `${op}Delete`,
    },
    fields: {
      [key]: { type: 'id', label: { zh: 'ID', en: 'ID' }, readOnly: true },
      [`${name.replace(/s$/, '')}_name`]: {
        type: 'string',
        label: { zh: '名称', en: 'Name' },
        required: true,
        max: 64,
        unique: true,
      },
      created_at: { type: 'datetime', label: { zh: '创建时间', en: 'Created' }, readOnly: true },
      updated_at: { type: 'datetime', label: { zh: '更新时间', en: 'Updated' }, readOnly: true },
      created_by: { type: 'number', label: { zh: '创建人', en: 'Created by' }, readOnly: true },
    },
    list: {
      columns: [`${name.replace(/s$/, '')}_name`, 'created_at'],
      sort: { field: 'created_at', order: 'DESC' },
      filters: [`${name.replace(/s$/, '')}_name`],
    },
  };
  writeFileSync(descriptorPath, `# TODO: one line saying what a ${name} is.\n${stringify(template)}`);
  console.log(`wrote resources/${name}.yaml: edit it, then run npm run new:resource ${name} again`);
  process.exit(0);
}

const d = checkDescriptor(parse(readFileSync(descriptorPath, 'utf8')), `${name}.yaml`);
if (!d.api) {
  console.error(`resources/${name}.yaml has no api: base path`);
  process.exit(2);
}
const prefix = d.api.split('/')[1];
const specPath = join(root, 'schemas', `${prefix}.yaml`);
const base = stringify({
  openapi: '3.1.0',
  info: { title: prefix, version: '1.0.0' },
  paths: {},
  components: { schemas: {} },
});
const doc = parseDocument(existsSync(specPath) ? readFileSync(specPath, 'utf8') : `# /${prefix} operations.\n${base}`);
const singular = (n: string) => n.replace(/ies$/, 'y').replace(/s$/, '');
const plural = (n: string) => (n.endsWith('y') ? `${n.slice(0, -1)}ies` : `${n}s`);
const Row = pascal(singular(d.name));
// an empty `paths: {}` or `schemas: {}` would otherwise pull every new operation onto one line
for (const path of [['paths'], ['components', 'schemas']]) {
  const node = doc.getIn(path, true);
  if (isCollection(node)) node.flow = false;
}

function fieldSchema(f: FieldDescriptor): Record<string, unknown> {
  let s: Record<string, unknown>;
  switch (f.type) {
    case 'id':
    case 'reference':
    case 'tree':
      s = { type: 'integer' };
      break;
    case 'number':
      s = { type: 'integer', minimum: f.min ?? 0, maximum: f.max ?? INT_MAX };
      break;
    case 'boolean':
      s = { type: 'boolean' };
      break;
    case 'enum': {
      const values = f.choices!.map((c) => c.value);
      s = { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values };
      break;
    }
    case 'date':
      s = { type: 'string', format: 'date' };
      break;
    case 'datetime':
      s = { type: 'string', format: 'date-time' };
      break;
    case 'json':
      s = { type: 'object' };
      break;
    case 'password':
      s = { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: 'MD5 hex of what was typed' };
      break;
    case 'references':
      return { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000 };
    default:
      s = { type: 'string', maxLength: f.max ?? (f.type === 'text' || f.type === 'markdown' ? 4000 : 255) };
      if (f.required) s.minLength = 1;
      if (f.pattern) s.pattern = f.pattern;
  }
  if (!f.required && f.type !== 'id') s.type = [s.type, 'null'];
  return s;
}

const fields = Object.entries(d.fields);
const rowSchema = {
  type: 'object',
  required: fields.filter(([, f]) => f.required || f.type === 'id').map(([n]) => n),
  properties: Object.fromEntries(fields.filter(([, f]) => !f.writeOnly).map(([n, f]) => [n, fieldSchema(f)])),
};
// a references field is virtual (a link table) but written: the service replaces the links
const writable = fields.filter(([, f]) => (!f.virtual || f.type === 'references') && !f.readOnly && f.type !== 'id');
const inputSchema = {
  type: 'object',
  additionalProperties: false,
  required: writable.filter(([, f]) => f.required && f.default === undefined).map(([n]) => n),
  properties: Object.fromEntries(writable.map(([n, f]) => [n, fieldSchema(f)])),
};
const envelope = (data: unknown) => ({
  description: 'OK',
  content: {
    'application/json': {
      schema: {
        allOf: [{ $ref: 'common.yaml#/components/schemas/Envelope' }, { type: 'object', properties: { data } }],
      },
    },
  },
});
const errors = { $ref: 'common.yaml#/components/responses/Error' };
const perm = (op: keyof typeof defaultPermissions) => {
  const action = d.permissions?.[op] ?? defaultPermissions[op];
  if (action === 'public' || action === 'login') return action;
  return action ? `${d.menu}:${action}` : d.menu;
};
const idParam = { name: d.key, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const filterParams = (d.list.filters ?? []).flatMap((f) => {
  const field = typeof f === 'string' ? f : f.field;
  const fd = d.fields[field];
  if (fd.type === 'date' || fd.type === 'datetime') {
    return ['start', 'end'].map((e) => ({
      name: `${field}_${e}`,
      in: 'query',
      schema: { type: 'string', format: fd.type === 'date' ? 'date' : 'date-time' },
    }));
  }
  const s = fieldSchema({ ...fd, required: true }) as Record<string, unknown>;
  delete s.minLength;
  delete s.pattern;
  return [{ name: field, in: 'query', schema: s }];
});
const pageParams = [
  { name: 'page_num', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
  {
    name: 'sort_field',
    in: 'query',
    schema: { type: 'string', enum: fields.filter(([, f]) => !f.virtual && !f.writeOnly).map(([n]) => n) },
  },
  { name: 'sort_order', in: 'query', schema: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] } },
];
const ops = d.operations;
const label = d.label.en.toLowerCase();
/** a new node with short collections on one line, so the spec stays readable; existing text is left as it is */
function styled(value: unknown) {
  const node = doc.createNode(value);
  visit(node, {
    Collection(_, n) {
      if (isCollection(n)) n.flow = JSON.stringify(n.toJSON()).length <= 100;
    },
  });
  return node;
}
const add = (path: string, method: string, op: Record<string, unknown>) => {
  if (doc.getIn(['paths', path, method])) return;
  doc.setIn(['paths', path, method], styled(op));
};
const ref = (s: string) => ({ $ref: `#/components/schemas/${s}` });
if (ops.list)
  add(`${d.api}/page`, 'get', {
    operationId: ops.list,
    'x-permission': perm('list'),
    summary: `A page of ${plural(label)}`,
    parameters: [...pageParams, ...filterParams],
    responses: { 200: envelope(ref(`${Row}Page`)), default: errors },
  });
if (ops.all)
  add(`${d.api}/list`, 'get', {
    operationId: ops.all,
    'x-permission': perm('all'),
    summary: `All ${plural(label)} (at most 1000), for pickers`,
    parameters: filterParams,
    responses: { 200: envelope({ type: 'array', items: ref(Row) }), default: errors },
  });
if (ops.one)
  add(`${d.api}/{${d.key}}`, 'get', {
    operationId: ops.one,
    'x-permission': perm('one'),
    summary: `One ${label}`,
    parameters: [idParam],
    responses: { 200: envelope(ref(Row)), default: errors },
  });
if (ops.create)
  add(d.api, 'post', {
    operationId: ops.create,
    'x-permission': perm('create'),
    summary: `Create a ${label}`,
    requestBody: { required: true, content: { 'application/json': { schema: ref(`${Row}Input`) } } },
    responses: { 200: envelope(ref(Row)), default: errors },
  });
if (ops.update)
  add(d.api, 'put', {
    operationId: ops.update,
    'x-permission': perm('update'),
    summary: `Update a ${label}`,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            allOf: [
              ref(`${Row}Input`),
              { type: 'object', required: [d.key], properties: { [d.key]: { type: 'integer', minimum: 1 } } },
            ],
          },
        },
      },
    },
    responses: { 200: envelope(ref(Row)), default: errors },
  });
if (ops.delete)
  add(`${d.api}/{${d.key}}`, 'delete', {
    operationId: ops.delete,
    'x-permission': perm('delete'),
    summary: `Delete a ${label}`,
    parameters: [idParam],
    responses: { 200: envelope({ type: 'null' }), default: errors },
  });
for (const [n, s] of [
  [Row, rowSchema],
  [`${Row}Input`, inputSchema],
  [
    `${Row}Page`,
    {
      type: 'object',
      required: ['list', 'total', 'page_num', 'page_size'],
      properties: {
        list: { type: 'array', items: ref(Row) },
        total: { type: 'integer' },
        page_num: { type: 'integer' },
        page_size: { type: 'integer' },
      },
    },
  ],
] as const) {
  if (!doc.getIn(['components', 'schemas', n])) doc.setIn(['components', 'schemas', n], styled(s));
}
// an Input schema with additionalProperties: false cannot be extended by allOf for PUT; PUT carries the key too
const input = doc.getIn(['components', 'schemas', `${Row}Input`, 'properties']) as any;
if (input && !input.get(d.key))
  input.set(d.key, doc.createNode({ type: 'integer', minimum: 1, description: 'required on update' }));
writeFileSync(specPath, doc.toString({ lineWidth: 0, flowCollectionPadding: true }));
console.log(`schemas/${prefix}.yaml: CRUD operations of ${name}`);

// the migration
const migDir = join(root, 'src/server/db/migrations');
const existing = readdirSync(migDir)
  .filter((f) => /^\d{4}_.*\.ts$/.test(f))
  .sort();
const hasTable = existing.some((f) =>
  new RegExp(`create table ${d.table} \\(`).test(readFileSync(join(migDir, f), 'utf8')),
);
if (!hasTable) {
  // after the last one (the baselines are numbered 1010-1140, in steps): appended, it runs after what it references
  const num = String(Number(existing.at(-1)?.slice(0, 4) ?? 0) + 1).padStart(4, '0');
  const target = (resource: string) => {
    const file = join(root, 'resources', `${resource}.yaml`);
    if (existsSync(file)) {
      const t = parse(readFileSync(file, 'utf8'));
      return `${t.table}(${t.key})`;
    }
    return `${resource}(${resource.replace(/s$/, '')}_id)`;
  };
  const col = (n: string, f: FieldDescriptor) => {
    if (f.virtual) return null;
    const nn =
      (f.required ? ' not null' : '') +
      (f.unique ? ' unique' : '') +
      (f.type === 'reference' ? ` references ${target(f.reference!.resource)}` : '') +
      (f.type === 'tree' ? ` references ${d.table}(${d.key})` : '');
    switch (f.type) {
      case 'id':
        return `${n} integer generated by default as identity primary key`;
      case 'number':
        return `${n} integer${nn}`;
      case 'boolean':
        return `${n} boolean${nn}`;
      case 'enum':
        return `${n} ${typeof f.choices![0].value === 'number' ? 'integer' : 'varchar(32)'}${nn}`;
      case 'date':
        return `${n} date${nn}`;
      case 'datetime':
        return n === 'created_at' || n === 'updated_at'
          ? `${n} timestamptz not null default now()`
          : `${n} timestamptz${nn}`;
      case 'reference':
      case 'tree':
        return `${n} integer${nn}`;
      case 'json':
        return `${n} jsonb${nn}`;
      case 'text':
      case 'markdown':
        return `${n} text${nn}`;
      // only a hash is kept; the resource's service turns the MD5 it receives into argon2id
      case 'password':
        return `${n}_hash text`;
      default:
        return `${n} varchar(${f.max ?? 255})${nn}`;
    }
  };
  const cols = fields
    .map(([n, f]) => col(n, f))
    .filter(Boolean)
    .join(',\n    ');
  const file = `${num}_${d.table}.ts`;
  writeFileSync(
    join(migDir, file),
    `/** ${d.label.en}: ${d.table} (scaffolded by new:resource; add foreign keys and indexes). */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql\`create table ${d.table} (
    ${cols}
  )\`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('${d.table}').ifExists().execute();
}
`,
  );
  const indexPath = join(migDir, 'index.ts');
  let index = readFileSync(indexPath, 'utf8');
  const mod = `m${num}`;
  index = index
    .replace(/(\nexport const migrations)/, `import * as ${mod} from './${file}';\n$1`)
    .replace(/\n};\s*$/, `\n  '${file.replace(/\.ts$/, '')}': ${mod},\n};\n`);
  writeFileSync(indexPath, index);
  console.log(`src/server/db/migrations/${file}: create table ${d.table}`);
}
