/**
 * Runs export jobs in the background, one at a time per instance. A job is claimed atomically
 * (UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED) RETURNING), so several instances share one queue and
 * never run the same job; a job whose instance stopped beating is taken over. Progress and heartbeat are
 * written after every batch; a job deleted meanwhile stops at the next batch.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { translate } from '../http/messages.ts';
import { ChunkSink } from './chunks.ts';
import { exportSource } from './sources.ts';
import type { ExportParams } from './params.ts';
import { csvWriter, xlsxWriter } from './writers.ts';

const IDLE_POLL_MS = 2000;
/** a running job whose heartbeat is older than this is taken over by another instance */
export const STALE_MS = 2 * 60 * 1000;
const ENABLED = 1;

interface Job {
  export_job_id: number;
  source: string;
  source_label: string;
  format: 'csv' | 'xlsx';
  lang: 'zh' | 'en';
  params: ExportParams | string;
  created_by: number;
}

class Stopping extends Error {}
class Gone extends Error {}

/** the workers of this process, by database (tests run several apps on one) */
const workers = new Map<unknown, Set<() => void>>();

/** Wakes the workers of this database at once (a job was just queued); their idle poll would find it anyway. */
export function nudgeExports(deps: Deps) {
  workers.get(deps.db)?.forEach((nudge) => nudge());
}

async function claim(db: Kysely<Database>, instance: string, now: Date): Promise<Job | undefined> {
  const stale = new Date(now.getTime() - STALE_MS);
  const { rows } = await sql<Job>`
    update export_jobs set state = 'running', claimed_by = ${instance}, heartbeat_at = ${now}, updated_at = ${now},
      started_at = coalesce(started_at, ${now}), processed_rows = 0, error_message = null
    where export_job_id = (
      select export_job_id from export_jobs
      where state = 'queued' or (state = 'running' and heartbeat_at < ${stale})
      order by export_job_id limit 1
      for update skip locked)
    returning export_job_id, source, source_label, format, lang, params, created_by`.execute(db);
  return rows[0];
}

/** The owner as the list saw them: the same scope applies to the file as to the screen. */
async function ownerOf(db: Kysely<Database>, userId: number): Promise<Caller | undefined> {
  const u = await db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'user_type', 'account_type', 'state'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!u || u.state !== ENABLED) return undefined;
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    user_type: u.user_type,
    account_type: u.account_type,
    ticket_hash: '',
  };
}

export async function runJob(deps: Deps, job: Job, instance: string, stopping: () => boolean): Promise<void> {
  const db = deps.db;
  const id = job.export_job_id;
  const mine = () => db.updateTable('export_jobs').where('export_job_id', '=', id).where('claimed_by', '=', instance);
  const beat = async (values: Record<string, unknown>) => {
    const r = await mine()
      .set({ ...values, heartbeat_at: deps.now(), updated_at: deps.now() })
      .executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw new Gone();
  };
  try {
    // a job taken over from a stopped instance starts its file again
    await db.deleteFrom('export_chunks').where('export_job_id', '=', id).execute();
    const caller = await ownerOf(db, job.created_by);
    const source = exportSource(job.source);
    if (!caller || !source) throw new Error(!caller ? 'owner gone or disabled' : `unknown export source ${job.source}`);
    const run = {
      lang: job.lang,
      params: typeof job.params === 'string' ? (JSON.parse(job.params) as ExportParams) : job.params,
    };
    await beat({ total_rows: await source.count(deps, caller, run) });
    const sink = new ChunkSink(db, id);
    const writer = job.format === 'xlsx' ? xlsxWriter(sink, job.source_label) : csvWriter(sink);
    await writer.header(await source.columns(deps, caller, run));
    let processed = 0;
    for await (const rows of source.rows(deps, caller, run)) {
      if (stopping()) throw new Stopping();
      await writer.rows(rows);
      processed += rows.length;
      await beat({ processed_rows: processed });
    }
    await writer.end();
    await beat({
      state: 'done',
      processed_rows: processed,
      total_rows: processed,
      file_size: sink.bytes,
      finished_at: deps.now(),
    });
  } catch (err) {
    if (err instanceof Gone) return;
    // deleted while running: its chunks went with it, and there is nobody left to tell
    if (
      !(await db.selectFrom('export_jobs').select('export_job_id').where('export_job_id', '=', id).executeTakeFirst())
    )
      return;
    if (err instanceof Stopping) {
      await mine().set({ state: 'queued', claimed_by: null, heartbeat_at: null, updated_at: deps.now() }).execute();
      return;
    }
    await mine()
      .set({
        state: 'failed',
        error_message: translate(job.lang, 'EXPORT_FAILED'),
        finished_at: deps.now(),
        updated_at: deps.now(),
      })
      .execute()
      .catch(() => undefined);
    throw err;
  }
}

/** Starts this instance's worker; the answer stops it (a running job goes back to the queue). */
export function startExportWorker(deps: Deps, onError: (err: unknown) => void): () => Promise<void> {
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 64);
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, IDLE_POLL_MS);
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        const job = await claim(deps.db, instance, deps.now());
        if (job) {
          await runJob(deps, job, instance, () => stopped).catch(onError);
          continue;
        }
      } catch (err) {
        if (!stopped) onError(err);
      }
      if (!stopped) await idle();
    }
  })();
  const nudge = () => wake?.();
  workers.set(deps.db, (workers.get(deps.db) ?? new Set()).add(nudge));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    wake?.();
    workers.get(deps.db)?.delete(nudge);
    await loop;
  };
}
