/**
 * A real local HTTP server for dataProvider tests: records every request (method, path, query, JSON body)
 * and answers with the envelope the test chooses. The request wrapper talks to it over real fetch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export type Responder = (req: Recorded) => Reply;

export const ok = (data: unknown): Reply => ({ body: { success: true, code: 'OK', message: 'ok', data } });
export const fail = (
  status: number,
  code: string,
  message: string,
  errors?: { field: string; message: string }[],
): Reply => ({ status, body: { success: false, code, message, data: errors ? { errors } : null } });

export interface Recorder {
  origin: string;
  calls: Recorded[];
  respond(fn: Responder): void;
  close(): Promise<void>;
}

export async function startRecorder(): Promise<Recorder> {
  const calls: Recorded[] = [];
  let responder: Responder = () => ok(null);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : all[0];
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const rec: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query,
        body: text ? JSON.parse(text) : undefined,
        headers: req.headers,
      };
      calls.push(rec);
      const reply = responder(rec);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    respond(fn) {
      responder = fn;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
