/**
 * Browser tests run the built console (dist/, built before e2e) on the real app: port 0 on 127.0.0.1, and Debian's
 * Chromium driven by playwright-core. The database is the server tests' (tests/server/helpers.ts): PGlite in memory,
 * or a scratch PostgreSQL database with TEST_DB=postgres (npm test picks it when TEST_DATABASE_URL is set: native
 * SQL and a template copy cost the browser suite far less CPU than a WebAssembly database per file). Like the server
 * tests, a run seeds the plain demo once and every other file starts from that copy (tests/server/seed-cache.ts).
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { plainDemoKey } from '../server/seed-cache.ts';
import { routeByName } from '../../src/shared/routes.ts';
import { openTestDb, TEST_SECRET_KEY } from '../server/helpers.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/api/session.ts';
import { APP_STATE_KEY } from '../../src/shell/app-state.ts';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');
export const DEMO_PASSWORD = 'Demo@123456';

export interface Running {
  app: App;
  origin: string;
  browser: Browser;
  stop(): Promise<void>;
}

/** `env` adds configuration (for example OIDC_* for a provider the test starts). */
export async function startRunning(env: Record<string, string> = {}): Promise<Running> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // a fixed key: the seeded copy's application secrets were encrypted by the file that seeded it
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(ROOT, 'dist'),
    DATA_DIR: dataDir,
    SECRET_KEY: TEST_SECRET_KEY,
    ...env,
  });
  const key = plainDemoKey(env);
  const { db, drop, seeded, keep } = await openTestDb(key, { demoUpstreamPort: config.demoUpstreamPort });
  const app = await buildApp({ config, db, logger: false, seeded });
  await keep();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const browser = await sharedBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
  if (process.env.SEED_CACHE_DEBUG)
    console.error(
      `e2e app ${key}: ${seeded ? 'from the seeded copy' : 'seeded'}, running in ${Date.now() - started} ms`,
    );
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    browser,
    async stop() {
      // the browser outlives the file (sharedBrowser); what the file opened in it does not
      await Promise.all(browser.contexts().map((c) => c.close()));
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Animations and transitions off in every test page: headless Chromium rasterizes in software, and a spinner or a
 * skeleton's pulse repaints every frame while it shows (billing.test.ts alone: the browser's CPU 34 → 31 s). A test
 * asserts what a page shows, not how it moves.
 */
function stillPages() {
  const css =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  const add = () => {
    const style = document.createElement('style');
    style.textContent = css;
    (document.head ?? document.documentElement).appendChild(style);
  };
  if (document.documentElement) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, scripts/system-deps.sh): the same Blink and V8
 * as the whole browser, without a browser window's own UI around each context. It is what Playwright runs for
 * headless tests by default. Measured with the browser's processes in a cgroup (2026-12-07, one file at a time):
 * console 52.9 → 39.7 s of browser CPU, store-content 68.5 → 52.2, exports-every-list-2 42.0 → 32.2, the same tests
 * passing; the browser suite is bound by CPU on two cores, so that is its time. Where it once differed (a
 * navigation redirected to an agent's loopback callback was not handed to `page.route`), the tests now listen on
 * a real loopback port, as a desktop client does (loopbackCallback). `E2E_CHROMIUM=/usr/bin/chromium` runs the
 * whole browser, which the console bench measures (scripts/bench/console.ts).
 */
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/**
 * One browser per worker: the e2e project runs a worker's files one after another in one module graph
 * (`isolate: false`), so the browser started for the first file serves the next ones (a file closes the contexts it
 * opened, not the browser). Playwright ends it when the worker exits.
 */
let browserStarted: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  if (browserStarted) return browserStarted;
  const started = chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  browserStarted = started;
  // a browser that failed to start or crashed is started afresh for the next file
  const forget = () => {
    if (browserStarted === started) browserStarted = undefined;
  };
  started.then((b) => b.once('disconnected', forget), forget);
  return started;
}

/**
 * What the console keeps in localStorage after a password login (src/api/session.ts, startSession in
 * src/shell/authProvider.ts), from the login operation's answer, for a context to start signed in.
 */
