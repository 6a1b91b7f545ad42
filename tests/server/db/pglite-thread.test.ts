/**
 * The database thread started before its database is open (PGliteThread.start, db/index.ts's startDb; issue 28, cold
 * start): `npm start` builds the app on it meanwhile, so a query sent early waits for the open, and an open that fails
 * refuses what was sent and ends the thread, saying so through its own rejection, not through onFailure (which is for
 * a thread that dies later: the database then goes down in /healthz).
 */
import { describe, expect, it } from 'vitest';
import { PGliteThread } from '../../../src/server/db/pglite-thread.ts';

describe('PGliteThread.start', () => {
  it('answers a query sent before the database is open once it is', async () => {
    let ready!: () => void;
    const dataReady = new Promise<void>((r) => (ready = r));
    const failures: Error[] = [];
    // in memory: PGlite makes a new database (initdb) once told the data is ready
    const { thread, opened } = PGliteThread.start({}, (err) => failures.push(err), dataReady);
    const early = thread.query('select 41 + 1 as n');
    ready();
    await opened;
    expect((await early).rows).toEqual([{ n: 42 }]);
    await thread.close();
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses what was sent when the open fails, ends the thread, and leaves onFailure alone', async () => {
    const failures: Error[] = [];
    const { thread, opened } = PGliteThread.start(
      {},
      (err) => failures.push(err),
      Promise.reject(new Error('the image could not be copied')),
    );
    const early = thread.query('select 1');
    await expect(opened).rejects.toThrow('the image could not be copied');
    await expect(early).rejects.toThrow(/database thread stopped/);
    await expect(thread.query('select 1')).rejects.toThrow(/database thread stopped/);
    expect(failures).toEqual([]);
  }, 60_000);
});
