/**
 * What the audit trail costs a write (`node --import tsx scripts/bench/audit.ts`): one typical update (a partner's
 * name and remark, as partnerUpdate writes it) in its own transaction, without an audit context and with one (the
 * context set, the row trigger's masked before/after staged, the chain sealed at commit), one of each in turn
 * (which goes first alternates), reported as medians of the single writes, so load from elsewhere on a shared
 * machine moves both alike; and the same update through the whole HTTP operation for scale. Figures only, one run.
 * Environment: BENCH_DB (pglite, postgres or both; default both), BENCH_DATABASE_URL (default the local test
 * database: a scratch database is created and dropped), BENCH_WRITES (pairs, default 1000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { withAuditContext } from '../../src/server/audit/context.ts';

const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const WHICH = process.env.BENCH_DB || 'both';
const WRITES = Number(process.env.BENCH_WRITES || 1000);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const us = (n: number) => `${n.toFixed(0)} µs`;

async function database(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-audit-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(PG_URL, 'benchaudit');
  return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
}

/** µs one call of `fn` took */
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1000;
}

async function run(kind: 'pglite' | 'postgres') {
  const d = await database(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...d.env });
  const built = await buildApp({ config, logger: false });
  const db = built.deps.db as unknown as Kysely<any>;
  try {
    const login = await built.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: { user_name: 'admin', password: md5Hex('Demo@123456') },
    });
    const ticket = login.json().data.ticket as string;
    const created = await built.app.inject({
      method: 'POST',
      url: '/newopen/service/partner',
      headers: { ticket },
      payload: { partner_name: 'bench', partner_type: 'isv' },
    });
    const id = created.json().data.partner_id as number;
    const ctx = {
      user_id: 1,
      user_name: 'admin',
      user_type: 0,
      ip: '127.0.0.1',
      request_id: 'bench',
      operation_id: 'partnerUpdate',
      at: new Date().toISOString(),
      via_agent: null,
    };
    let v = 0;
    const update = () =>
      db.transaction().execute((trx) =>
        trx
          .updateTable('partners')
          .set({ partner_name: `bench ${++v}`, remark: `remark ${v}`, updated_at: new Date() })
          .where('partner_id', '=', id)
          .execute(),
      );
    const plain: number[] = [];
    const audited: number[] = [];
    const withContext = () => withAuditContext(ctx, update);
    for (let i = 0; i < 100; i++) {
      await update();
      await withContext();
    } // warm-up
    for (let i = 0; i < WRITES; i++) {
      if (i % 2) {
        plain.push(await timed(update));
        audited.push(await timed(withContext));
      } else {
        audited.push(await timed(withContext));
        plain.push(await timed(update));
      }
    }
    const http: number[] = [];
    for (let i = 0; i < Math.min(WRITES, 300); i++) {
      http.push(
        await timed(() =>
          built.app.inject({
            method: 'PUT',
            url: '/newopen/service/partner',
            headers: { ticket },
            payload: { partner_id: id, partner_name: `http ${i}`, partner_type: 'isv', remark: `r ${i}` },
          }),
        ),
      );
    }
    const rows = await db.selectFrom('audit_log').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const p = median(plain),
      a = median(audited);
    console.log(
      `${kind}: update in a transaction ${us(p)} without audit, ${us(a)} with (+${us(a - p)}, ${((a / p - 1) * 100).toFixed(0)} %); ` +
        `the whole partnerUpdate operation ${us(median(http))}; ${rows.n} audit rows written (medians of ${WRITES} writes each)`,
    );
  } finally {
    await built.close();
    await d.drop();
  }
}

for (const kind of WHICH === 'both' ? (['pglite', 'postgres'] as const) : [WHICH as 'pglite' | 'postgres'])
  await run(kind);
