/** Issue 7, finding 6: security headers on API answers, errors and the console's pages alike. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  t = await startTestApp({ STATIC_DIR: dist });
});
afterAll(async () => {
  await t.dispose();
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/healthz'],
    ['an API error', '/newopen/service/partner/page'],
    ['a console page', '/openUser/partnersManage'],
  ])('are on %s', async (_n, url) => {
    const r = await t.app.inject({ url });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['permissions-policy']).toContain('camera=()');
  });
});
