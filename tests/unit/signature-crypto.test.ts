/**
 * The gateway's HMAC (two one-shot hashes over padded keys kept per secret, signature-crypto.ts) against
 * node:crypto's createHmac: both methods, keys shorter and longer than the hash's block, text in and out of ASCII,
 * and a message past the reused buffer (a large form), which takes createHmac itself.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeHmac, nodeMd5Base64 } from '../../src/server/gateway/signature-crypto.ts';

const expected = (method: 'HmacSHA256' | 'HmacSHA1', secret: string, message: string) =>
  createHmac(method === 'HmacSHA1' ? 'sha1' : 'sha256', secret)
    .update(message, 'utf8')
    .digest('base64');

describe('nodeHmac', () => {
  const secrets = ['', 'k', 'bench-secret-0123456789abcdefghij', 's'.repeat(64), 's'.repeat(65), '密钥'.repeat(40)];
  const messages = ['', 'GET\n\n\n\n\n/p', '天气?city=北京&q=😀', 'x'.repeat(20_000), 'a\uD800b'];

  it('equals createHmac for every method, key length and message', () => {
    for (const method of ['HmacSHA256', 'HmacSHA1'] as const)
      for (const secret of secrets)
        for (const message of messages)
          expect(nodeHmac(method, secret, message), `${method} ${secret.length} ${message.length}`).toBe(
            expected(method, secret, message),
          );
  });

  it('gives each call its own answer when calls for two secrets interleave', () => {
    const a = nodeHmac('HmacSHA256', 'a', 'one');
    nodeHmac('HmacSHA256', 'b', 'a much longer message than the first one, written over the same buffer');
    expect(nodeHmac('HmacSHA256', 'a', 'one')).toBe(a);
    expect(a).toBe(expected('HmacSHA256', 'a', 'one'));
  });
});

describe('nodeMd5Base64', () => {
  it('is the base64 MD5 of the bytes, text as UTF-8', () => {
    expect(nodeMd5Base64('abc')).toBe('kAFQmDzST7DWlj99KOF/cg==');
    expect(nodeMd5Base64(Buffer.from('天气'))).toBe(createHash('md5').update('天气').digest('base64'));
  });
});
