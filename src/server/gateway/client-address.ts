/**
 * The caller's address, for whitelists and logs: the socket's peer, unless that peer is a proxy the operator
 * trusts (TRUSTED_PROXIES), in which case X-Forwarded-For is read from the right, skipping trusted proxies, and
 * the first untrusted hop is the client. A client cannot forge its way past a whitelist by sending the header.
 */
import { compileIpAllowList, type IpMatcher } from '../../shared/ip-allow.ts';

export function clientAddressResolver(trustedProxies: readonly string[]) {
  const trusted: IpMatcher | undefined = trustedProxies.length ? compileIpAllowList(trustedProxies) : undefined;
  return (peer: string | undefined, forwardedFor: string | string[] | undefined): string => {
    const socketAddress = normalize(peer ?? '');
    if (!trusted || !forwardedFor || !trusted.matches(socketAddress)) return socketAddress;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((h) => normalize(h.trim()))
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) if (!trusted.matches(hops[i])) return hops[i];
    return hops[0] ?? socketAddress;
  };
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4, as Node reports IPv4 peers on dual-stack sockets) as plain IPv4. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
