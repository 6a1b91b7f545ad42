/**
 * Signals when the graceful shutdown hangs: the same request arriving again within the window (npm passing it on,
 * a group signal) is taken as that request; a signal after the window exits at once; the deadline exits by itself.
 * The graceful path itself, under load with every call log written, is in outages.test.ts.
 *
 * No wall-clock assertions: the window is set per process (a whole minute, or none at all), the test waits for the
 * process to say it handled each signal before sending the next, and asserts what happened and in which order.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers.ts';

const fixture = resolve(import.meta.dirname, 'fixtures/stuck-shutdown.ts');

async function start(env: { SHUTDOWN_MS: number; SAME_REQUEST_MS: number }) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, SHUTDOWN_MS: String(env.SHUTDOWN_MS), SAME_REQUEST_MS: String(env.SAME_REQUEST_MS) },
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString();
  });
  const exit = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  const lines = () => out.split('\n').filter(Boolean);
  /** resolves once `count` lines have matched `re` (or the process has exited) */
  const until = async (re: RegExp, count = 1) => {
    while (lines().filter((l) => re.test(l)).length < count && child.exitCode === null) await sleep(50);
  };
  await until(/^ready$/);
  return { child, exit, lines, until };
}

// no database takes part: the PGlite pass of the server project runs it, the PostgreSQL pass would repeat it
describe.skipIf(usePostgres())(
  'stopping on signals when the shutdown hangs (no database involved: run on the PGlite pass only)',
  () => {
    it('takes repeats within the window as the same request: one shutdown, still running', async () => {
      const p = await start({ SHUTDOWN_MS: 120_000, SAME_REQUEST_MS: 60_000 });
      try {
        p.child.kill('SIGTERM');
        await p.until(/^handled SIGTERM$/);
        p.child.kill('SIGTERM');
        await p.until(/^handled SIGTERM$/, 2);
        p.child.kill('SIGINT');
        await p.until(/^handled SIGINT$/);
        expect(p.child.exitCode).toBeNull();
        expect(p.lines().map((l) => l.replace(/ \{.*$/, ''))).toEqual([
          'ready',
          'shutting down',
          'handled SIGTERM',
          'handled SIGTERM',
          'handled SIGINT',
        ]);
      } finally {
        p.child.kill('SIGKILL');
        await p.exit;
      }
    }, 60_000);

    it('exits with 1 at once on a signal after the window, without finishing the shutdown', async () => {
      const p = await start({ SHUTDOWN_MS: 120_000, SAME_REQUEST_MS: 0 });
      p.child.kill('SIGTERM');
      await p.until(/^handled SIGTERM$/);
      expect(p.child.exitCode).toBeNull();
      p.child.kill('SIGINT');
      expect(await p.exit).toBe(1);
      expect(p.lines().map((l) => l.replace(/ \{.*$/, ''))).toEqual([
        'ready',
        'shutting down',
        'handled SIGTERM',
        'second signal: exiting without finishing the shutdown',
      ]);
    }, 60_000);

    it('exits with 1 once the deadline has passed', async () => {
      const p = await start({ SHUTDOWN_MS: 1500, SAME_REQUEST_MS: 60_000 });
      p.child.kill('SIGTERM');
      expect(await p.exit).toBe(1);
      expect(p.lines()).toEqual([
        'ready',
        'shutting down {"signal":"SIGTERM","timeoutMs":1500}',
        'handled SIGTERM',
        'shutdown did not finish in time: exiting {"timeoutMs":1500}',
      ]);
    }, 60_000);
  },
);
