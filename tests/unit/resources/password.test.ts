import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pickWritable } from '../../../src/admin/resources/fields.ts';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';

describe('password fields', () => {
  const d = descriptorByName.get('sub_users')!;

  it('send the MD5 hex of what was typed, never the password itself', () => {
    const out = pickWritable(d, { user_name: 'amy', user_real_name: 'Amy', password: 'Secret#2026' });
    expect(out.password).toBe(createHash('md5').update('Secret#2026').digest('hex'));
  });

  it('leave the password unchanged when left blank on edit', () => {
    expect('password' in pickWritable(d, { user_name: 'amy', user_real_name: 'Amy', password: '' })).toBe(false);
  });
});
