/**
 * Path parameters stay inside the published path: a parameter that is, or decodes (once or more) to, "." or "..",
 * or holds "/" or "\", is refused with 400 BAD_PATH_PARAMETER before anything reaches the upstream. Requests go out
 * on raw node:http (undici and fetch would normalize "..", "\" and "%2e" themselves), correctly signed, to an
 * upstream this test starts, which counts what it is asked.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { KEY, route, SECRET, startHarness, type Harness } from './harness.ts';

let h: Harness;
let upstream: Server;
const hits: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"unpublished"}');
  });
  await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/svc`;
  h = await startHarness({ ALLOWED_UPSTREAMS: '127.0.0.1,127.0.0.2' });
  // published: /trav/forecast/{city} → /svc/weather/forecast/{city}; /svc/weather/now is nobody's API here
  await h.update({
    routes: [
      ...h.feed.routes,
      route({ api_id: 51, listen_path: '/trav/forecast/{city}', backend_path: '/weather/forecast/{city}' }, base),
      route({ api_id: 52, listen_path: '/trav/{a}/{b}/now', backend_path: '/weather/{a}/{b}/now' }, base),
    ],
  });
});
afterAll(async () => {
  await h?.close();
  await new Promise((ok) => upstream?.close(ok));
});

/** Signs `path` exactly as it goes on the request line and sends it without any normalization. */
function rawSignedGet(
  path: string,
): Promise<{ status: number; code: string | undefined; message: string | undefined; body: string }> {
  const signed = signRequest(
    { appKey: KEY, method: 'GET', path, timestamp: h.t.clock.now().getTime() },
    SECRET,
    nodeHmac,
  );
  const { port } = new URL(h.url);
  return new Promise((ok, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path,
        headers: { ...signed.headers, 'X-Ca-Signature': signed.signature },
      },
      (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (c) => {
            body += c;
          })
          .on('end', () =>
            ok({
              status: res.statusCode!,
              code: res.headers['x-ca-error-code'] as string | undefined,
              message: res.headers['x-ca-error-message'] as string | undefined,
              body,
            }),
          );
      },
    );
    req.on('error', fail).end();
  });
}

const ESCAPES = [
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2E%2E',
  '%2e%2E',
  '.%2e',
  '%2E.',
  '%252e',
  '%252e%252e',
  '%252E.',
  '%25252e%25252e',
  '%5c',
  '%5C',
  '..%5c..%5cnow',
  '%2f',
  '%2F',
  '..%2fnow',
  '..%2F..%2Fnow',
  '%252f',
  'a%5cb',
  '\\',
  '..\\now',
  '%2e%2e%2f%2e%2e%2fnow',
];

describe('path parameters that would leave the published path', () => {
  it('an ordinary parameter reaches the published backend path (the control)', async () => {
    hits.length = 0;
    const res = await rawSignedGet('/trav/forecast/beijing');
    expect(res.status, res.body).toBe(200);
    expect(hits).toEqual(['/svc/weather/forecast/beijing']);
  });

  it.each(ESCAPES)('%s is refused with 400 BAD_PATH_PARAMETER and never reaches the upstream', async (value) => {
    hits.length = 0;
    const res = await rawSignedGet(`/trav/forecast/${value}`);
    expect({ status: res.status, code: res.code }, res.body).toEqual({ status: 400, code: 'BAD_PATH_PARAMETER' });
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'BAD_PATH_PARAMETER', data: null });
    expect(res.message).toMatch(/^A path parameter may not be/);
    expect(hits).toEqual([]);
  });

  it('/trav/forecast/../now-style requests never reach an unpublished upstream path', async () => {
    hits.length = 0;
    for (const path of [
      '/trav/forecast/../now',
      '/trav/../weather/now',
      '/trav/%2e%2e/weather/now',
      '/trav/x/%2E%2E/now',
      '/trav/%2e/%2e/now',
    ]) {
      const res = await rawSignedGet(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
    }
    expect(hits).toEqual([]);
  });

  it('dots inside a value are fine ("v1.2", "...")', async () => {
    hits.length = 0;
    expect((await rawSignedGet('/trav/forecast/v1.2')).status).toBe(200);
    expect((await rawSignedGet('/trav/forecast/...')).status).toBe(200);
    expect(hits).toEqual(['/svc/weather/forecast/v1.2', '/svc/weather/forecast/...']);
  });
});
