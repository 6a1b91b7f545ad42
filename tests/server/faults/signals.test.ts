/**
 * Signals when the graceful shutdown hangs: the same request arriving twice (npm passing it on, a group signal)
 * waits for it; a second signal a second later exits at once; the deadline exits by itself. The graceful path
 * itself, under load with every call log written, is in outages.test.ts.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers.ts';

const fixture = resolve(import.meta.dirname, 'fixtures/stuck-shutdown.ts');

async function start(shutdownMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, SHUTDOWN_MS: String(shutdownMs) },
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString();
  });
  const exit = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  for (let i = 0; i < 300 && !out.includes('ready'); i++) await sleep(100);
  return { child, exit, output: () => out };
}

// no database takes part: the PGlite pass of the server project runs it, the PostgreSQL pass would repeat it
describe.skipIf(usePostgres())(
  'stopping on signals when the shutdown hangs (no database involved: run on the PGlite pass only)',
  () => {
    it('takes a repeat within a second as the same request, and a later signal as an order to exit now', async () => {
      const p = await start(60_000);
      const sent = Date.now();
      p.child.kill('SIGTERM');
      p.child.kill('SIGTERM');
      await sleep(300);
      p.child.kill('SIGINT');
      await sleep(900);
      expect(p.child.exitCode).toBeNull();
      p.child.kill('SIGINT');
      expect(await p.exit).toBe(1);
      expect(Date.now() - sent).toBeLessThan(10_000);
      expect(p.output()).toContain('second signal: exiting without finishing the shutdown');
    }, 30_000);

    it('exits with 1 once the deadline has passed', async () => {
      const p = await start(1500);
      const sent = Date.now();
      p.child.kill('SIGTERM');
      expect(await p.exit).toBe(1);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(1400);
      expect(p.output()).toContain('shutdown did not finish in time');
    }, 30_000);
  },
);
