// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileRoutes,
  findRouteConflicts,
  formatListenPathError,
  listenPathMessages,
  parseListenPath,
  routeKey,
  type RouteDefinition,
} from '../../src/server/gateway/routes.ts';

const r = (method: string, listenPath: string, data: string, envType = 3): RouteDefinition<string> => ({
  envType,
  method,
  listenPath,
  data,
});

describe('parseListenPath', () => {
  it.each([
    ['/', '/'],
    ['/weather/v1/now', '/weather/v1/now'],
    ['/weather/v1/forecast/{city}', '/weather/v1/forecast/{}'],
    ['/a/{x}/b/{y_2}/', '/a/{}/b/{}'],
    ['/%E5%A4%A9%E6%B0%94/{_id}', '/%E5%A4%A9%E6%B0%94/{}'],
    ['/天气/now', '/%E5%A4%A9%E6%B0%94/now'],
  ])('accepts %s with shape %s', (path, shape) => {
    expect(parseListenPath(path)).toMatchObject({ ok: true, shape });
  });

  it.each([
    ['weather/v1', 'must_start_with_slash'],
    ['', 'must_start_with_slash'],
    ['/a//b', 'empty_segment'],
    ['/a b', 'bad_character'],
    ['/a?x=1', 'bad_character'],
    ['/a#x', 'bad_character'],
    ['/a/%E4', 'bad_character'],
    ['/a%2Fb', 'bad_character'],
    ['/a/{1x}', 'bad_param'],
    ['/a/v{n}', 'bad_param'],
    ['/a/{x', 'bad_param'],
    ['/a/{}', 'bad_param'],
    ['/a/{x-y}', 'bad_param'],
    ['/a/{x}/b/{x}', 'duplicate_param'],
  ])('refuses %j: %s', (path, reason) => {
    expect(parseListenPath(path)).toMatchObject({ ok: false, reason });
  });

  it('has zh and en messages for every reason', () => {
    expect(Object.keys(listenPathMessages.zh).sort()).toEqual(Object.keys(listenPathMessages.en).sort());
    const bad = parseListenPath('/a/v{n}');
    if (bad.ok) throw new Error('expected an error');
    expect(formatListenPathError(bad, 'en')).toBe(
      'The path parameter "v{n}" must be a whole segment written {param_name}, of letters, digits and _ not starting with a digit',
    );
    expect(formatListenPathError(bad, 'zh')).toContain('“v{n}”');
  });
});

