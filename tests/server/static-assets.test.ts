/**
 * The built console as the server sends it: a text file compressed at build time (scripts/precompress.ts) goes out
 * as brotli or gzip to a client that accepts it, byte for byte the file once decoded, with its type and caching; a
 * client that accepts neither gets the file itself; the compressed copies get no routes of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './helpers.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { precompressDir } from '../../scripts/precompress.ts';

let t: TestApp;
let app: App;
let dir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "合作伙伴 ${i}" }`).join(', ')}];\n`;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>console</title>${' '.repeat(2000)}`);
  writeFileSync(join(dir, 'assets', 'list-Ab12.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-Cd34.js'), 'export {};\n');
  const done = await precompressDir(dir);
  // the tiny file is not worth a compressed copy
  expect(done.files).toBe(2);
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir }),
    db: { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} },
    now: t.clock.now,
    logger: false,
  });
  await app.app.ready();
});
afterAll(async () => {
  await app?.close();
  await t.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the console files', () => {
  it('go out as brotli to a browser that accepts it, the file itself once decoded, cached for a year', async () => {
    const res = await get('/assets/list-Ab12.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('as gzip to a client that accepts only gzip, and as they are to one that accepts neither', async () => {
    const gz = await get('/assets/list-Ab12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/list-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await get('/assets/tiny-Cd34.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('the page itself (a console route) compressed too, never cached', async () => {
    const res = await get('/openUser/partnersManage', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(readFileSync(join(dir, 'index.html'), 'utf8'));
  });

  it('the compressed copies are not routes of their own', async () => {
    const res = await get('/assets/list-Ab12.js.br');
    expect(res.statusCode).toBe(404);
  });
});
