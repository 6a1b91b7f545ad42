// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileIpAllowList,
  formatIpEntryError,
  ipEntryMessages,
  parseClientAddress,
  parseIpEntry,
  splitIpList,
  validateIpList,
} from '../../src/shared/ip-allow.ts';

describe('parseIpEntry', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4', 'ipv4', 32],
    [' 192.168.0.1 ', '192.168.0.1', 'ipv4', 32],
    ['1.2.3.4/32', '1.2.3.4', 'ipv4', 32],
    ['10.0.0.0/8', '10.0.0.0/8', 'ipv4', 8],
    ['0.0.0.0/0', '0.0.0.0/0', 'ipv4', 0],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1', 'ipv6', 128],
    ['2001:db8::/32', '2001:db8::/32', 'ipv6', 32],
    ['::1/128', '::1', 'ipv6', 128],
    ['::/0', '::/0', 'ipv6', 0],
    ['::ffff:1.2.3.4', '1.2.3.4', 'ipv4', 32],
    ['::ffff:0102:0304', '1.2.3.4', 'ipv4', 32],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8', 'ipv4', 8],
  ])('accepts %j as %s', (input, normalized, family, prefix) => {
    expect(parseIpEntry(input)).toEqual({ ok: true, normalized, family, prefix });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.2.3', 'invalid_address'],
    ['127.1', 'invalid_address'],
    ['0x7f000001', 'invalid_address'],
    ['010.0.0.1', 'invalid_address'],
    ['256.1.1.1', 'invalid_address'],
    ['1.2.3.4.5', 'invalid_address'],
    ['1::2::3', 'invalid_address'],
    ['fe80::1%eth0', 'invalid_address'],
    ['192.168.1.*', 'invalid_address'],
    ['example.com', 'invalid_address'],
    ['/8', 'invalid_address'],
    ['1.2.3.4/33', 'invalid_prefix'],
    ['1.2.3.4/', 'invalid_prefix'],
    ['1.2.3.4/08', 'invalid_prefix'],
    ['1.2.3.4/-1', 'invalid_prefix'],
    ['1.2.3.4/8/8', 'invalid_prefix'],
    ['::1/129', 'invalid_prefix'],
    ['::ffff:1.2.3.4/95', 'invalid_prefix'],
    ['10.1.2.3/8', 'host_bits_set'],
    ['2001:db8::1/32', 'host_bits_set'],
  ])('refuses %j: %s', (input, reason) => {
    expect(parseIpEntry(input)).toMatchObject({ ok: false, reason });
  });

  it('suggests the range an address with host bits falls in', () => {
    expect(parseIpEntry('192.168.1.77/24')).toEqual({
      ok: false,
      reason: 'host_bits_set',
      params: { value: '192.168.1.77/24', suggestion: '192.168.1.0/24' },
    });
  });
});

describe('validateIpList and splitIpList', () => {
  it('normalizes, drops duplicates after normalizing and reports each bad entry with its index', () => {
    const list = splitIpList('10.0.0.0/8, 1.2.3.4\n::ffff:1.2.3.4；bad  2001:DB8::/32;10.0.0.0/8，1.2.3.4/40');
    expect(list).toEqual([
      '10.0.0.0/8',
      '1.2.3.4',
      '::ffff:1.2.3.4',
      'bad',
      '2001:DB8::/32',
      '10.0.0.0/8',
      '1.2.3.4/40',
    ]);
    expect(validateIpList(list)).toEqual({
      entries: ['10.0.0.0/8', '1.2.3.4', '2001:db8::/32'],
      errors: [
        { index: 3, reason: 'invalid_address', params: { value: 'bad' } },
        { index: 6, reason: 'invalid_prefix', params: { value: '1.2.3.4/40', maxPrefix: 32 } },
      ],
    });
  });
});

describe('messages', () => {
  it('exist in zh and en for every reason, with the values filled in', () => {
    expect(Object.keys(ipEntryMessages.zh).sort()).toEqual(Object.keys(ipEntryMessages.en).sort());
    const err = parseIpEntry('10.1.2.3/8');
    if (err.ok) throw new Error('expected an error');
    expect(formatIpEntryError(err, 'en')).toBe(
      '"10.1.2.3/8" is not the first address of its range: did you mean 10.0.0.0/8?',
    );
    expect(formatIpEntryError(err, 'zh')).toContain('10.0.0.0/8');
    const prefix = parseIpEntry('::1/200');
    if (prefix.ok) throw new Error('expected an error');
    expect(formatIpEntryError(prefix, 'zh')).toBe('“::1/200”的网段前缀应为 0 到 128 之间的整数');
  });
});

