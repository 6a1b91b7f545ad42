/**
 * IP allow-lists (application and group whitelists): entries are IPv4 or IPv6 addresses or CIDR ranges. Entries are
 * validated and normalized where they are saved (console and server alike, so this file has no Node imports), and
 * compiled once into a matcher the gateway asks per request. Parsing is ipaddr.js's; this file adds the strictness
 * a whitelist needs (no "127.1" or "0x7f000001" shorthands, no host bits under a prefix) and fast matching.
 */
import ipaddr from 'ipaddr.js';

export type IpEntryErrorReason =
  /** Nothing but spaces. */
  | 'empty'
  /** Not an IPv4 address in four decimal parts, nor an IPv6 address. */
  | 'invalid_address'
  /** The part after "/" is not a whole number within 0–32 (IPv4) or 0–128 (IPv6). */
  | 'invalid_prefix'
  /** An address with bits set below its prefix, e.g. 10.1.2.3/8: `suggestion` holds the range it falls in. */
  | 'host_bits_set';

export interface IpEntryError {
  reason: IpEntryErrorReason;
  /** Values for the localized message: the entry as given, the maximum prefix, the suggested range. */
  params: { value: string; maxPrefix?: number; suggestion?: string };
}

export interface IpEntry {
  /** The canonical text: lowercase compressed IPv6, IPv4-mapped IPv6 as IPv4, "/32" and "/128" dropped. */
  normalized: string;
  family: 'ipv4' | 'ipv6';
  /** 32 or 128 for a single address. */
  prefix: number;
}

export type ParsedIpEntry = ({ ok: true } & IpEntry) | ({ ok: false } & IpEntryError);

const PREFIX = /^(0|[1-9]\d{0,2})$/;

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (text.includes('%')) return undefined; // zone ids name an interface of one host: meaningless in a list
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text)) {
    const v6 = ipaddr.IPv6.parse(text);
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
  }
  return undefined;
}

