/**
 * Console budgets of DESIGN.md section 7, as figures: the initial JS (every script the built index.html loads
 * or preloads, gzipped) against 250 KB, and how long a console list page takes to show its first rows on the
 * demo data in real Chromium (median of 5 loads) against 1 s. Needs `npm run build` first.
 * BENCH_DIST measures another build (an old one kept aside, for paired comparisons); BENCH_RUNS sets the loads.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { adminLogin, sessionEntries, startConsoleApp } from './console-app.ts';
import { CHROMIUM_ARGS } from '../chromium-args.ts';

const dist = resolve(process.env.BENCH_DIST || resolve(import.meta.dirname, '../../dist'));
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first');
  process.exit(1);
}

/** chunks a chunk imports statically (`import{..}from"./x.js"`, `import"./x.js"`), not its dynamic import()s */
function staticImports(file: string): string[] {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
}

/**
 * Every script a console page load needs before it renders: the scripts index.html loads or preloads, plus the
 * console's entry (app/boot.tsx, which app/main.tsx imports for every page load that is not a visitor's store
 * page) and the Chinese messages it loads before rendering, with all they import statically, gzipped.
 */
export function initialJsGzip(): { files: number; bytes: number; counted: Set<string> } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) =>
    m[1].replace(/^\/?assets\//, ''),
  );
  const assets = readdirSync(join(dist, 'assets'));
  const boot = assets.filter((f) => /^boot-[\w-]+\.js$/.test(f));
  if (boot.length !== 1) throw new Error(`expected one boot-*.js chunk (the console's entry), found ${boot.length}`);
  // the entry awaits one language's messages before its first render: the default (Chinese) one counts
  const zh = assets.filter((f) => /^locale-zh-[\w-]+\.js$/.test(f));
  if (zh.length !== 1) throw new Error(`expected one locale-zh-*.js chunk, found ${zh.length}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  [...srcs, ...boot, ...zh].forEach(visit);
  const bytes = [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f))).length, 0);
  return { files: seen.size, bytes, counted: seen };
}

/**
 * What main.tsx preloads beside the console's entry on every console page load (vite.config.ts's preloadWithBoot:
 * console-parts, the frame's and the generated list's chunks) that the initial JS above does not count: fetched and
 * compiled while the entry runs, evaluated only when a screen imports them. Printed beside the budget's figure, so
 * the figure is read with what it leaves out.
 */
export function preloadedBesideEntryGzip(counted: Set<string>): { files: number; bytes: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]*src="\/?assets\/(index-[\w-]+\.js)"/)?.[1];
  const code = entry ? readFileSync(join(dist, 'assets', entry), 'utf8') : '';
  const files = code.match(/m\.f=\[([^\]]*)\]/)?.[1].match(/assets\/[^"]+\.js/g) ?? [];
  const deps = code.match(/import\(`\.\/boot-[\w-]+\.js`\),__vite__mapDeps\(\[([\d,]*)\]\)/)?.[1];
  if (!deps) throw new Error("the console entry's preload list was not found in the built index chunk");
  const extra = deps
    .split(',')
    .map((i) => files[Number(i)].replace(/^assets\//, ''))
    .filter((f) => !counted.has(f));
  const bytes = extra.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f))).length, 0);
  return { files: extra.length, bytes };
}

async function listPageMs(path: string, rowText: string, runs = 5): Promise<number[]> {
  const app = await startConsoleApp(dist);
  const origin = app.origin;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const login = await adminLogin(origin);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      await page.goto('/login');
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, sessionEntries(login));
      await page.goto(path, { waitUntil: 'commit' });
      // checked every animation frame inside the page, timed from the navigation's start (performance.now())
      const shownAt = await page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('tr')].some((tr) => tr.textContent?.includes(text)) ? performance.now() : false,
        rowText,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push(Math.round(Number(await shownAt.jsonValue())));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    await app.close();
  }
}

const js = initialJsGzip();
console.log(
  `initial JS: ${(js.bytes / 1024).toFixed(1)} KB gzipped in ${js.files} files (budget 250 KB, ratio ${(js.bytes / 1024 / 250).toFixed(2)})`,
);
const beside = preloadedBesideEntryGzip(js.counted);
console.log(
  `  not counted, preloaded beside the entry on every console load: ${(beside.bytes / 1024).toFixed(1)} KB gzipped in ${beside.files} files (console-parts, the frame, the generated list)`,
);
const times = (await listPageMs('/openUser/partnersManage', '云启软件', Number(process.env.BENCH_RUNS || 5))).sort(
  (a, b) => a - b,
);
const median = times[Math.floor(times.length / 2)];
console.log(
  `partners list, first rows shown: median ${median} ms of ${times.join(', ')} (budget 1000 ms, ratio ${(median / 1000).toFixed(2)})`,
);
