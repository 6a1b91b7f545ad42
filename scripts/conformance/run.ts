/**
 * `@modelcontextprotocol/conformance` (server scenarios) for both protocol revisions (2025-11-25 and 2026-07-28)
 * against both MCP servers of the platform: the gateway's /mcp/{group_id} (Demo App's MCP token for the weather
 * group) and the store's /mcp on the platform's port (issue 27: an OAuth access token of the platform's own
 * authorization server). A real platform and gateway on the seeded demo (embedded PGlite in a temporary directory),
 * and the conformance CLI run under Node 22 (scripts/conformance/setup.sh installs both when missing). Exits
 * non-zero on any failed check.
 *
 * The CLI sends no credentials of its own, so it talks to a loopback relay per server that adds
 * `Authorization: Bearer <token>` and passes everything else through unchanged (status, headers, streamed bodies).
 * The store's token is obtained through its relay, the way an agent would: dynamic client registration, code +
 * PKCE, the developer's consent (tests/server/mcp/agent.ts), so the token's audience is the relay's /mcp.
 *
 * Scenarios: those that test a server's protocol behaviour (handshake, stateless serving, tools/list, standard
 * headers, DNS rebinding). The rest exercise the conformance suite's own reference server (fixed tools such as
 * `test_image_content`, prompts, resources, sampling, elicitation, logging) that neither server has.
 *
 *   bash scripts/conformance/setup.sh && node --import tsx scripts/conformance/run.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { startDemoUpstream } from '../../src/server/demo/upstream.ts';
import { startGateway } from '../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../src/server/gateway/snapshot-loader.ts';
import { connectAgent, TestOAuthProvider } from '../../tests/server/mcp/agent.ts';
import { CONFORMANCE_BIN, NODE22 } from './paths.ts';

/** Scenarios an MCP server of the platform answers, per revision (the same for the gateway's and the store's). */
export const SCENARIOS: Record<string, string[]> = {
  '2025-11-25': ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'],
  '2026-07-28': ['server-stateless', 'tools-list', 'http-header-validation', 'dns-rebinding-protection'],
};

const EXPECTED = fileURLToPath(new URL('./expected-failures.yaml', import.meta.url));
const expected = new Set(
  readFileSync(EXPECTED, 'utf8')
    .split('\n')
    .map((l) => /^\s*-\s*(\S+)/.exec(l)?.[1])
    .filter((x): x is string => !!x),
);

const t0 = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
const upstream = await startDemoUpstream({ port: 0 });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  STATIC_DIR: '/nonexistent',
  PORT: '0',
  GATEWAY_PORT: '0',
  DATA_DIR: dir,
  DEMO_UPSTREAM_PORT: String(upstream.port),
});
const app = await buildApp({ config, logger: false });
const gw = await startGateway({ deps: app.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
let failed = 0;
try {
  const ticket = (
    await app.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: { user_name: 'developer', password: md5Hex(DEMO_PASSWORD) },
    })
  ).json().data.ticket as string;
  const { db } = app.deps;
  const applyId = (
    await db.selectFrom('apps').select('apply_id').where('apply_name', '=', 'Demo App').executeTakeFirstOrThrow()
  ).apply_id;
  const groupId = (
    await db.selectFrom('api_groups').select('group_id').where('mcp_enabled', '=', true).executeTakeFirstOrThrow()
  ).group_id;
  const created = (
    await app.app.inject({
      method: 'POST',
      url: '/newopen/service/apply/mcp_token/create',
      headers: { ticket },
      payload: { apply_id: applyId, env_type: 3 },
    })
  ).json();
  if (!created.success) throw new Error(`appMcpTokenCreate: ${JSON.stringify(created)}`);
  await gw.refresh();
  await gw.refresh();

  const gatewayRelay = await relay(gw.port, created.data.token);
  const gatewayUrl = `http://127.0.0.1:${gatewayRelay.port}/mcp/${groupId}`;

  // the store's /mcp: the platform listens on its port; the agent's flow goes through the relay (no token yet)
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const storeRelay = await relay((app.app.server.address() as AddressInfo).port);
  const storeOrigin = `http://127.0.0.1:${storeRelay.port}`;
  const agent = new TestOAuthProvider(storeOrigin, ticket, 'MCP conformance');
  await (await connectAgent(storeOrigin, agent)).close();
  storeRelay.token = agent.saved.access_token as string;
  const targets = { gateway: gatewayUrl, store: `${storeOrigin}/mcp` };

  // two scenarios at a time (each is its own CLI process, mostly Node starting), reported as each one ends
  const queue = Object.entries(targets).flatMap(([target, url]) =>
    Object.entries(SCENARIOS).flatMap(([version, scenarios]) => scenarios.map((s) => [target, url, version, s])),
  );
  const results: {
    target: string;
    version: string;
    scenario: string;
    run: Awaited<ReturnType<typeof cli>>;
    checks: Check[];
  }[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [target, url, version, scenario] = next;
        const outDir = join(dir, `${target}-${version}-${scenario}`);
        const run = await cli([
          CONFORMANCE_BIN,
          'server',
          '--url',
          url,
          '--scenario',
          scenario,
          '--spec-version',
          version,
          '-o',
          outDir,
          '--expected-failures',
          EXPECTED,
        ]);
        results.push({ target, version, scenario, run, checks: readChecks(outDir) });
        console.log(`  ran ${target} ${version} ${scenario}: exit ${run.status}`);
      }
    }),
  );
  for (const { target, version, scenario, run, checks } of results) {
    const bad = checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
    const unexpected = bad.filter((c) => !expected.has(`${scenario}:${c.id}`));
    // the CLI's exit code also fails an expected failure that now passes (a stale baseline)
    const ok = run.status === 0 && checks.length > 0 && unexpected.length === 0;
    if (!ok) failed++;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${target} ${version} ${scenario}: ${checks.length - bad.length}/${checks.length} checks passed` +
        (bad.length
          ? `\n  ${bad.map((c) => `${expected.has(`${scenario}:${c.id}`) ? 'not testable here' : 'FAILED'} ${c.id}: ${c.errorMessage ?? c.description}`).join('\n  ')}`
          : '') +
        (run.status !== 0 && !bad.length ? `\n  exit ${run.status}: ${(run.stderr || run.stdout).slice(-800)}` : ''),
    );
  }
  gatewayRelay.close();
  storeRelay.close();
  console.log(
    `conformance ${Object.keys(targets).length * Object.values(SCENARIOS).flat().length} scenario runs in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
} finally {
  await gw.close();
  await app.close();
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** a loopback relay to 127.0.0.1:port that adds the Bearer token once it has one; Host and the rest pass as is */
async function relay(port: number, token?: string) {
  const state = { token, port: 0, close: () => server.close() };
  const server = createServer((req, res) => {
    const headers = state.token ? { ...req.headers, authorization: `Bearer ${state.token}` } : req.headers;
    const out = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

function cli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const child = spawn(NODE22, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => ok({ status, stdout, stderr }));
  });
}

interface Check {
  id: string;
  status: string;
  description?: string;
  errorMessage?: string;
}
/** The checks the CLI wrote (checks.json under the output directory, one per scenario run). */
function readChecks(outDir: string): Check[] {
  const found: Check[] = [];
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n === 'checks.json') {
        try {
          found.push(...(JSON.parse(readFileSync(p, 'utf8')) as Check[]));
        } catch {
          // a run killed while writing: its scenario fails by its exit code
          found.push({ id: 'checks.json', status: 'FAILURE', errorMessage: `unreadable ${p}` });
        }
      }
    }
  };
  walk(outDir);
  return found;
}
