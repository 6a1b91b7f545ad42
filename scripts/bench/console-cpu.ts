/**
 * What one cold console page load costs the browser in CPU, by Chromium process (renderer, browser, GPU, network
 * service): a new context signed in as the admin opens the partners list until its first row shows, as every
 * browser test's newPage + goto does. On two cores the browser suite is bound by CPU, and most of it is these loads
 * (measured 2026-12-07: a cold load 2.1–2.3 s of CPU, 1.7 of it the renderer, against ~300 page loads in the e2e
 * files), so this figure is the e2e phase's unit of cost as much as the console's. The contexts stay open until
 * their processes' CPU is read (a closed renderer's time would be lost). Needs `npm run build` first.
 *
 * `node --import tsx scripts/bench/console-cpu.ts` (BENCH_RUNS loads, default 8; BENCH_DIST another build;
 * BENCH_CHROMIUM the browser, default the headless shell the tests run; BENCH_CHROMIUM_ARGS extra switches, space
 * separated, to compare one against none in the same run's conditions).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { adminLogin, sessionEntries, startConsoleApp } from './console-app.ts';
import { procCpuUs } from './row-cost.ts';
import { CHROMIUM_ARGS } from '../chromium-args.ts';

const dist = resolve(process.env.BENCH_DIST || resolve(import.meta.dirname, '../../dist'));
const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium-headless-shell';
const EXTRA = (process.env.BENCH_CHROMIUM_ARGS || '').split(' ').filter(Boolean);
const RUNS = Number(process.env.BENCH_RUNS || 8);
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first');
  process.exit(1);
}

/** ms of CPU (user + system) of this browser's processes, by process type (--type=…, the browser's own: none) */
function browserCpuMs(executable: string): Record<string, number> {
  const pids: Record<string, number[]> = {};
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // Chromium's child processes rewrite their command line with spaces, not NULs, between the switches
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!cmdline.includes(executable.split('/').pop()!)) continue;
      const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
      (pids[type] ??= []).push(Number(pid));
    } catch {
      // a process that ended meanwhile
    }
  }
  return Object.fromEntries(Object.entries(pids).map(([type, of]) => [type, procCpuUs(of) / 1000]));
}

const app = await startConsoleApp(dist);
const origin = app.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...EXTRA] });
try {
  const login = await adminLogin(origin);
  // signed in as the tests' newPage signs in: the console's session in localStorage before the first load
  const storageState = { cookies: [], origins: [{ origin, localStorage: sessionEntries(login) }] };
  const load = async () => {
    const context = await browser.newContext({ baseURL: origin, storageState, viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.goto('/openUser/partnersManage');
    await page.getByText('云启软件').first().waitFor({ timeout: 30_000 });
    return context;
  };
  // one unmeasured load: the browser's own start, the server's first answers
  await (await load()).close();
  const before = browserCpuMs(CHROMIUM);
  const open: BrowserContext[] = [];
  for (let i = 0; i < RUNS; i++) open.push(await load());
  const after = browserCpuMs(CHROMIUM);
  const perLoad = Object.fromEntries(
    Object.keys(after)
      .map((k) => [k, Math.round((after[k] - (before[k] ?? 0)) / RUNS)] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]),
  );
  const total = Object.values(perLoad).reduce((a, b) => a + b, 0);
  console.log(
    `cold console list load (${CHROMIUM.split('/').pop()}${EXTRA.length ? ' ' + EXTRA.join(' ') : ''}): ${total} ms of browser CPU per load, mean of ${RUNS}: ${Object.entries(
      perLoad,
    )
      .map(([k, ms]) => `${k} ${ms}`)
      .join(', ')}`,
  );
  for (const c of open) await c.close();
} finally {
  await browser.close();
  await app.close();
}
process.exit(0);
