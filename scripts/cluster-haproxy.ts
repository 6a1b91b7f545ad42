/** HAProxy in front of the cluster's instances: where its binary is, whether it runs, and its configuration. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Instance } from './cluster.ts';

/** HAPROXY, else Debian's binary (/usr/sbin is not on every user's PATH), else whatever PATH finds */
export const defaultHaproxy = () =>
  process.env.HAPROXY || (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

/** whether HAProxy can be run; the message says how to get it when not */
export function haproxyMissing(bin = defaultHaproxy()): string | undefined {
  const r = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    return `HAProxy not found (${bin}): install Debian's package with \`sudo apt-get install -y haproxy\` (or set HAPROXY to its path)`;
  }
  return undefined;
}

export function haproxyConfig(o: {
  host: string;
  port: number;
  gatewayPort: number;
  apis: Instance[];
  gateways: Instance[];
}): string {
  const servers = (list: Instance[]) => list.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n');
  return `# written by scripts/cluster.ts
global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 120s
  timeout server 120s
  timeout http-keep-alive 10s
  option http-keep-alive
  # the instances see the caller's address (TRUST_PROXY on the API, TRUSTED_PROXIES on the gateway)
  option forwardfor
  # a connection an instance refuses (stopped, restarting) is tried on another; a request already sent is not
  retries 2
  option redispatch
  # every instance is checked each second; two failures take it out, one success brings it back
  default-server inter 1s fall 2 rise 1

frontend api
  bind ${o.host}:${o.port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
${servers(o.apis)}

frontend gateway
  bind ${o.host}:${o.gatewayPort}
  default_backend gateway

backend gateway
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
${servers(o.gateways)}
`;
}