describe('compileIpAllowList', () => {
  const m = compileIpAllowList([
    '10.0.0.0/8',
    '192.168.1.5',
    '172.16.0.0/12',
    '2001:db8::/32',
    '::1',
    '::ffff:100.64.0.0/106',
  ]);

  it.each([
    ['10.0.0.0', true],
    ['10.255.255.255', true],
    ['11.0.0.0', false],
    ['9.255.255.255', false],
    ['192.168.1.5', true],
    ['192.168.1.6', false],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['::ffff:10.1.2.3', true],
    ['::ffff:192.168.1.5', true],
    ['::FFFF:c0a8:0105', true],
    ['::ffff:8.8.8.8', false],
    ['2001:db8::1', true],
    ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', true],
    ['2001:db9::', false],
    ['::1', true],
    ['::2', false],
    ['fe80::1%eth0', false],
    ['100.64.0.1', true],
    ['100.127.255.255', true],
    ['100.128.0.0', false],
    ['', false],
    ['not an ip', false],
    ['127.1', false],
    ['10.0.0.1:8080', false],
    ['010.1.2.3', false],
    [' 10.1.2.3 ', true],
    ['10.1.2.256', false],
    ['10..2.3', false],
  ])('%s → %s', (address, allowed) => {
    expect(m.matches(address)).toBe(allowed);
  });

  it('matches IPv4 entries from IPv4-mapped IPv6 socket addresses, and a zone id does not hide an address', () => {
    const local = compileIpAllowList(['127.0.0.1', 'fe80::/10']);
    expect(local.matches('::ffff:127.0.0.1')).toBe(true);
    expect(local.matches('fe80::1%eth0')).toBe(true);
    expect(parseClientAddress('::ffff:127.0.0.1')?.toString()).toBe('127.0.0.1');
  });

  it('an empty list matches nothing, 0.0.0.0/0 every IPv4 address and ::/0 every IPv6 one', () => {
    expect(compileIpAllowList([]).matches('1.2.3.4')).toBe(false);
    expect(compileIpAllowList(['0.0.0.0/0']).matches('203.0.113.9')).toBe(true);
    expect(compileIpAllowList(['0.0.0.0/0']).matches('2001:db8::1')).toBe(false);
    expect(compileIpAllowList(['::/0']).matches('2001:db8::1')).toBe(true);
  });

  it('throws on an entry that was never validated', () => {
    expect(() => compileIpAllowList(['10.1.2.3/8'])).toThrow(/host_bits_set/);
  });

  it('agrees with a plain per-entry check over generated addresses and ranges (IPv4 and IPv6)', () => {
    const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
    const v6 = fc
      .array(fc.nat(0xffff), { minLength: 8, maxLength: 8 })
      .map((p) => p.map((x) => x.toString(16)).join(':'));
    const range = fc.oneof(
      fc.tuple(v4, fc.integer({ min: 0, max: 32 })),
      fc.tuple(v6, fc.integer({ min: 0, max: 128 })),
    );
    // Reference: the same ranges tested with ipaddr.js's own match(), one by one.
    const toNetwork = ([addr, prefix]: [string, number]) => {
      const r = parseIpEntry(`${addr}/${prefix}`);
      return r.ok ? r.normalized : (r.params.suggestion as string).replace(/\/(32|128)$/, '');
    };
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 8 }),
        fc.array(fc.oneof(v4, v6), { minLength: 1, maxLength: 10 }),
        (ranges, addresses) => {
          const entries = ranges.map(toNetwork);
          const matcher = compileIpAllowList(entries);
          for (const address of addresses) {
            const client = parseClientAddress(address)!;
            const expected = entries.some((e) => {
              const [net, p] = e.includes('/') ? e.split('/') : [e, client.kind() === 'ipv4' ? '32' : '128'];
              const parsedNet = parseClientAddress(net)!;
              return parsedNet.kind() === client.kind() && client.match(parsedNet as never, Number(p));
            });
            expect(matcher.matches(address)).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
