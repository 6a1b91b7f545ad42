/** The generic repository through real operations (partners, credit groups, sync configs, environments). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
const call = (method: string, url: string, body?: unknown, ticket = admin, lang = 'zh') =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket, language: lang } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.dispose();
});

describe('list: filters, sort and paging', () => {
  it('pages with total, page_num and page_size', async () => {
    for (let i = 0; i < 12; i++) {
      const r = await call('POST', '/newopen/service/partner', {
        partner_name: `伙伴${String(i).padStart(2, '0')}`,
        partner_type: i % 2 ? 'isv' : 'channel',
        started_on: `2025-01-${String(i + 1).padStart(2, '0')}`,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const r = await call(
      'GET',
      '/newopen/service/partner/page?page_num=2&page_size=5&sort_field=partner_name&sort_order=ASC&partner_name=伙伴',
    );
    const data = r.json().data;
    expect(data.total).toBe(12);
    expect(data.page_num).toBe(2);
    expect(data.list.map((p: any) => p.partner_name)).toEqual(['伙伴05', '伙伴06', '伙伴07', '伙伴08', '伙伴09']);
  });

  it('filters by contains (trimmed, case-insensitive), equality and date range', async () => {
    const like = (
      await call('GET', `/newopen/service/partner/page?partner_name=${encodeURIComponent('  伙伴1 ')}&page_size=50`)
    ).json().data;
    expect(like.list.map((p: any) => p.partner_name).sort()).toEqual(['伙伴10', '伙伴11']);
    const eq = (
      await call('GET', '/newopen/service/partner/page?partner_type=isv&partner_name=伙伴&page_size=50')
    ).json().data;
    expect(eq.total).toBe(6);
    const range = (
      await call('GET', '/newopen/service/partner/page?started_on_start=2025-01-03&started_on_end=2025-01-05')
    ).json().data;
    expect(range.list.map((p: any) => p.started_on).sort()).toEqual(['2025-01-03', '2025-01-04', '2025-01-05']);
  });

  it('treats LIKE wildcards in a filter as plain text', async () => {
    const r = (await call('GET', '/newopen/service/partner/page?partner_name=%25')).json().data;
    expect(r.total).toBe(0);
  });

  it('rejects a page size over 100 and an unknown sort field', async () => {
    expect((await call('GET', '/newopen/service/partner/page?page_size=101')).statusCode).toBe(400);
    expect((await call('GET', '/newopen/service/partner/page?sort_field=password_hash')).statusCode).toBe(400);
  });
});

describe('create and update: validation and uniqueness', () => {
  it('names each bad field with its label, in both languages', async () => {
    const zh = await call('POST', '/newopen/service/partner', { partner_name: '', partner_type: 'nope', email: 'x' });
    expect(zh.statusCode).toBe(400);
    const errors = Object.fromEntries(zh.json().data.errors.map((e: any) => [e.field, e.message]));
    expect(errors.partner_name).toBe('伙伴名称不能为空');
    expect(errors.partner_type).toBe('伙伴类型的取值不在允许范围内');
    expect(errors.email).toBe('邮箱格式不正确');
    const en = await call('POST', '/newopen/service/partner', { partner_type: 'isv' }, admin, 'en');
    expect(en.json().data.errors).toEqual([{ field: 'partner_name', message: 'Partner name is required' }]);
  });

  it('answers 409 DUPLICATE for a taken unique value, ignoring case, and saves nothing', async () => {
    await call('POST', '/newopen/service/enterprise_group', { group_name: 'Gold', group_code: 'GOLD' });
    const dup = await call('POST', '/newopen/service/enterprise_group', { group_name: 'gold', group_code: 'GOLD2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'DUPLICATE',
      message: '分组名称已存在',
      data: { errors: [{ field: 'group_name' }] },
    });
    const all = (await call('GET', '/newopen/service/enterprise_group/page?group_code=GOLD2')).json().data;
    expect(all.total).toBe(0);
  });

  it('lets a record keep its own unique value on update, and the uniqueness check agrees', async () => {
    const created = (
      await call('POST', '/newopen/service/enterprise_group', { group_name: 'Silver', group_code: 'SILVER' })
    ).json().data;
    const upd = await call('PUT', '/newopen/service/enterprise_group', {
      enterprise_group_id: created.enterprise_group_id,
      group_name: 'Silver',
      group_code: 'SILVER',
      group_desc: 'x',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.group_desc).toBe('x');
    const free = (q: string) =>
      call('GET', `/newopen/service/resource/check_unique?resource=enterprise_groups&field=group_name&${q}`).then(
        (r) => r.json().data,
      );
    expect(await free('value=silver')).toBe(false);
    expect(await free(`value=Silver&exclude_id=${created.enterprise_group_id}`)).toBe(true);
    expect(await free('value=Bronze')).toBe(true);
    const notUnique = await call(
      'GET',
      '/newopen/service/resource/check_unique?resource=enterprise_groups&field=group_desc&value=x',
    );
    expect(notUnique.statusCode).toBe(400);
  });

  it('stamps created_by, created_at and updated_at and ignores read-only fields sent by the client', async () => {
    const r = await call('POST', '/newopen/service/field_group', { field_group_name: 'F1', created_by: 999 });
    expect(r.statusCode).toBe(400); // the spec refuses unknown and read-only fields outright
    const ok = (await call('POST', '/newopen/service/field_group', { field_group_name: 'F1' })).json().data;
    expect(ok.created_by).toBe(1);
    expect(ok.sensitivity).toBe(1);
    t.clock.advance(60_000);
    const upd = (
      await call('PUT', '/newopen/service/field_group', {
        field_group_id: ok.field_group_id,
        field_group_name: 'F1b',
        sensitivity: 2,
      })
    ).json().data;
    expect(new Date(upd.updated_at).getTime()).toBeGreaterThan(new Date(ok.updated_at).getTime());
  });

  it("applies a resource's own rules as field errors (credit bands, sync environments)", async () => {
    const band = await call('POST', '/newopen/service/credit_group', {
      credit_group_name: 'X',
      min_score: 50,
      max_score: 10,
    });
    expect(band.statusCode).toBe(400);
    expect(band.json().data.errors[0]).toMatchObject({ field: 'max_score', message: '最高分不能小于最低分' });
    const overlap = await call('POST', '/newopen/service/credit_group', {
      credit_group_name: 'X',
      min_score: 80,
      max_score: 95,
    });
    expect(overlap.json().data.errors[0].field).toBe('min_score');
    const same = await call('POST', '/newopen/service/sync_group_config', {
      config_name: 'S',
      source_env_id: 1,
      target_env_id: 1,
      sync_mode: 'manual',
    });
    expect(same.json().data.errors[0].field).toBe('target_env_id');
    const cron = await call('POST', '/newopen/service/sync_group_config', {
      config_name: 'S',
      source_env_id: 1,
      target_env_id: 3,
      sync_mode: 'scheduled',
    });
    expect(cron.json().data.errors[0].field).toBe('cron');
  });

  it('answers 404 for a missing record', async () => {
    expect((await call('GET', '/newopen/service/partner/999999')).statusCode).toBe(404);
    expect(
      (await call('PUT', '/newopen/service/partner', { partner_id: 999999, partner_name: 'n', partner_type: 'isv' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('delete', () => {
  it('refuses with 409 while other rows reference the record, and deletes once they are gone', async () => {
    const env = (await call('POST', '/newopen/service/env', { env_key: 'dr', env_value: '灾备', env_type: 3 })).json()
      .data;
    const cfg = (
      await call('POST', '/newopen/service/sync_group_config', {
        config_name: 'to-dr',
        source_env_id: 3,
        target_env_id: env.env_id,
        sync_mode: 'manual',
      })
    ).json().data;
    const refused = await call('DELETE', `/newopen/service/env/${env.env_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_STATE', message: '该记录正被其他数据引用，无法删除' });
    expect((await call('DELETE', `/newopen/service/sync_group_config/${cfg.sync_config_id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/newopen/service/env/${env.env_id}`)).statusCode).toBe(200);
    expect((await call('GET', `/newopen/service/env/${env.env_id}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses a user whose roles lack the menu or the button (403 NO_PERMISSION), and needs a ticket (401)', async () => {
    const dev = await t.login('developer');
    const list = await call('GET', '/newopen/service/partner/page', undefined, dev);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('NO_PERMISSION');
    expect((await t.app.inject({ url: '/newopen/service/partner/page' })).statusCode).toBe(401);
  });

  it('serves public lists without a ticket', async () => {
    const r = await t.app.inject({ url: '/newopen/service/env/list' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((e: any) => e.env_key)).toEqual(expect.arrayContaining(['test', 'uat', 'prod']));
  });
});

describe('read-only and virtual-field lists', () => {
  it('looks credit up by the band a score falls in (a virtual field filtered by the service)', async () => {
    const all = (await call('GET', '/newopen/service/credit/lookup/page')).json().data;
    expect(all.list[0]).toMatchObject({ enterprise_name: '演示科技有限公司', credit_group_name: 'A 级' });
    const a = (
      await call('GET', `/newopen/service/credit/lookup/page?credit_group_name=${encodeURIComponent('A 级')}`)
    ).json().data;
    expect(a.total).toBe(1);
    const c = (
      await call('GET', `/newopen/service/credit/lookup/page?credit_group_name=${encodeURIComponent('C 级')}`)
    ).json().data;
    expect(c.total).toBe(0);
  });
});

describe('bindings as rows', () => {
  it('binds a field group to an enterprise group once; a second identical binding is a duplicate', async () => {
    const ok = await call('POST', '/newopen/service/field_group/binding', {
      field_group_id: 2,
      enterprise_group_id: 2,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await call('POST', '/newopen/service/field_group/binding', {
      field_group_id: 2,
      enterprise_group_id: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE');
    // a bound field group cannot be deleted while the binding stands
    expect((await call('DELETE', '/newopen/service/field_group/2')).statusCode).toBe(409);
  });
});
