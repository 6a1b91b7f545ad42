/** A real HTTP receiver for webhook tests: records every request and answers with the status the test sets. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body, path: req.url ?? '' });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: true, status }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(s: number) {
      status = s;
    },
    /** the requests carrying this event type */
    of: (type: string) => received.filter((r) => JSON.parse(r.body).type === type),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
