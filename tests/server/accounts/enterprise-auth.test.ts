/**
 * Enterprise authentication (states 0–3, reason, resubmission, check digits) and role applications, both decided
 * through the work-order engine by a platform admin (taskUpcomingPage, workOrderHandle).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { createUser, loginRaw, ticketOf } from '../auth/fixtures.ts';
import { get, nextIp, post, registerUser } from './fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

const GOOD = {
  enterprise_name: '星河科技有限公司',
  credit_code: '91350100M000100Y43',
  legal_person: '张三',
  legal_id_card: '11010519491231002X',
};

async function upload(ticket: string): Promise<string> {
  const boundary = 'b0undary';
  const body = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="licence.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4 licence\r\n--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/newopen/service/file/upload',
    payload: body,
    headers: { ticket, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json().data.file_id;
}

async function decide(workOrderId: number, action: 'approve' | 'reject', comment?: string) {
  const page = await get(t, '/workorder/workorder/task/upcoming/page?page_size=100', { ticket: admin });
  const task = page.json().data.list.find((x: any) => x.work_order_id === workOrderId);
  expect(task).toBeTruthy();
  const res = await post(
    t,
    '/workorder/workorder/handle',
    { task_id: task.task_id, action, ...(comment ? { comment } : {}) },
    { ticket: admin },
  );
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('enterprise authentication', () => {
  it('checks the credit code and the ID card by their check characters', async () => {
    const ent = await registerUser(t, 'entcheck', { account_type: 2 });
    const ticket = (await loginRaw(t, 'entcheck', ent.md5, { ip: nextIp() })).json().data.ticket;
    const res = await post(
      t,
      '/openauthor/v1/enterprise/auth',
      {
        ...GOOD,
        credit_code: '91350100M000100Y44',
        legal_id_card: '110105194912310021',
        licence_file_id: await upload(ticket),
      },
      { ticket, language: 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .data.errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['credit_code', 'legal_id_card']);
  });

  it('goes 0 → 1 → 3 (with the reason) → resubmitted 1 → 2, signing the account into the new enterprise', async () => {
    const ent = await registerUser(t, 'entflow', { account_type: 2 });
    const ticket = (await loginRaw(t, 'entflow', ent.md5, { ip: nextIp() })).json().data.ticket;
    expect((await get(t, '/openauthor/v1/enterprise/auth', { ticket })).json().data).toMatchObject({
      state: 0,
      signed: false,
    });
    const licence = await upload(ticket);
    const first = await post(t, '/openauthor/v1/enterprise/auth', { ...GOOD, licence_file_id: licence }, { ticket });
    expect(first.statusCode).toBe(200);
    expect((await get(t, '/openauthor/v1/enterprise/auth', { ticket })).json().data.state).toBe(1);
    // under review: no second submission
    expect(
      (await post(t, '/openauthor/v1/enterprise/auth', { ...GOOD, licence_file_id: licence }, { ticket })).statusCode,
    ).toBe(409);
    // the admin can read the licence while reviewing it
    expect((await get(t, `/newopen/service/file/${licence}`, { ticket: admin })).statusCode).toBe(200);
    await decide(first.json().data.work_order_id, 'reject', '营业执照不清晰');
    const failed = (await get(t, '/openauthor/v1/enterprise/auth', { ticket })).json().data;
    expect(failed).toMatchObject({
      state: 3,
      signed: false,
      enterprise_admin: false,
      auth: { reason: '营业执照不清晰' },
    });
    const again = await post(
      t,
      '/openauthor/v1/enterprise/auth',
      { ...GOOD, licence_file_id: await upload(ticket) },
      { ticket },
    );
    expect(again.statusCode).toBe(200);
    await decide(again.json().data.work_order_id, 'approve');
    const done = (await get(t, '/openauthor/v1/enterprise/auth', { ticket })).json().data;
    expect(done).toMatchObject({
      state: 2,
      signed: true,
      enterprise_admin: true,
      enterprise: {
        enterprise_name: GOOD.enterprise_name,
        enterprise_code: GOOD.credit_code,
        enterprise_check_state: 2,
      },
    });
    // the review history of both submissions, oldest first, and the signing time (the approval)
    expect(done.history.map((h: any) => [h.work_order_id, h.action])).toEqual(
      expect.arrayContaining([
        [first.json().data.work_order_id, 'submit'],
        [first.json().data.work_order_id, 'reject'],
        [again.json().data.work_order_id, 'submit'],
        [again.json().data.work_order_id, 'approve'],
      ]),
    );
    expect(done.history.find((h: any) => h.action === 'reject')).toMatchObject({ comment: '营业执照不清晰' });
    expect(done.history.find((h: any) => h.action === 'reject').actor).toBeTruthy();
    expect(Date.parse(done.signed_at)).toBeGreaterThan(Date.parse(done.history[0].created_at) - 1);
    // another account reads nothing of it
    const stranger = await registerUser(t, 'entstranger', { account_type: 2 });
    const st = (await loginRaw(t, 'entstranger', stranger.md5, { ip: nextIp() })).json().data.ticket;
    expect((await get(t, '/openauthor/v1/enterprise/auth', { ticket: st })).json().data).toMatchObject({
      auth: null,
      history: [],
      signed_at: null,
    });
    const info = (await get(t, '/openauthor/v1/user/information', { ticket })).json().data;
    expect(info).toMatchObject({ enterprise_name: GOOD.enterprise_name, enterprise_check_state: 2 });
    // the name and code are taken now
    const other = await registerUser(t, 'entother', { account_type: 2 });
    const ot = (await loginRaw(t, 'entother', other.md5, { ip: nextIp() })).json().data.ticket;
    const dup = await post(
      t,
      '/openauthor/v1/enterprise/auth',
      { ...GOOD, licence_file_id: await upload(ot) },
      { ticket: ot },
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().data.errors[0].field).toBe('enterprise_name');
    const check = await get(
      t,
      `/openauthor/v1/user/register/check?field=enterprise_name&value=${encodeURIComponent(GOOD.enterprise_name)}`,
    );
    expect(check.json().data.available).toBe(false);
  });

  it('is for enterprise accounts only', async () => {
    const personal = await createUser(t, 'personal-ent', { role: 'enterprise_admin' });
    const ticket = await ticketOf(t, personal);
    const res = await post(
      t,
      '/openauthor/v1/enterprise/auth',
      { ...GOOD, enterprise_name: '另一家公司', licence_file_id: await upload(ticket) },
      { ticket },
    );
    expect(res.statusCode).toBe(409);
  });

  it('shows an enterprise authenticated before this flow as authenticated, and takes no new submission', async () => {
    const ticket = await t.login('enterprise');
    expect((await get(t, '/openauthor/v1/enterprise/auth', { ticket })).json().data).toMatchObject({
      state: 2,
      signed: true,
    });
    const res = await post(
      t,
      '/openauthor/v1/enterprise/auth',
      { ...GOOD, enterprise_name: '演示科技有限公司', licence_file_id: await upload(ticket) },
      { ticket },
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('role applications', () => {
  it('grants the role on approval and keeps the status flags', async () => {
    const user = await createUser(t, 'wannabe');
    const ticket = await ticketOf(t, user);
    const flags = async () => (await get(t, '/openauthor/v1/user/role_apply/status', { ticket })).json().data;
    expect(await flags()).toMatchObject({ developerStatus: 0, providersStatus: 0 });
    const dev = await post(
      t,
      '/openauthor/v1/user/role_apply',
      { role_code: 'developer', reason: '开发应用' },
      { ticket },
    );
    expect(dev.statusCode).toBe(200);
    expect((await post(t, '/openauthor/v1/user/role_apply', { role_code: 'developer' }, { ticket })).statusCode).toBe(
      409,
    );
    const prov = await post(t, '/openauthor/v1/user/role_apply', { role_code: 'provider' }, { ticket });
    expect(await flags()).toMatchObject({ developerStatus: 1, providersStatus: 1 });
    await decide(dev.json().data.work_order_id, 'approve');
    await decide(prov.json().data.work_order_id, 'reject', '资料不全');
    const after = await flags();
    expect(after).toMatchObject({ developerStatus: 2, providersStatus: 3 });
    expect(after.applies.find((a: any) => a.role_code === 'provider').reject_reason).toBe('资料不全');
    const info = (await get(t, '/openauthor/v1/user/information', { ticket })).json().data;
    expect(info.role_codes).toContain('developer');
    expect(info.check_state).toBe(2);
    // a held role is not applied for again; a rejected one may be
    expect((await post(t, '/openauthor/v1/user/role_apply', { role_code: 'developer' }, { ticket })).statusCode).toBe(
      409,
    );
    expect((await post(t, '/openauthor/v1/user/role_apply', { role_code: 'provider' }, { ticket })).statusCode).toBe(
      200,
    );
  });
});