describe('compileRoutes', () => {
  const table = compileRoutes([
    r('GET', '/weather/v1/now', 'now'),
    r('GET', '/weather/v1/forecast/{city}', 'forecast'),
    r('GET', '/weather/v1/forecast/today', 'today'),
    r('POST', '/fx/v1/convert', 'convert'),
    r('GET', '/users/{id}/orders/{orderId}', 'order'),
    r('GET', '/users/me/orders/latest', 'latest'),
    r('ANY', '/demo/v1/echo', 'echo'),
    r('GET', '/', 'root'),
    r('GET', '/天气/{城}'.replace('{城}', '{c}'), 'zh'),
    r('GET', '/weather/v1/now', 'now-test', 1),
  ]);

  it('finds static routes per environment and method', () => {
    expect(table.match(3, 'GET', '/weather/v1/now')?.route.data).toBe('now');
    expect(table.match(1, 'GET', '/weather/v1/now')?.route.data).toBe('now-test');
    expect(table.match(2, 'GET', '/weather/v1/now')).toBeUndefined();
    expect(table.match(3, 'POST', '/weather/v1/now')).toBeUndefined();
    expect(table.match(3, 'post', '/fx/v1/convert')?.route.data).toBe('convert');
    expect(table.match(3, 'GET', '/')?.route.data).toBe('root');
  });

  it('extracts path parameters, decoded', () => {
    expect(table.match(3, 'GET', '/weather/v1/forecast/beijing')).toMatchObject({
      route: { data: 'forecast' },
      params: { city: 'beijing' },
    });
    expect(table.match(3, 'GET', '/weather/v1/forecast/%E5%8C%97%E4%BA%AC')?.params).toEqual({ city: '北京' });
    expect(table.match(3, 'GET', '/weather/v1/forecast/a%2Fb')?.params).toEqual({ city: 'a/b' });
    expect(table.match(3, 'GET', '/users/42/orders/7')?.params).toEqual({ id: '42', orderId: '7' });
    expect(table.match(3, 'GET', '/%E5%A4%A9%E6%B0%94/x')).toMatchObject({ route: { data: 'zh' }, params: { c: 'x' } });
  });

  it('prefers a static segment to a parameter, and falls back to the parameter when the static branch leads nowhere', () => {
    expect(table.match(3, 'GET', '/weather/v1/forecast/today')?.route.data).toBe('today');
    expect(table.match(3, 'GET', '/users/me/orders/latest')?.route.data).toBe('latest');
    expect(table.match(3, 'GET', '/users/me/orders/9')).toMatchObject({
      route: { data: 'order' },
      params: { id: 'me', orderId: '9' },
    });
  });

  it('ignores a trailing slash and nothing else', () => {
    expect(table.match(3, 'GET', '/weather/v1/now/')?.route.data).toBe('now');
    expect(table.match(3, 'GET', '/weather/v1/NOW')).toBeUndefined();
    expect(table.match(3, 'GET', '/weather//v1/now')).toBeUndefined();
    expect(table.match(3, 'GET', '/weather/v1/forecast/')).toBeUndefined(); // a parameter is never empty
    expect(table.match(3, 'GET', '/weather/v1/forecast/a/b')).toBeUndefined();
    expect(table.match(3, 'GET', 'weather/v1/now')).toBeUndefined();
    expect(table.match(3, 'GET', '/weather/v1/forecast/%E4')).toBeUndefined(); // bad encoding
  });

  it('serves ANY for every method without a route of its own', () => {
    for (const m of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'])
      expect(table.match(3, m, '/demo/v1/echo')?.route.data).toBe('echo');
    const withGet = compileRoutes([r('ANY', '/x', 'any'), r('GET', '/x', 'get')]);
    expect(withGet.match(3, 'GET', '/x')?.route.data).toBe('get');
    expect(withGet.match(3, 'DELETE', '/x')?.route.data).toBe('any');
    expect(withGet.conflicts).toEqual([]);
  });

  it('reports conflicts (same environment, method and path up to parameter names) and serves the first', () => {
    const routes = [
      r('GET', '/a/{x}', 'first'),
      r('GET', '/a/{y}/', 'second'),
      r('get', '/a/{z}', 'third'),
      r('POST', '/a/{x}', 'other method'),
      r('GET', '/a/{x}', 'other env', 1),
      r('GET', '/a/b', 'static'),
    ];
    const t = compileRoutes(routes);
    expect(t.conflicts).toEqual([
      { envType: 3, method: 'GET', shape: '/a/{}', routes: [routes[0], routes[1], routes[2]] },
    ]);
    expect(t.size).toBe(4);
    expect(t.match(3, 'GET', '/a/q')?.route.data).toBe('first');
    expect(findRouteConflicts(routes)).toEqual(t.conflicts);
    expect(routeKey(3, 'get', '/a/{y}/')).toBe(routeKey(3, 'GET', '/a/{x}'));
    expect(routeKey(3, 'GET', '/a/b')).not.toBe(routeKey(3, 'GET', '/a/{x}'));
    expect(routeKey(3, 'GET', 'bad')).toBeUndefined();
  });

  it('leaves out and reports routes with an invalid listen path', () => {
    const t = compileRoutes([r('GET', 'nope', 'bad'), r('GET', '/ok', 'ok')]);
    expect(t.invalid).toEqual([{ route: r('GET', 'nope', 'bad'), reason: 'must_start_with_slash' }]);
    expect(t.size).toBe(1);
  });

  it('agrees with a per-route reference matcher on generated tables', () => {
    const seg = fc.constantFrom('a', 'b', 'c', '{p}', '{q}');
    const route = fc.tuple(fc.constantFrom('GET', 'POST'), fc.array(seg, { minLength: 0, maxLength: 4 }));
    const request = fc.tuple(
      fc.constantFrom('GET', 'POST'),
      fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.array(route, { maxLength: 12 }),
        fc.array(request, { minLength: 1, maxLength: 10 }),
        (defs, requests) => {
          const routes = defs.map(([m, segs], i) => {
            const named = segs.map((s, j) => (s.startsWith('{') ? `{${s[1]}${j}}` : s));
            return r(m, '/' + named.join('/'), String(i));
          });
          const t = compileRoutes(routes);
          const served = routes.filter((x) => !t.conflicts.some((c) => c.routes.slice(1).includes(x)));
          for (const [m, segs] of requests) {
            const got = t.match(3, m, '/' + segs.join('/'));
            // Reference: among served routes of this method whose shape fits, the one that is static earliest wins.
            const fits = served
              .filter((x) => x.method === m)
              .map((x) => ({ x, parts: x.listenPath === '/' ? [] : x.listenPath.slice(1).split('/') }))
              .filter(
                ({ parts }) =>
                  parts.length === segs.length && parts.every((p, i) => p.startsWith('{') || p === segs[i]),
              );
            const rank = (parts: string[]) => parts.map((p) => (p.startsWith('{') ? '1' : '0')).join('');
            fits.sort((a, b) => (rank(a.parts) < rank(b.parts) ? -1 : rank(a.parts) > rank(b.parts) ? 1 : 0));
            expect(got?.route.data).toBe(fits[0]?.x.data);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
