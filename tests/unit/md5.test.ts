import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from '../../src/shared/md5.ts';

const reference = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

describe('md5', () => {
  it('matches node:crypto, including block edges and non-ASCII text', () => {
    const samples = ['', 'a', 'abc', 'Demo@123456', '中文密码🙂', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(63), 'x'.repeat(64), 'y'.repeat(1000)];
    for (const s of samples) expect(md5(s)).toBe(reference(s));
  });

  it('answers lowercase hex of 32 characters', () => {
    expect(md5('Demo@123456')).toMatch(/^[0-9a-f]{32}$/);
  });
});
