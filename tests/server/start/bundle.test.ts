/**
 * The server's bundle as `npm start` runs it (issue 28, cold start): scripts/build-server.ts writes dist-server/,
 * plain `node dist-server/main.js` (no tsx) starts on a fresh DATA_DIR from the database image, answers /healthz,
 * seeds the demo, logs a demo account in, and serves what it reads next to the sources at run time: the resource
 * descriptors (resources/*.yaml), the OpenAPI documents (schemas/), the database thread's worker; and, since the
 * packages are bundled too, what of theirs runs only on use: a spreadsheet export, the captcha, the OAuth provider
 * (left external, imported on first use), the store's MCP endpoint and a tool call through the gateway's MCP server.
 * Real process, real HTTP. PGlite only: the embedded database is what a first start creates.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
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

  it('starts on a fresh DATA_DIR, answers /healthz, logs a demo account in, and runs what the bundled packages do on use', async () => {
    // the demo upstream's port is written into the demo's routes, so it must be known: a free one
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => probe.once('listening', r));
    const upstreamPort = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    child = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '', // nothing of vitest's loaders: the bundle runs as `npm start` runs it
        PORT: '0',
        GATEWAY_PORT: '0',
        DEMO_UPSTREAM_PORT: String(upstreamPort),
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
    const gateway = out.match(/API gateway at (http:\/\/localhost:\d+)/)?.[1];
    expect(gateway).toBeTruthy();

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

    // packages' code that runs only on use, from the bundle: an XLSX export (exceljs, the export job's worker)
    const post = (path: string, body: unknown, who = ticket) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ticket: who, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const job = (await post('/newopen/service/export/record', { source: 'apps', format: 'xlsx' })).data;
    let file: Response | undefined;
    for (let i = 0; i < 100 && file?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      file = await fetch(`${url}/newopen/service/export/record/${job.export_job_id}/download`, { headers: { ticket } });
    }
    expect(file!.status).toBe(200);
    expect(
      Buffer.from(await file!.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK'); // an XLSX is a zip
    const captcha = await (await fetch(`${url}/openauthor/sso/get/captcha_code`)).json();
    expect(captcha.data.captcha_key).toBeTruthy();
    const discovery = await fetch(`${url}/.well-known/openid-configuration`);
    expect((await discovery.json()).issuer).toBeTruthy();
    const storeMcp = await fetch(`${url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(storeMcp.status).toBe(401);
    expect(storeMcp.headers.get('www-authenticate')).toMatch(/^Bearer /);

    // the demo developer's MCP token and a tool call through the gateway's MCP server (the SDK, bundled)
    const dev = (
      await post('/openauthor/v1/user/login', { user_name: 'developer', password: md5Hex('Demo@123456') }, '')
    ).data.ticket;
    const apps = await (
      await fetch(`${url}/newopen/service/apply/page?page_num=1&page_size=5`, { headers: { ticket: dev } })
    ).json();
    const token = (
      await post('/newopen/service/apply/mcp_token/create', { apply_id: apps.data.list[0].apply_id, env_type: 3 }, dev)
    ).data.token;
    const mcp = (groupId: number, body: unknown) =>
      fetch(`${gateway}/mcp/${groupId}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify(body),
      });
    let listed: { result?: { tools: { name: string }[] } } = {};
    // the gateway sees the new token with its next snapshot (within 2 s)
    for (let i = 0; i < 50 && !listed.result; i++) {
      await new Promise((r) => setTimeout(r, 200));
      listed = await (await mcp(1, { jsonrpc: '2.0', id: 1, method: 'tools/list' })).json().catch(() => ({}));
    }
    expect(listed.result!.tools.map((t) => t.name)).toContain('getCurrentWeather');
    const called = await (
      await mcp(1, {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'getCurrentWeather', arguments: { city: 'beijing' } },
      })
    ).json();
    expect(called.result?.isError, JSON.stringify(called)).toBe(false);
    expect(called.result.structuredContent).toBeTruthy();

    child.kill('SIGTERM');
    expect(await new Promise((r) => child!.once('exit', (code) => r(code)))).toBe(0);
  }, 300_000);
});
