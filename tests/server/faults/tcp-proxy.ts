/**
 * A TCP proxy a fault test puts between the product and a service (PostgreSQL, Redis) on loopback, to make the
 * service go away without touching the machine's own: `pass` forwards bytes both ways; `refuse` cuts every open
 * connection (a reset, as a crashed or restarting server gives) and stops listening, so new connections are refused
 * (ECONNREFUSED); `stall` keeps every socket open and accepts new ones, but moves no byte in either direction
 * until `pass` again (a hung server or a network dropping packets). Nothing is lost across a stall: held bytes
 * stay in the sockets' buffers.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'stall';

export interface FaultProxy {
  /** the proxy's port on 127.0.0.1 */
  port: number;
  mode(): ProxyMode;
  pass(): Promise<void>;
  refuse(): Promise<void>;
  stall(): void;
  /** connections opened through the proxy so far (a test can check the product really went through it) */
  connections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  if (target.host !== '127.0.0.1' && target.host !== 'localhost' && target.host !== '::1')
    throw new Error('fault proxy: loopback targets only');
  let mode: ProxyMode = 'pass';
  let opened = 0;
  const pairs = new Set<Pair>();

  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => {
          if (mode === 'pass') from.resume();
        });
      }
    });
  };
  const cut = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.resetAndDestroy();
    pair.upstream.resetAndDestroy();
  };

  const server: Server = createServer((client) => {
    opened++;
    const upstream = createConnection({ host: target.host, port: target.port });
    const pair = { client, upstream };
    pairs.add(pair);
    if (mode === 'stall') {
      client.pause();
      upstream.pause();
    }
    forward(client, upstream);
    forward(upstream, client);
    // either side ending or failing ends the other: the product sees what a real server's close would give it
    const end = () => {
      if (pairs.has(pair)) cut(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;

  return {
    port,
    mode: () => mode,
    async pass() {
      const was = mode;
      mode = 'pass';
      if (was === 'refuse') {
        // the port was ours a moment ago; another listener taking it in between would be a different test's bad luck
        for (let i = 0; ; i++) {
          try {
            await listen(port);
            break;
          } catch (err) {
            if (i >= 20) throw err;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }
      for (const p of pairs) {
        p.client.resume();
        p.upstream.resume();
      }
    },
    async refuse() {
      mode = 'refuse';
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const p of [...pairs]) cut(p);
      });
    },
    stall() {
      mode = 'stall';
      for (const p of pairs) {
        p.client.pause();
        p.upstream.pause();
      }
    },
    connections: () => opened,
    async close() {
      mode = 'refuse';
      for (const p of [...pairs]) cut(p);
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
