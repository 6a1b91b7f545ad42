/**
 * Issue 24 item 7: a migration is frozen when it is written. It imports kysely and its sibling migrations only, never
 * application code, so a later change to the application cannot change what an old migration does to a database.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DIR = resolve(import.meta.dirname, '../../src/server/db/migrations');

describe('migrations', () => {
  it('import nothing but kysely and each other', () => {
    const outside = readdirSync(DIR)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(join(DIR, f), 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)]
          .map((m) => m[1])
          .filter((spec) => spec !== 'kysely' && !/^\.\/[^/]+\.ts$/.test(spec))
          .map((spec) => `${f}: ${spec}`),
      );
    expect(outside).toEqual([]);
  });
});
