/**
 * The server's bundle as `npm start` runs it (issue 28, cold start): scripts/build-server.ts writes dist-server/,
 * plain `node dist-server/main.js` (no tsx) starts on a fresh DATA_DIR from the database image, answers /healthz,
 * seeds the demo, logs a demo account in, and serves what it reads next to the sources at run time: the resource
 * descriptors (resources/*.yaml), the OpenAPI documents (schemas/), the database thread's worker. Real process,
 * real HTTP. PGlite only: the embedded database is what a first start creates.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { loadSpecs } from '../../../src/server/openapi/load.ts';
import { usePostgres } from '../helpers.ts';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'oap-bundle-'));
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(usePostgres())('the bundled server (dist-server/main.js, plain node)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { cwd: root, stdio: 'ignore' });
    execFileSync(process.execPath, ['dist-server/db-image.js'], { cwd: root, stdio: 'ignore' });
  }, 300_000);

  it("is built with the YAML it reads at start already parsed, the routes' schemas made, and no TypeScript loader in it", () => {
    const parsed = JSON.parse(readFileSync(join(root, 'dist-server/parsed-yaml.json'), 'utf8'));
    expect(Object.keys(parsed)).toContain('resources/partners.yaml');
    expect(Object.keys(parsed).some((k) => k.startsWith('schemas/'))).toBe(true);
    // the routes' schemas made at the build, as the sources make them (src/server/openapi/load.ts)
    const built = JSON.parse(readFileSync(join(root, 'dist-server/loaded-specs.json'), 'utf8'));
    expect(built.dir).toBe('schemas');
    expect(built.specs).toEqual(loadSpecs(join(root, 'schemas')));
    expect(existsSync(join(root, 'dist-server/gateway.js'))).toBe(true);
    expect(existsSync(join(root, 'dist-server/cluster.js'))).toBe(true);
    expect(readFileSync(join(root, 'dist-server/main.js'), 'utf8')).not.toMatch(/from ["']tsx/);
  });

  it('starts on a fresh DATA_DIR, answers /healthz, and logs a demo account in', async () => {
    child = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '', // nothing of vitest's loaders: the bundle runs as `npm start` runs it
        PORT: '0',
        GATEWAY_PORT: '0',
        DEMO_UPSTREAM_PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: '',
      },
    });
    let out = '';
    const url = await new Promise<string>((ok, fail) => {
      const onData = (b: Buffer) => {
        out += b.toString();
        const m = out.match(/running at (http:\/\/\S+)/);
        if (m) ok(m[1]);
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.on('exit', (code) => fail(new Error(`exited (${code}) before listening: ${out}`)));
    });
    expect(out).toMatch(/API gateway at http:\/\/localhost:\d+/);

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect((await health.json()).data.db).toBe('pglite');

    const login = await fetch(`${url}/openauthor/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: md5Hex('Demo@123456') }),
    });
    expect(login.status).toBe(200);
    const ticket: string = (await login.json()).data.ticket;
    expect(ticket).toBeTruthy();

    // a descriptor-driven list (resources/partners.yaml) and the operation's OpenAPI schema (schemas/) answer
    const partners = await fetch(`${url}/newopen/service/partner/page?page_num=1&page_size=5`, { headers: { ticket } });
    expect(partners.status).toBe(200);
    expect((await partners.json()).success).toBe(true);
    // bad input is refused by the schema read from schemas/ at start
    const bad = await fetch(`${url}/newopen/service/partner`, {
      method: 'POST',
      headers: { ticket, 'content-type': 'application/json' },
      body: JSON.stringify({ partner_name: 7 }),
    });
    expect(bad.status).toBe(400);

    child.kill('SIGTERM');
    expect(await new Promise((r) => child!.once('exit', (code) => r(code)))).toBe(0);
  }, 300_000);
});