/** Parses one entry; `value` in an error is the entry trimmed. */
export function parseIpEntry(input: string): ParsedIpEntry {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'empty', params: { value } };
  const slash = value.indexOf('/');
  const addrText = slash < 0 ? value : value.slice(0, slash);
  const addr = parseAddress(addrText);
  if (!addr) return { ok: false, reason: 'invalid_address', params: { value } };
  const mapped = addr.kind() === 'ipv4' && addrText.includes(':');
  const max = addr.kind() === 'ipv4' ? 32 : 128;
  let prefix = max;
  if (slash >= 0) {
    const prefixText = value.slice(slash + 1);
    const givenMax = mapped ? 128 : max;
    const given = PREFIX.test(prefixText) ? Number(prefixText) : NaN;
    if (!(given <= givenMax) || (mapped && given < 96))
      return { ok: false, reason: 'invalid_prefix', params: { value, maxPrefix: givenMax } };
    prefix = mapped ? given - 96 : given;
  }
  const network =
    addr.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${addr.toString()}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/${prefix}`);
  const canonical = network.toString();
  if (canonical !== addr.toString()) {
    return { ok: false, reason: 'host_bits_set', params: { value, suggestion: `${canonical}/${prefix}` } };
  }
  return { ok: true, normalized: prefix === max ? canonical : `${canonical}/${prefix}`, family: addr.kind(), prefix };
}

export interface IpListValidation {
  /** The valid entries normalized, duplicates (after normalizing) dropped, in input order. */
  entries: string[];
  errors: Array<IpEntryError & { index: number }>;
}

/** Validates a whole list (e.g. a textarea split by lines or commas) in one pass. */
export function validateIpList(list: readonly string[]): IpListValidation {
  const entries: string[] = [];
  const seen = new Set<string>();
  const errors: IpListValidation['errors'] = [];
  list.forEach((raw, index) => {
    const parsed = parseIpEntry(raw);
    if (!parsed.ok) errors.push({ index, reason: parsed.reason, params: parsed.params });
    else if (!seen.has(parsed.normalized)) {
      seen.add(parsed.normalized);
      entries.push(parsed.normalized);
    }
  });
  return { entries, errors };
}

/** Splits the text of a list as people type it: by newlines, commas, semicolons or spaces. */
export function splitIpList(text: string): string[] {
  return text.split(/[\s,;，；]+/).filter(Boolean);
}

export interface IpMatcher {
  /** Whether a client address (as from the socket or X-Forwarded-For, IPv4-mapped IPv6 included) is allowed. */
  matches(address: string): boolean;
  /** How many entries were compiled. */
  readonly size: number;
}

/** Networks grouped by prefix length: one Set lookup per distinct prefix, not one test per entry. */
class PrefixTable<T extends number | bigint> {
  private readonly byPrefix = new Map<number, Set<T>>();
  constructor(private readonly mask: (value: T, prefix: number) => T) {}
  add(network: T, prefix: number) {
    let set = this.byPrefix.get(prefix);
    if (!set) this.byPrefix.set(prefix, (set = new Set()));
    set.add(network);
  }
  has(value: T): boolean {
    for (const [prefix, set] of this.byPrefix) if (set.has(this.mask(value, prefix))) return true;
    return false;
  }
}

const v4Mask = (value: number, prefix: number) => (prefix === 0 ? 0 : (value & (~0 << (32 - prefix))) >>> 0);
const ALL_128 = (1n << 128n) - 1n;
const v6Mask = (value: bigint, prefix: number) => value & (ALL_128 ^ ((1n << BigInt(128 - prefix)) - 1n));
const v4Int = (a: ipaddr.IPv4) => a.octets.reduce((n, o) => n * 256 + o, 0);
const v6Int = (a: ipaddr.IPv6) => a.parts.reduce((n, p) => (n << 16n) | BigInt(p), 0n);

/**
 * The common case without ipaddr.js: a plain dotted-decimal IPv4 address as an unsigned integer, else undefined.
 * Read character by character (no split per call: the gateway asks for every call, twice with two whitelists).
 */
function dottedQuad(address: string): number | undefined {
  let n = 0;
  let parts = 0;
  for (let start = 0; ;) {
    let v = 0;
    let i = start;
    for (; i < address.length && address.charCodeAt(i) !== 46; i++) {
      const c = address.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return undefined;
      v = v * 10 + c;
    }
    const length = i - start;
    // 1–3 digits, no leading zero ("01"), at most 255
    if (length === 0 || length > 3 || (length > 1 && address.charCodeAt(start) === 48) || v > 255) return undefined;
    n = n * 256 + v;
    parts++;
    if (i === address.length) return parts === 4 ? n : undefined;
    if (parts === 4) return undefined;
    start = i + 1;
  }
}

/** Parses a client address leniently (zone ids dropped, IPv4-mapped IPv6 as IPv4); undefined when it is none. */
export function parseClientAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const text = address.trim().replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return undefined;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4' && !ipaddr.IPv4.isValidFourPartDecimal(text)) return undefined;
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/**
 * Compiles entries once. Invalid entries throw (they are validated when saved, so one here is a bug); an empty
 * list matches nothing: whether an empty whitelist means "no restriction" is the caller's rule.
 */
export function compileIpAllowList(entries: readonly string[]): IpMatcher {
  const v4 = new PrefixTable<number>(v4Mask);
  const v6 = new PrefixTable<bigint>(v6Mask);
  for (const entry of entries) {
    const parsed = parseIpEntry(entry);
    if (!parsed.ok) throw new Error(`invalid IP allow-list entry ${JSON.stringify(entry)}: ${parsed.reason}`);
    const [addr] = parsed.normalized.split('/');
    if (parsed.family === 'ipv4') v4.add(v4Int(ipaddr.IPv4.parse(addr)), parsed.prefix);
    else v6.add(v6Int(ipaddr.IPv6.parse(addr)), parsed.prefix);
  }
  return {
    size: entries.length,
    matches(address: string) {
      const fast = dottedQuad(address);
      if (fast !== undefined) return v4.has(fast);
      const parsed = parseClientAddress(address);
      if (!parsed) return false;
      return parsed.kind() === 'ipv4' ? v4.has(v4Int(parsed as ipaddr.IPv4)) : v6.has(v6Int(parsed as ipaddr.IPv6));
    },
  };
}

/** The reasons in both languages, for the field's error message (server 400 data.errors and console alike). */
export const ipEntryMessages = {
  zh: {
    empty: '请输入 IP 地址或网段',
    invalid_address: '“{value}”不是有效的 IPv4 或 IPv6 地址',
    invalid_prefix: '“{value}”的网段前缀应为 0 到 {maxPrefix} 之间的整数',
    host_bits_set: '“{value}”不是网段的起始地址，是否应为 {suggestion}？',
  },
  en: {
    empty: 'Enter an IP address or range',
    invalid_address: '"{value}" is not a valid IPv4 or IPv6 address',
    invalid_prefix: 'The prefix of "{value}" must be a whole number from 0 to {maxPrefix}',
    host_bits_set: '"{value}" is not the first address of its range: did you mean {suggestion}?',
  },
} as const satisfies Record<'zh' | 'en', Record<IpEntryErrorReason, string>>;

export function formatIpEntryError(error: IpEntryError, language: 'zh' | 'en'): string {
  return ipEntryMessages[language][error.reason].replace(/\{(\w+)\}/g, (_, k: string) =>
    String(error.params[k as keyof IpEntryError['params']] ?? ''),
  );
}