async function signedInStorage(r: Running, user: string, password: string) {
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: user, password: md5Hex(password) }),
  });
  const body = (await res.json()) as {
    data?: { ticket: string; expires_at: string; user: { check_state?: number | null } };
    msg?: string;
  };
  if (!res.ok || !body.data) throw new Error(`login of ${user} refused: ${res.status} ${body.msg ?? ''}`);
  const { ticket, expires_at, user: sessionUser } = body.data;
  const entries = {
    [TOKEN_KEY]: { value: ticket, expires: Date.parse(expires_at) },
    [USER_KEY]: sessionUser,
    [APP_STATE_KEY]: { developerStatus: sessionUser.check_state ?? null },
  };
  return {
    cookies: [],
    origins: [
      {
        origin: r.origin,
        localStorage: Object.entries(entries).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
      },
    ],
  };
}

/**
 * A page in a context of its own. `user` starts it signed in as that user (the login operation called over HTTP,
 * its answer stored as the console stores it), so a test that is not about the login form goes straight to its
 * screen: typing into the form, the workbench it lands on and a second page load cost a browser seconds of CPU.
 */
export async function newPage(
  r: Running,
  opts: { locale?: 'zh' | 'en'; userAgent?: string; user?: string; password?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await r.browser.newContext({
    baseURL: r.origin,
    viewport: { width: 1366, height: 800 },
    userAgent: opts.userAgent,
    reducedMotion: 'reduce',
    storageState: opts.user ? await signedInStorage(r, opts.user, opts.password ?? DEMO_PASSWORD) : undefined,
  });
  await context.addInitScript(stillPages);
  if (opts.locale) {
    await context.addInitScript((locale) => {
      if (!sessionStorage.getItem('e2e-locale-set')) {
        localStorage.setItem('language', locale);
        localStorage.setItem('RaStore.locale', JSON.stringify(locale));
        sessionStorage.setItem('e2e-locale-set', '1');
      }
    }, opts.locale);
  }
  const page = await context.newPage();
  return { context, page };
}

export async function login(page: Page, user: string, password = DEMO_PASSWORD) {
  await page.getByTestId('login-username').fill(user);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });

/**
 * Moves a console page to `path` the way a menu click does (history push + popstate, which the router listens to),
 * without reloading the bundle: for tests that visit many screens in one session, where a full load per screen
 * costs seconds of CI time and tests nothing more than the first load did. It passes through the workbench (every
 * role's console home, a screen that is no list) and waits there until no table or empty state is left, so what the
 * caller finds next is the new screen's own: two lists in a row may share their elements, and a router may keep the
 * old screen on show while the new one loads. The workbench keeps the console's frame (menu, bars, tabs) as it is;
 * the path no route holds that this once passed through sent the page to the store's home, and back to a new frame,
 * at every step.
 */
export async function clientNavigate(page: Page, path: string) {
  const push = (p: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, p);
  await push(WORKBENCH);
  await page.getByTestId('workbench').waitFor({ timeout: 10_000 });
  if (path === WORKBENCH) return;
  await expect
    .poll(() => page.locator('thead, :text("暂无数据"), :text("No data")').count(), { timeout: 10_000 })
    .toBe(0);
  await push(path);
}

const WORKBENCH = routeByName.get('workBench')!.path;

/**
 * The language and width pairs a journey runs in where its page does not change with them: Chinese at desktop width
 * and English on a phone, so each language and each width is walked once (every walk costs CI minutes). Screens whose
 * layout depends on the text (Chinese wrapping at 375 px, fields sized by their labels) keep the whole matrix.
 */
export const DIAGONAL = [
  ['zh', 1440],
  ['en', 375],
] as const;

/** the width a journey in `lang` runs at (DIAGONAL), in `it.each`'s shape */
export const widthsOf = (lang: 'zh' | 'en'): [number][] => DIAGONAL.filter(([l]) => l === lang).map(([, w]) => [w]);

/**
 * An OAuth client's loopback redirect (RFC 8252 section 7.3) as a desktop MCP client listens for it: a real HTTP
 * listener on 127.0.0.1 at a port of its own, answering the browser's arrival. `url` is the redirect URI to
 * register; `received()` is the URL the browser arrived with (undefined until then).
 */
export interface LoopbackCallback {
  url: string;
  received: () => URL | undefined;
  close(): Promise<void>;
}

export async function loopbackCallback(): Promise<LoopbackCallback> {
  let arrived: URL | undefined;
  const server = createServer((req, res) => {
    arrived = new URL(req.url ?? '/', `http://${req.headers.host}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received: () => arrived,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
