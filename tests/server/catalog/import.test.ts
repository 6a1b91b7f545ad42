/**
 * groupImport / groupExport with public-style descriptions of different shapes (tests/fixtures/openapi): OpenAPI 3.0
 * and 3.1, Swagger 2.0, YAML and JSON, $ref, path parameters, several servers. Dry runs write nothing; imports write
 * all or nothing; import → export → import keeps the API set; broken documents are refused with a located error.
 */
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeGroup, providerAccount } from './fixtures.ts';
import { parseApiDocument } from '../../../src/server/catalog/openapi-document.ts';
import { FX, IDCHECK, SMS, WEATHER } from '../../../src/server/demo/documents.ts';

const dir = join(import.meta.dirname, '../../fixtures/openapi');
const read = (f: string) => readFileSync(join(dir, f), 'utf8');

const FIXTURES: [string, string[], Record<number, string>][] = [
  [
    'petstore-3.0.yaml',
    ['GET /pets', 'POST /pets', 'GET /pets/{petId}'],
    { 1: 'http://sandbox.petstore.swagger.io/v1', 3: 'http://petstore.swagger.io/v1' },
  ],
  [
    'library-3.1.json',
    ['GET /books', 'POST /books', 'GET /books/{isbn}', 'DELETE /books/{isbn}', 'GET /authors/{authorId}/books'],
    {
      1: 'https://api.library.example.org/v2',
      2: 'https://api.library.example.org/v2',
      3: 'https://api.library.example.org/v2',
    },
  ],
  [
    'weather-station-swagger2.yaml',
    ['GET /stations', 'GET /stations/{stationId}/readings', 'POST /stations/{stationId}/readings'],
    {
      1: 'https://stations.example.net/api',
      2: 'https://stations.example.net/api',
      3: 'https://stations.example.net/api',
    },
  ],
  [
    'shop-swagger2.json',
    ['GET /orders', 'POST /orders', 'PUT /orders/{orderId}', 'POST /files'],
    { 1: 'https://shop.example.com/v2', 2: 'https://shop.example.com/v2', 3: 'https://shop.example.com/v2' },
  ],
  [
    'crm-3.0.json',
    [
      'GET /contacts/{contactId}',
      'PUT /contacts/{contactId}',
      'PATCH /contacts/{contactId}',
      'DELETE /contacts/{contactId}',
      'POST /contacts',
    ],
    {
      1: 'https://dev.crm.example.com/api',
      2: 'https://staging.crm.example.com/api',
      3: 'https://eu.crm.example.com/api',
    },
  ],
];

let t: TestApp;
let call: ReturnType<typeof caller>;
let provider: string;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  provider = (await providerAccount(t, 'import_provider')).ticket;
});
afterAll(async () => {
  await t.dispose();
});

const routes = (apis: { method_type: string; listen_path: string }[]) =>
  apis.map((a) => `${a.method_type} ${a.listen_path}`).sort();
