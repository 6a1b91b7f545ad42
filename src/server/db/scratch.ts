/**
 * A throwaway PostgreSQL database next to `baseUrl` (tests and benchmarks): created empty, dropped with force
 * once every connection to it has gone.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';

export async function createScratchDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // pg's pool.end() resolves before its sockets are closed; forcing the drop while a client is still
      // saying goodbye makes that client raise an unhandled FATAL 57P01. Wait for the backends to leave.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
