/**
 * Data templates (issue 25 item 23, SPEC section 3): a provider's enterprise keeps reusable field sets (a response
 * envelope, paging parameters, error codes); APIs that choose one carry its fields marked with its id; editing the
 * template rewrites them in every API that uses it (in one transaction), deleting it removes them; the API's own
 * fields stay. Another enterprise gets 404 and changes nothing, and cannot apply the template to its APIs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeGroup, providerAccount } from './fixtures.ts';

let t: TestApp;
let mine: string, stranger: string;
let call: ReturnType<typeof caller>;
let groupId: number;
let tpl: number;
const apis: number[] = [];

const ENVELOPE = {
  template_name: '通用响应',
  template_name_en: 'Common envelope',
  request_params: [
    { name: 'page_no', in: 'query', required: false, description: '页码', schema: { type: 'integer' } },
    { name: 'page_size', in: 'query', required: false, description: '每页条数', schema: { type: 'integer' } },
  ],
  response_schema: {
    status: '200',
    content_type: 'application/json',
    schema: {
      type: 'object',
      properties: { code: { type: 'string', description: '结果码' }, message: { type: 'string' } },
      required: ['code'],
    },
  },
  error_codes: [
    { code: '400', description: '参数错误' },
    { code: '500', description: '服务异常' },
  ],
};

async function enterprise(userId: number, name: string) {
  const e = await t.deps.db
    .insertInto('enterprises')
    .values({ enterprise_name: name, updated_at: new Date(), created_by: userId })
    .returning('enterprise_id')
    .executeTakeFirstOrThrow();
  await t.deps.db.updateTable('users').set({ enterprise_id: e.enterprise_id }).where('user_id', '=', userId).execute();
}

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  const a = await providerAccount(t, 'tpl_provider_a');
  const b = await providerAccount(t, 'tpl_provider_b');
  await enterprise(a.user_id, '模板企业甲');
  await enterprise(b.user_id, '模板企业乙');
  mine = a.ticket;
  stranger = b.ticket;
  groupId = await makeGroup(t, mine);
}, 300_000);
afterAll(async () => {
  await t?.dispose();
});

const api = async (id: number, ticket = mine) =>
  (await call('GET', `/newopen/service/api/${id}`, undefined, ticket)).json();

describe('data templates', () => {
  it('refuses an empty template next to the field (zh, en) and saves nothing', async () => {
    const zh = await call('POST', '/newopen/service/data_template', { template_name: '空模板' }, mine);
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.errors[0]).toMatchObject({
      field: 'request_params',
      message: expect.stringContaining('至少'),
    });
    const en = await call('POST', '/newopen/service/data_template', { template_name: 'x' }, mine, 'en');
    expect(en.json().data.errors[0].message).toMatch(/at least one/);
    expect((await call('GET', '/newopen/service/data_template/page', undefined, mine)).json().data.total).toBe(0);
  });

  it('two APIs choose the template: its fields are merged in, marked, next to the API’s own', async () => {
    const made = await call('POST', '/newopen/service/data_template', ENVELOPE, mine);
    expect(made.statusCode, made.body).toBe(200);
    tpl = made.json().data.template_id;
    for (const path of ['/tpl/orders', '/tpl/users']) {
      const r = await call(
        'POST',
        '/newopen/service/api',
        {
          group_id: groupId,
          api_name: `列表 ${path}`,
          listen_path: path,
          method_type: 'GET',
          sort: 0,
          data_template_ids: [tpl],
          request_params: [{ name: 'keyword', in: 'query', required: false, schema: { type: 'string' } }],
          response_schema: {
            status: '200',
            content_type: 'application/json',
            schema: { type: 'object', properties: { data: { type: 'array' } } },
          },
          error_codes: [{ code: '404', description: '不存在' }],
        },
        mine,
      );
      expect(r.statusCode, r.body).toBe(200);
      apis.push(r.json().data.api_id);
    }
    const a = (await api(apis[0])).data;
    expect(a.data_template_ids).toEqual([tpl]);
    expect(a.request_params.map((p: any) => [p.name, p.template_id ?? null])).toEqual([
      ['keyword', null],
      ['page_no', tpl],
      ['page_size', tpl],
    ]);
    // jsonb keeps keys in its own order
    expect(Object.keys(a.response_schema.schema.properties).sort()).toEqual(['code', 'data', 'message']);
    expect(a.response_schema.schema.properties.code['x-template']).toBe(tpl);
    expect(a.response_schema.schema.properties.data['x-template']).toBeUndefined();
    expect(a.response_schema.schema.required).toEqual(['code']);
    expect(a.error_codes.map((e: any) => [e.code, e.template_id ?? null])).toEqual([
      ['404', null],
      ['400', tpl],
      ['500', tpl],
    ]);
    const list = (await call('GET', '/newopen/service/data_template/page', undefined, mine)).json().data.list;
    expect(list[0]).toMatchObject({ template_id: tpl, used_by: 2 });
  });

  it('editing the template rewrites its fields in every API that uses it; their own fields stay', async () => {
    const r = await call(
      'PUT',
      '/newopen/service/data_template',
      {
        ...ENVELOPE,
        template_id: tpl,
        response_schema: {
          ...ENVELOPE.response_schema,
          schema: {
            type: 'object',
            properties: { code: { type: 'string' }, request_id: { type: 'string', description: '请求编号' } },
          },
        },
        error_codes: [{ code: '500', description: '系统繁忙' }],
      },
      mine,
    );
    expect(r.statusCode, r.body).toBe(200);
    for (const id of apis) {
      const a = (await api(id)).data;
      expect(Object.keys(a.response_schema.schema.properties).sort()).toEqual(['code', 'data', 'request_id']);
      expect(a.response_schema.schema.properties.request_id['x-template']).toBe(tpl);
      expect(a.error_codes).toEqual([
        { code: '404', description: '不存在' },
        { code: '500', description: '系统繁忙', template_id: tpl },
      ]);
      expect(a.request_params.map((p: any) => p.name)).toEqual(['keyword', 'page_no', 'page_size']);
    }
  });

  it('another enterprise gets 404 on the template, changes nothing, and cannot apply it to its APIs', async () => {
    const before = (await call('GET', `/newopen/service/data_template/${tpl}`, undefined, mine)).json().data;
    expect((await call('GET', `/newopen/service/data_template/${tpl}`, undefined, stranger)).statusCode).toBe(404);
    const put = await call(
      'PUT',
      '/newopen/service/data_template',
      { ...ENVELOPE, template_id: tpl, template_name: '改' },
      stranger,
    );
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/newopen/service/data_template/${tpl}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/newopen/service/data_template/page', undefined, stranger)).json().data.total).toBe(0);
    expect((await call('GET', `/newopen/service/data_template/${tpl}`, undefined, mine)).json().data).toEqual(before);
    const theirs = await makeGroup(t, stranger);
    const r = await call(
      'POST',
      '/newopen/service/api',
      { group_id: theirs, api_name: 'x', listen_path: '/tpl/x', method_type: 'GET', sort: 0, data_template_ids: [tpl] },
      stranger,
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors[0]).toMatchObject({ field: 'data_template_ids' });
    const left = await t.deps.db.selectFrom('apis').select('api_id').where('group_id', '=', theirs).execute();
    expect(left).toEqual([]);
  });

  it('an API that drops the template loses its fields; deleting the template removes them everywhere', async () => {
    const cur = (await api(apis[0])).data;
    const r = await call(
      'PUT',
      '/newopen/service/api',
      {
        api_id: apis[0],
        group_id: groupId,
        api_name: cur.api_name,
        listen_path: cur.listen_path,
        method_type: 'GET',
        sort: 0,
        data_template_ids: [],
      },
      mine,
    );
    expect(r.statusCode, r.body).toBe(200);
    const a = (await api(apis[0])).data;
    expect(a.data_template_ids).toEqual([]);
    expect(a.request_params.map((p: any) => p.name)).toEqual(['keyword']);
    expect(Object.keys(a.response_schema.schema.properties)).toEqual(['data']);
    expect((await call('DELETE', `/newopen/service/data_template/${tpl}`, undefined, mine)).statusCode).toBe(200);
    const b = (await api(apis[1])).data;
    expect(b.data_template_ids).toEqual([]);
    expect(b.error_codes).toEqual([{ code: '404', description: '不存在' }]);
  });
});

describe('a provider outside any enterprise', () => {
  it('owns its own templates: sees and applies them; another such provider gets 404', async () => {
    const solo = await providerAccount(t, 'tpl_provider_solo');
    const other = await providerAccount(t, 'tpl_provider_solo2');
    const made = await call('POST', '/newopen/service/data_template', ENVELOPE, solo.ticket);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.template_id;
    expect((await call('GET', '/newopen/service/data_template/page', undefined, solo.ticket)).json().data.total).toBe(
      1,
    );
    expect((await call('GET', `/newopen/service/data_template/${id}`, undefined, other.ticket)).statusCode).toBe(404);
    expect((await call('GET', '/newopen/service/data_template/page', undefined, other.ticket)).json().data.total).toBe(
      0,
    );
    const group = await makeGroup(t, solo.ticket);
    const r = await call(
      'POST',
      '/newopen/service/api',
      {
        group_id: group,
        api_name: 'solo',
        listen_path: '/tpl/solo',
        method_type: 'GET',
        sort: 0,
        data_template_ids: [id],
      },
      solo.ticket,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect((await api(r.json().data.api_id, solo.ticket)).data.data_template_ids).toEqual([id]);
    const list = (await call('GET', '/newopen/service/data_template/page', undefined, solo.ticket)).json().data.list;
    expect(list[0].used_by).toBe(1);
  });
});
