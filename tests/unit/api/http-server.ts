/** A real local HTTP server for the wrapper's tests: records each request and answers what the test scripted. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApi } from '../../../src/api/client.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/shared/constants.ts';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Reply = (req: Seen, res: ServerResponse) => void;

export interface TestServer {
  origin: string;
  seen: Seen[];
  reply: Reply;
  close(): Promise<void>;
}

export const json =
  (status: number, payload: unknown): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(payload));
  };

export const envelope = (data: unknown): Reply => json(200, { success: true, code: 'OK', message: 'ok', data });
export const failure = (status: number, code: string, message: string, data: unknown = null): Reply =>
  json(status, { success: false, code, message, data });

/** `server`: an object to start it in (useTestServer hands it out before the server is up) */
export async function startServer(
  server: TestServer = { origin: '', seen: [], reply: envelope(null), close: async () => undefined },
): Promise<TestServer> {
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      server.seen.push(seen);
      server.reply(seen, res);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  server.close = () =>
    new Promise((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
  return server;
}

/**
 * A test file's server: started before its tests with the API client pointed at it, stopped after them; before each
 * test the browser's storage is empty, nothing is seen yet and every request is answered with an empty envelope (a
 * file's own beforeEach, registered after this, may script something else).
 */
export function useTestServer(): TestServer {
  const server: TestServer = { origin: '', seen: [], reply: envelope(null), close: async () => undefined };
  beforeAll(async () => {
    await startServer(server);
    configureApi({ baseUrl: server.origin });
  });
  afterAll(async () => {
    configureApi({ baseUrl: '', timeoutMs: REQUEST_TIMEOUT_MS });
    await server.close();
  });
  beforeEach(() => {
    localStorage.clear();
    server.seen.length = 0;
    server.reply = envelope(null);
  });
  return server;
}
