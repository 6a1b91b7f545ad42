/**
 * `npm run audit:verify`: checks the audit chain of the database the server would open (DATABASE_URL, else the
 * embedded database under DATA_DIR) and names the first broken record. Exit status 0 intact, 1 broken, 2 error.
 * With the embedded database, run it while the server is stopped (PGlite is one process's); while it runs, use
 * the console's 校验审计链 (auditLog screen) instead.
 */
import { loadConfig } from '../src/server/config.ts';
import { openDb } from '../src/server/db/index.ts';
import { describeVerify, verifyAuditChain } from '../src/server/audit/verify.ts';

const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR });
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await verifyAuditChain(db.db);
  console.log(describeVerify(result));
  process.exitCode = result.ok ? 0 : 1;
} catch (err) {
  console.error(`audit verify failed: ${(err as Error).message}`);
  process.exitCode = 2;
} finally {
  await db.close();
}
