/**
 * The store home's budget of DESIGN.md section 7, as a figure: every JavaScript file a first-time visitor's
 * /home downloads in real Chromium (until the page shows its groups), gzipped, against 150 KB; and whether any of
 * it is react-admin (its chunks carry ra-core's names). Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CHROMIUM_ARGS } from '../chromium-args.ts';

const dist = resolve(import.meta.dirname, '../../dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-store-'));
const app = await buildApp({
  config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: dist, DATA_DIR: dataDir }),
  logger: false,
});
await app.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${origin}/home`);
  await page.waitForSelector('[data-testid=group-card]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const rows = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    gzip: gzipSync(body).length,
    ra: /useResourceDefinition|CoreAdminContext|ra\.action\./.test(body.toString()),
  }));
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.ROWS ?? 12)))
    console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.ra ? 'react-admin ' : '            '}${r.file}`);
  console.log(
    `/home JS: ${(total / 1024).toFixed(1)} KB gzipped in ${rows.length} files (budget 150 KB, ratio ${(total / 1024 / 150).toFixed(2)}); react-admin code: ${rows.some((r) => r.ra) ? 'yes' : 'no'}`,
  );
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
