import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5, md5Base64, md5Digest } from '../../src/shared/md5.ts';

const reference = (s: string | Uint8Array, encoding: 'hex' | 'base64' = 'hex') =>
  createHash('md5').update(s).digest(encoding);
const samples = [
  '',
  'a',
  'abc',
  'Demo@123456',
  '中文密码🙂',
  'x'.repeat(55),
  'x'.repeat(56),
  'x'.repeat(63),
  'x'.repeat(64),
  'y'.repeat(1000),
];

describe('md5', () => {
  it('matches node:crypto, including block edges and non-ASCII text', () => {
    for (const s of samples) expect(md5(s)).toBe(reference(s));
  });

  it('answers lowercase hex of 32 characters', () => {
    expect(md5('Demo@123456')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hashes raw bytes, including bytes that are not UTF-8', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) & 0xff);
    expect(md5(bytes)).toBe(reference(bytes));
    expect(md5(new Uint8Array([0xff, 0xfe, 0x00]))).toBe(reference(new Uint8Array([0xff, 0xfe, 0x00])));
    expect(md5Digest('abc')).toEqual(new Uint8Array(createHash('md5').update('abc').digest()));
  });

  it('gives the Content-MD5 form (base64 of the digest)', () => {
    for (const s of samples) expect(md5Base64(s)).toBe(reference(s, 'base64'));
    // RFC 1321 test suite: MD5("abc") = 900150983cd24fb0d6963f7d28e17f72
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Base64('')).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
  });
});
