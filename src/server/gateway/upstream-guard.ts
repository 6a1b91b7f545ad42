/**
 * Which upstreams the gateway may call (SSRF protection). A provider's base URL must not reach the gateway's own
 * network: loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local,
 * multicast, reserved and unspecified addresses are refused unless ALLOWED_UPSTREAMS names the host, the address
 * or its range; in demo mode the built-in demo upstream is allowed too. A host name is checked on every new
 * connection against what it resolves to then (undici's connect uses `guardedLookup`), so a name that later
 * resolves to 127.0.0.1 gains nothing.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { compileIpAllowList, parseClientAddress, parseIpEntry } from '../../shared/ip-allow.ts';

const PUBLIC_RANGES = new Set(['unicast']);

export class UpstreamRefused extends Error {
  readonly code = 'EUPSTREAMREFUSED';
}

export interface UpstreamGuard {
  /** Whether the base URL may be used at all (scheme, and an address literal's range); undefined = fine. */
  refuseUrl(url: string): string | undefined;
  /** dns.lookup with the same answer shape, refusing addresses outside the rules. */
  lookup: typeof dnsLookup;
}

/** The guard this deployment runs with: ALLOWED_UPSTREAMS, and the demo upstream outside production. */
export function configuredUpstreamGuard(config: {
  production: boolean;
  demoUpstreamPort: number;
  allowedUpstreams: readonly string[];
}): UpstreamGuard {
  const demoOrigin = config.production ? undefined : `http://127.0.0.1:${config.demoUpstreamPort}`;
  return upstreamGuard({ allowed: config.allowedUpstreams, demoOrigin });
}

export function upstreamGuard(opts: { allowed: readonly string[]; demoOrigin?: string }): UpstreamGuard {
  const hosts = new Set(opts.allowed.filter((a) => !parseIpEntry(a).ok).map((h) => h.toLowerCase()));
  const ranges = opts.allowed.filter((a) => parseIpEntry(a).ok);
  const allowedAddresses = ranges.length ? compileIpAllowList(ranges) : undefined;
  const demo = opts.demoOrigin ? new URL(opts.demoOrigin) : undefined;

  const addressAllowed = (address: string) => {
    const parsed = parseClientAddress(address);
    if (!parsed) return false;
    if (PUBLIC_RANGES.has(parsed.range())) return true;
    return !!allowedAddresses?.matches(address);
  };

  return {
    refuseUrl(url) {
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        return 'not a URL';
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return `scheme ${u.protocol} is not http or https`;
      if (demo && u.host === demo.host) return undefined;
      const host = u.hostname.replace(/^\[|\]$/g, '');
      if (hosts.has(host.toLowerCase())) return undefined;
      if (ipaddr.isValid(host) && !addressAllowed(host))
        return `address ${host} is in a private or reserved range (allow it with ALLOWED_UPSTREAMS)`;
      if (host.toLowerCase() === 'localhost') return 'localhost is not allowed (allow it with ALLOWED_UPSTREAMS)';
      return undefined;
    },
    lookup: ((
      hostname: string,
      options: LookupOptions,
      callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      if (hosts.has(hostname.toLowerCase()) || (demo && hostname === demo.hostname))
        return dnsLookup(hostname, options, callback as never);
      dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 0);
        const list = addresses as LookupAddress[];
        const bad = list.find((a) => !addressAllowed(a.address));
        if (bad)
          return callback(
            new UpstreamRefused(`${hostname} resolves to ${bad.address}, a private or reserved address`),
            '',
            0,
          );
        if (options.all) return callback(null, list);
        callback(null, list[0].address, list[0].family);
      });
    }) as typeof dnsLookup,
  };
}
