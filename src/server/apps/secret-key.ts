/**
 * The key that encrypts application secrets: SECRET_KEY when configured (required in production); in demo mode
 * generated once into DATA_DIR/secret.key (mode 0600) and read back on every later start, so secrets survive
 * restarts. An in-memory database (memory://) gets an in-memory key: its secrets vanish with it anyway.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

const resolved = new WeakMap<Config, Buffer>();

export function secretKeyFile(dataDir: string): string {
  return join(dataDir, 'secret.key');
}

function demoKey(config: Config): Buffer {
  if (config.dataDir.startsWith('memory://')) return randomBytes(32);
  const file = secretKeyFile(config.dataDir);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32)
      throw new Error(`${file} must hold 32 bytes as 64 hex digits; delete it only if no application exists yet`);
    return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  // 'wx': two starts racing on a fresh directory must not each write their own key
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (e: any) {
    if (e?.code !== 'EEXIST') throw e;
  }
  chmodSync(file, 0o600);
  return demoKey(config);
}

/** The 32-byte key for `config`, resolved once per configuration. */
export function appSecretKey(config: Config): Buffer {
  let key = resolved.get(config);
  if (!key) {
    if (config.secretKey) key = config.secretKey;
    else if (config.production) throw new Error('SECRET_KEY is required in production');
    else key = demoKey(config);
    resolved.set(config, key);
  }
  return key;
}
