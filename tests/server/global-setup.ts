/** The server project's run: a fresh seed cache (see seed-cache.ts), removed with its PostgreSQL templates and spares at the end. */
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'oap-seed-'));
  const runId = randomBytes(4).toString('hex');
  project.provide('seedCacheDir', dir);
  project.provide('seedRunId', runId);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DB !== 'postgres' || !base) return;
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    // the templates, and the workers' spares (spare-db.ts) that were left when their worker ended
    const { rows } = await c.query('select datname from pg_database where datname like $1 or datname like $2', [
      `tpl_${runId}_%`,
      `spare_${runId}_%`,
    ]);
    for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
    await c.end();
  };
}
