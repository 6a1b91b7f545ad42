/**
 * An export's file in the database, in chunks of about 256 KiB: written as the export streams, read back one
 * chunk at a time for the download, so neither side holds the whole file and every instance serves it.
 */
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const CHUNK_BYTES = 256 * 1024;

export class ChunkSink extends Writable {
  /** bytes written so far */
  bytes = 0;
  private seq = 0;
  private pending: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly jobId: number,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void) {
    this.pending.push(chunk);
    this.size += chunk.length;
    this.bytes += chunk.length;
    if (this.size < CHUNK_BYTES) return done();
    this.flush().then(() => done(), done);
  }

  override _final(done: (err?: Error | null) => void) {
    (this.size ? this.flush() : Promise.resolve()).then(() => done(), done);
  }

  private async flush() {
    const data = Buffer.concat(this.pending);
    this.pending = [];
    this.size = 0;
    await this.db.insertInto('export_chunks').values({ export_job_id: this.jobId, seq: this.seq++, data }).execute();
  }
}

export async function* readChunks(db: Kysely<Database>, jobId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const row = await db
      .selectFrom('export_chunks')
      .select('data')
      .where('export_job_id', '=', jobId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield Buffer.from(row.data);
  }
}
