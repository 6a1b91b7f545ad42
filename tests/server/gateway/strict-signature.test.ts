/**
 * A group's strict signature checks (item 10 of issue 23): off, the gateway stays as lenient as Alibaba's (a JSON
 * body without Content-MD5, repeated query keys, a query key that repeats a form field all pass, the SDKs' way);
 * on, each of them is refused with 400. Real signed requests over HTTP through the real gateway; the flag itself is
 * saved with the group through the catalog's API and reaches the gateway's route feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';
import { caller, makeApi, makeGroup, providerAccount } from '../catalog/fixtures.ts';
import { route, signedCall, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const up = h.upstream.url;
  await h.update({
    routes: [
      ...h.feed.routes,
      // group 1, to which the test application is subscribed: lenient and strict copies of the echo API
      route({ api_id: 61, listen_path: '/lenient/v1/echo', method_type: 'ANY', backend_path: '/demo/v1/echo' }, up),
      route(
        {
          api_id: 62,
          listen_path: '/strict/v1/echo',
          method_type: 'ANY',
          backend_path: '/demo/v1/echo',
          signature_strict: true,
        },
        up,
      ),
    ],
  });
});
afterAll(async () => {
  await h?.close();
});

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' };
const json = JSON.stringify({ amount: '100' });

type Input = Parameters<typeof signedCall>[1];
const CASES: Array<{
  name: string;
  input: (path: string) => Input;
  strict: { status: number; code?: string; message?: RegExp };
}> = [
  {
    name: 'JSON body with Content-MD5',
    input: (path) => ({ path, method: 'POST', body: json }),
    strict: { status: 200 },
  },
  {
    name: 'JSON body without Content-MD5',
    input: (path) => ({ path, method: 'POST', body: json, contentMd5: false }),
    strict: { status: 400, code: 'MISSING_HEADER', message: /^Missing header Content-MD5$/ },
  },
  {
    name: 'DELETE body without Content-MD5',
    input: (path) => ({ path, method: 'DELETE', body: json, contentMd5: false }),
    strict: { status: 400, code: 'MISSING_HEADER' },
  },
  {
    name: 'form body (signed field by field, no Content-MD5 needed)',
    input: (path) => ({ path, method: 'POST', form: { a: '1', b: '2' }, headers: FORM }),
    strict: { status: 200 },
  },
  {
    name: 'GET with distinct query keys',
    input: (path) => ({ path, query: { a: '1', b: '2' } }),
    strict: { status: 200 },
  },
  {
    name: 'repeated query key',
    input: (path) => ({
      path,
      query: [
        ['k', '1'],
        ['k', '2'],
      ],
    }),
    strict: { status: 400, code: 'AMBIGUOUS_PARAMETER', message: /Ambiguous parameter "k": repeated in the query/ },
  },
  {
    name: 'query key that repeats a form field',
    input: (path) => ({ path, method: 'POST', query: { q: 'query' }, form: { q: 'form' }, headers: FORM }),
    strict: { status: 400, code: 'AMBIGUOUS_PARAMETER', message: /in both the query and the form/ },
  },
  {
    name: 'repeated form field',
    input: (path) => ({
      path,
      method: 'POST',
      form: [
        ['f', '1'],
        ['f', '2'],
      ],
      headers: FORM,
    }),
    strict: { status: 400, code: 'AMBIGUOUS_PARAMETER' },
  },
];

describe('signature strictness per group', () => {
  it.each(CASES)('$name: accepted when off (Alibaba-compatible), $strict.status $strict.code when on', async (c) => {
    const lenient = await signedCall(h, c.input('/lenient/v1/echo'));
    expect(lenient.status, lenient.text).toBe(200);
    const strict = await signedCall(h, c.input('/strict/v1/echo'));
    expect({ status: strict.status, code: strict.headers['x-ca-error-code'] }, strict.text).toEqual({
      status: c.strict.status,
      code: c.strict.code,
    });
    if (c.strict.code) {
      expect(strict.json()).toMatchObject({ success: false, code: c.strict.code });
      if (c.strict.message) expect(String(strict.headers['x-ca-error-message'])).toMatch(c.strict.message);
    }
  });

  it('is saved with the group (off by default) and carried into the gateway feed', async () => {
    const { ticket } = await providerAccount(h.t, `strict_${Date.now()}`);
    const call = caller(h.t);
    const lenientId = await makeGroup(h.t, ticket);
    const strictId = await makeGroup(h.t, ticket, { signature_strict: true });
    expect(
      (await call('GET', `/newopen/service/group/detail?group_id=${lenientId}`, undefined, ticket)).json().data
        .signature_strict,
    ).toBe(false);
    expect(
      (await call('GET', `/newopen/service/group/detail?group_id=${strictId}`, undefined, ticket)).json().data
        .signature_strict,
    ).toBe(true);
    const turned = await call(
      'PUT',
      '/newopen/service/group',
      { group_id: lenientId, group_name: `宽松${Date.now()}`, signature_strict: true },
      ticket,
    );
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json().data.signature_strict).toBe(true);
    const bad = await call(
      'PUT',
      '/newopen/service/group',
      { group_id: strictId, group_name: `严格${Date.now()}`, signature_strict: 'yes' },
      ticket,
    );
    expect(bad.statusCode).toBe(400);

    expect((await makeApi(h.t, ticket, strictId, `/strict${Date.now()}/v1/x`)).statusCode).toBe(200);
    // published as the review would leave it: what the gateway reads
    await h.t.deps.db
      .updateTable('api_groups')
      .set({ group_state: 'published' })
      .where('group_id', '=', strictId)
      .execute();
    const fed = (await loadPublishedRoutes(h.t.deps.db)).filter((r) => r.group_id === strictId);
    expect(fed.length).toBe(3);
    expect(fed.every((r) => r.signature_strict === true)).toBe(true);
  });
});