const counts = async () => ({
  groups: Number(
    (
      await t.deps.db
        .selectFrom('api_groups')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  apis: Number(
    (
      await t.deps.db
        .selectFrom('apis')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});
const imp = (body: Record<string, unknown>, lang = 'en') =>
  call('POST', '/newopen/service/group/import', body, provider, lang);

describe.each(FIXTURES)('%s', (file, expected, upstreams) => {
  it('previews without writing, imports all, and round-trips through export', async () => {
    const content = read(file);
    const before = await counts();
    const dry = await imp({ content, dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, group_id: null, conflicts: [] });
    expect(routes(dry.json().data.apis)).toEqual([...expected].sort());
    expect(dry.json().data.apis.every((a: any) => a.change === 'create')).toBe(true);
    expect(await counts()).toEqual(before);

    const real = await imp({ content });
    expect(real.statusCode, real.body).toBe(200);
    const groupId = real.json().data.group_id;
    const detail = (await call('GET', `/newopen/service/group/detail?group_id=${groupId}`, undefined, provider)).json()
      .data;
    expect(routes(detail.apis)).toEqual([...expected].sort());
    expect(Object.fromEntries(detail.upstreams.map((u: any) => [u.env_type, u.base_url]))).toEqual(upstreams);
    expect(detail.apis.every((a: any) => a.api_name.length > 0)).toBe(true);

    const exported = await call('GET', `/newopen/service/group/export?group_id=${groupId}`, undefined, provider);
    expect(exported.statusCode).toBe(200);
    const doc = exported.json().data;
    expect(doc.openapi).toBe('3.1.0');
    const reparsed = await parseApiDocument(JSON.stringify(doc));
    expect(routes(reparsed.apis)).toEqual([...expected].sort());
    expect(reparsed.apis.map((a) => a.api_name).sort()).toEqual(detail.apis.map((a: any) => a.api_name).sort());

    // the export imported back into its group changes nothing in the API set
    const again = await imp({ content: JSON.stringify(doc), group_id: groupId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.apis.filter((a: any) => a.change === 'create')).toEqual([]);
    expect(again.json().data.removed).toEqual([]);
    const after = (await call('GET', `/newopen/service/group/detail?group_id=${groupId}`, undefined, provider)).json()
      .data;
    expect(after.apis.map((a: any) => a.api_id).sort()).toEqual(detail.apis.map((a: any) => a.api_id).sort());
  });
});

describe('documents refused with a located error, nothing written', () => {
  it.each([
    ['YAML syntax', 'openapi: 3.0.0\ninfo:\n  title: [unclosed\n  version: 1\npaths: {}\n', /line \d+, column \d+/],
    ['not OpenAPI', '{"hello": "world"}', /openapi \(3\.x\) or swagger/],
    [
      'schema violation',
      'openapi: 3.0.0\ninfo:\n  title: x\npaths:\n  /a:\n    get:\n      responses: { "200": { description: ok } }\n',
      /\/info \(line 3, column \d+\)/,
    ],
    [
      'missing $ref',
      'openapi: 3.0.0\ninfo: { title: x, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "#/components/schemas/Nope" }\n',
      /\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/\$ref \(line 11/,
    ],
    ['no operations', 'openapi: 3.0.0\ninfo: { title: x, version: "1" }\npaths: {}\n', /no operations/],
    [
      'bad path parameter',
      'openapi: 3.0.0\ninfo: { title: x, version: "1" }\npaths:\n  /a/{b}x:\n    get:\n      responses: { "200": { description: ok } }\n',
      /\/paths\/~1a~1\{b\}x/,
    ],
  ])('%s', async (_name, content, where) => {
    const before = await counts();
    const r = await imp({ content });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().data.errors[0].field).toBe('content');
    expect(r.json().message).toMatch(where);
    expect(await counts()).toEqual(before);
  });
});

describe('conflicts', () => {
  const clashing = `openapi: 3.0.0
info: { title: Clash test, version: "1" }
servers: [{ url: "https://x.example.com" }]
paths:
  /clash/free:
    get: { summary: free one, responses: { "200": { description: ok } } }
  /weather/v1/forecast/{day}:
    get: { summary: clashing one, responses: { "200": { description: ok } } }
`;
  it('lists each clash in the preview and blocks the whole import', async () => {
    const dry = (await imp({ content: clashing, dry_run: true })).json().data;
    expect(dry.conflicts).toEqual([
      expect.objectContaining({
        method_type: 'GET',
        listen_path: '/weather/v1/forecast/{day}',
        pointer: '/paths/~1weather~1v1~1forecast~1{day}/get',
        api_name: '天气预报',
        group_name: '天气查询',
      }),
    ]);
    const before = await counts();
    const r = await imp({ content: clashing });
    expect(r.statusCode).toBe(409);
    expect(r.json().data.errors[0].field).toBe('/paths/~1weather~1v1~1forecast~1{day}/get');
    expect(await counts()).toEqual(before);
  });

  it("refuses to import into a group that is not a draft or not the caller's", async () => {
    const weather = await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow();
    expect(
      (await imp({ content: read('petstore-3.0.yaml'), group_id: weather.group_id, dry_run: true })).statusCode,
    ).toBe(404);
    const demo = await t.login('provider');
    const r = await call(
      'POST',
      '/newopen/service/group/import',
      { content: read('petstore-3.0.yaml'), group_id: weather.group_id, dry_run: true },
      demo,
    );
    expect(r.statusCode).toBe(409);
  });

  it('imports into an existing draft: matched routes update in place, new ones are created, missing ones are listed', async () => {
    const g = await makeGroup(t, provider, { upstreams: [{ env_type: 1, base_url: 'https://t.example.com' }] });
    const first = `openapi: 3.0.0\ninfo: { title: t, version: "1" }\npaths:\n  /merge/a: { get: { summary: A, responses: { "200": { description: ok } } } }\n  /merge/b: { get: { summary: B, responses: { "200": { description: ok } } } }\n`;
    const second = `openapi: 3.0.0\ninfo: { title: t, version: "2" }\npaths:\n  /merge/a: { get: { summary: A2, responses: { "200": { description: ok } } } }\n  /merge/c: { post: { summary: C, responses: { "200": { description: ok } } } }\n`;
    expect((await imp({ content: first, group_id: g })).statusCode).toBe(200);
    const dry = (await imp({ content: second, group_id: g, dry_run: true })).json().data;
    expect(dry.apis.map((a: any) => [a.listen_path, a.change])).toEqual([
      ['/merge/a', 'update'],
      ['/merge/c', 'create'],
    ]);
    expect(dry.removed.map((a: any) => a.listen_path)).toEqual(['/merge/b']);
  });

  it("fills a draft's environments from the document's servers, keeps what the document leaves out, or takes the given choice", async () => {
    const g = await makeGroup(t, provider, {
      upstreams: [{ env_type: 1, base_url: 'https://t.example.com', timeout_ms: 5000 }],
    });
    const ups = async () =>
      (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider))
        .json()
        .data.upstreams.map((u: any) => [u.env_type, u.base_url, u.timeout_ms]);
    const one = `openapi: 3.0.0\ninfo: { title: t, version: "1" }\nservers: [{ url: "https://one.example.com/api" }]\npaths:\n  /fill/a: { get: { summary: A, responses: { "200": { description: ok } } } }\n`;
    const dry = (await imp({ content: one, group_id: g, dry_run: true })).json().data;
    expect(dry.servers).toEqual([{ url: 'https://one.example.com/api', description: null, env_type: null }]);
    expect(dry.current_upstreams.map((u: any) => u.base_url)).toEqual(['https://t.example.com']);
    expect((await imp({ content: one, group_id: g })).statusCode).toBe(200);
    expect(await ups()).toEqual([
      [1, 'https://one.example.com/api', 5000],
      [2, 'https://one.example.com/api', 10000],
      [3, 'https://one.example.com/api', 10000],
    ]);

    const hinted = `openapi: 3.0.0\ninfo: { title: t, version: "1" }\nservers: [{ url: "https://a.example.com", description: production }, { url: "https://b.example.com", description: sandbox }]\npaths:\n  /fill/a: { get: { summary: A, responses: { "200": { description: ok } } } }\n`;
    expect((await imp({ content: hinted, group_id: g })).statusCode).toBe(200);
    expect(await ups()).toEqual([
      [1, 'https://b.example.com', 5000],
      [2, 'https://one.example.com/api', 10000],
      [3, 'https://a.example.com', 10000],
    ]);

    const chosen = await imp({
      content: hinted,
      group_id: g,
      upstreams: [{ env_type: 2, base_url: 'https://a.example.com', timeout_ms: 3000 }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await ups()).toEqual([[2, 'https://a.example.com', 3000]]);
  });
});

describe('the demo documents', () => {
  it.each([
    ['weather', WEATHER],
    ['fx', FX],
    ['idcheck', IDCHECK],
    ['sms', SMS],
  ])('%s is valid OpenAPI/Swagger', async (_n, doc) => {
    const parsed = await parseApiDocument(doc);
    expect(parsed.apis.length).toBeGreaterThan(0);
  });
});

describe('examples are JSON values', () => {
  const reply = { city: { code: '101010100', name: '北京' }, temperature_c: 6, tags: ['晴', 3, true, null] };
  const sent = { city: '北京', days: 3 };

  it('stores them as JSON, exports real example objects that validate, and round-trips them through import', async () => {
    const g = await makeGroup(t, provider);
    const api = async (body: Record<string, unknown>) => {
      const r = await call('POST', '/newopen/service/api', { group_id: g, sort: 0, ...body }, provider);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    };
    const json = await api({
      api_name: 'json examples',
      method_type: 'POST',
      listen_path: `/examples/${g}/json`,
      request_body: {
        content_type: 'application/json',
        schema: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' } } },
        required: true,
        example: sent,
      },
      response_schema: {
        status: '200',
        description: 'ok',
        content_type: 'application/json',
        schema: { type: 'object' },
      },
      response_example: reply,
    });
    expect(json).toMatchObject({ response_example: reply, request_body: { example: sent } });
    await api({
      api_name: 'text example',
      method_type: 'GET',
      listen_path: `/examples/${g}/text`,
      response_schema: { status: '200', description: 'ok', content_type: 'text/plain', schema: { type: 'string' } },
      response_example: 'OK 42\n',
    });
    const stored = await t.deps.db
      .selectFrom('apis')
      .select(['api_name', 'response_example'])
      .where('group_id', '=', g)
      .orderBy('api_name')
      .execute();
    expect(stored).toEqual([
      { api_name: 'json examples', response_example: reply },
      { api_name: 'text example', response_example: 'OK 42\n' },
    ]);

    const doc = (await call('GET', `/newopen/service/group/export?group_id=${g}`, undefined, provider)).json().data;
    await SwaggerParser.validate(structuredClone(doc));
    const post = doc.paths[`/examples/${g}/json`].post;
    expect(post.responses['200'].content['application/json'].example).toEqual(reply);
    expect(post.requestBody.content['application/json'].example).toEqual(sent);
    expect(doc.paths[`/examples/${g}/text`].get.responses['200'].content['text/plain'].example).toBe('OK 42\n');

    const parsed = await parseApiDocument(JSON.stringify(doc));
    const byName = new Map(parsed.apis.map((a) => [a.api_name, a]));
    expect(byName.get('json examples')).toMatchObject({ response_example: reply, request_body: { example: sent } });
    expect(byName.get('text example')).toMatchObject({ response_example: 'OK 42\n' });
    // into its own group: the examples come back as the same JSON values
    const again = await imp({ content: JSON.stringify(doc), group_id: g });
    expect(again.statusCode, again.body).toBe(200);
    const detail = (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider)).json().data;
    const j = detail.apis.find((a: any) => a.listen_path === `/examples/${g}/json`);
    expect(j).toMatchObject({ response_example: reply, request_body: { example: sent } });
  });

  it('reads Swagger 2.0 response examples by media type', async () => {
    const parsed = await parseApiDocument(`swagger: "2.0"
info: { title: s, version: "1" }
produces: [application/json]
paths:
  /s:
    get:
      responses:
        "200": { description: ok, schema: { type: object }, examples: { application/json: { a: 1 } } }
`);
    expect(parsed.apis[0].response_example).toEqual({ a: 1 });
  });
});
