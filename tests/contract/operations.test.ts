/**
 * The specs in schemas/*.yaml are the wire contract (DESIGN.md section 5). This checks that they, the handler
 * table and the generated client types agree: every operation has a handler and every handler an operation,
 * every operation carries an x-permission the permission tree knows, and src/api/generated is current.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { SCHEMAS_DIR } from '../../src/server/app.ts';
import { handlers } from '../../src/server/handlers.ts';
import { loadSpecs } from '../../src/server/openapi/load.ts';
import { consoleGroups, consoleRoutes } from '../../src/shared/routes.ts';
import Fastify from 'fastify';
import { registerOperations } from '../../src/server/openapi/register.ts';
import { schemaController } from '../../src/server/http/validation.ts';
import { handlerOf, type Deps } from '../../src/server/context.ts';

const ROOT = resolve(SCHEMAS_DIR, '..');
const GENERATED = join(ROOT, 'src/api/generated');
const PREFIXES = [
  '/openauthor',
  '/newopen/service',
  '/workorder/workorder',
  '/website/site',
  '/scmecology/service',
  '/apisix',
];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const specFiles = readdirSync(SCHEMAS_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const operations = specFiles.flatMap((file) => {
  const doc = parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8'));
  return Object.entries<any>(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      file,
      path,
      method,
      operationId: item[method].operationId as string | undefined,
      permission: item[method]['x-permission'] as unknown,
    })),
  );
});
const where = (op: (typeof operations)[number]) => `${op.file} ${op.method.toUpperCase()} ${op.path}`;

describe('schemas', () => {
  // the server compiles a route's validators and serializer on its first call; here all of them, at once, through
  // the same registration and Fastify's own schema normalization, so a schema that cannot compile fails here
  it("compiles every operation's request validators and response serializers", async () => {
    const app = Fastify({ logger: false, schemaController: schemaController({ eager: true }) });
    registerOperations(app, loadSpecs(SCHEMAS_DIR), handlers, {} as Deps);
    await app.ready();
    expect(app.printRoutes().length).toBeGreaterThan(0);
    await app.close();
  }, 300_000);
});

describe('operations and handlers', () => {
  it('finds the spec files and their operations', () => {
    expect(specFiles).toEqual(expect.arrayContaining(['common.yaml', 'openauthor.yaml']));
    expect(operations.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'healthz',
        'isCheckCode',
        'getCaptcha',
        'login',
        'logout',
        'userDetail',
        'enterpriseDetail',
        'editPassword',
        'clearInitPwd',
        'getUserRoleResourceTree',
        'isResourceCheck',
        'getUserInfoBySsoToken',
        'issueExchangeToken',
        'exchangeToken',
      ]),
    );
  });

  it('gives every operation a unique operationId', () => {
    for (const op of operations) expect(op.operationId, where(op)).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has a handler for every operation', () => {
    const missing = operations.filter((op) => typeof handlerOf(handlers, op.operationId!) !== 'function').map(where);
    expect(missing).toEqual([]);
  });

  it('has an operation for every handler', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(handlers).filter((name) => !ids.has(name))).toEqual([]);
  });

  it('registers exactly these operations with the same permissions', () => {
    const loaded = loadSpecs(SCHEMAS_DIR)
      .operations.map((op) => `${op.method} ${op.path} ${op.operationId} ${op.permission}`)
      .sort();
    expect(loaded).toEqual(operations.map((op) => `${op.method} ${op.path} ${op.operationId} ${op.permission}`).sort());
  });

  it('keeps every path under one of the service prefixes (or /healthz)', () => {
    for (const op of operations) {
      expect(op.path === '/healthz' || PREFIXES.some((p) => op.path.startsWith(`${p}/`)), where(op)).toBe(true);
    }
  });
});

describe('x-permission', () => {
  const menus = new Set<string>([...consoleGroups, ...consoleRoutes.map((r) => r.name)]);
  const actions = new Map(consoleRoutes.map((r) => [r.name, new Set(r.actions ?? [])]));

  it('is set on every operation', () => {
    const missing = operations.filter((op) => typeof op.permission !== 'string' || !op.permission).map(where);
    expect(missing).toEqual([]);
  });

  it('is public, login, or menu codes of the permission tree (menuCode or menuCode:action, alternatives joined by |)', () => {
    const known = (p: string) => {
      const [menu, action, ...rest] = p.split(':');
      return (
        rest.length === 0 && menus.has(menu) && (action === undefined || !!actions.get(menu)?.has(action as never))
      );
    };
    const unknown: string[] = [];
    for (const op of operations) {
      const p = String(op.permission);
      if (p === 'public' || p === 'login') continue;
      if (!p.split('|').every(known)) unknown.push(`${where(op)}: ${p}`);
    }
    expect(unknown).toEqual([]);
  });

  it('keeps the login operations themselves public', () => {
    const publicIds = operations.filter((op) => op.permission === 'public').map((op) => op.operationId);
    expect(publicIds).toEqual(
      expect.arrayContaining([
        'healthz',
        'login',
        'isCheckCode',
        'getCaptcha',
        'getUserInfoBySsoToken',
        'exchangeToken',
      ]),
    );
  });
});

describe('generated client types', () => {
  // Runs the real generator (scripts/gen-types.ts) in a scratch copy of the repo's layout, so the check follows
  // the generator as it evolves, then compares its output with src/api/generated file by file.
  it('are current: `npm run gen:types` would change nothing', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'gen-types-'));
    try {
      mkdirSync(join(scratch, 'scripts'));
      copyFileSync(join(ROOT, 'package.json'), join(scratch, 'package.json')); // "type": "module"
      copyFileSync(join(ROOT, 'scripts/gen-types.ts'), join(scratch, 'scripts/gen-types.ts'));
      cpSync(SCHEMAS_DIR, join(scratch, 'schemas'), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
      execFileSync(process.execPath, ['--import', 'tsx', join(scratch, 'scripts/gen-types.ts')], {
        cwd: scratch,
        stdio: 'pipe',
      });
      const fresh = join(scratch, 'src/api/generated');
      expect(readdirSync(GENERATED).sort()).toEqual(readdirSync(fresh).sort());
      for (const file of readdirSync(fresh)) {
        expect(
          readFileSync(join(GENERATED, file), 'utf8') === readFileSync(join(fresh, file), 'utf8'),
          `src/api/generated/${file} is stale: run npm run gen:types`,
        ).toBe(true);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
