/**
 * Issue 25 item 24: routes opened without their parameters answer as screens. /mobileApprove without a work order
 * names what is missing and links the to-do list; /accountCenter/manage/userdetails without an id goes to the
 * account list; /registerResult and /ddOpen say what happened and what to do next. zh at 1440 px and en at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    missing: '缺少工单编号',
    param: 'work_order_id',
    upcoming: '查看我的待办',
    none: '没有可显示的注册结果',
    done: '注册成功',
    next: '接下来',
    dd: '没有收到工作台的登录凭证',
    ddFailed: '工作台登录未成功',
  },
  en: {
    missing: 'Work order number missing',
    param: 'work_order_id',
    upcoming: 'Open my to-do list',
    none: 'No registration result to show',
    done: 'Registration complete',
    next: 'What next',
    dd: 'No sign-in from the workplace app arrived',
    ddFailed: 'The workplace sign-in did not succeed',
  },
} as const;

describe.each(['zh', 'en'] as const)('parameterless routes in %s', (locale) => {
  const w = words[locale];
  it.each(widthsOf(locale))(
    'answer as screens at %i px',
    async (width) => {
      const { page, context } = await newPage(r, { locale });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewportSize({ width, height: 900 });

      // visitors: the register result without a name, with one, and /ddOpen with nothing or a refused code
      await page.goto('/registerResult');
      await expect.poll(() => page.getByTestId('register-result-none').textContent()).toContain(w.none);
      await shot(page, `route-registerResult-none-${locale}-${width}`);
      await page.goto('/registerResult?user_name=newcomer');
      await expect.poll(() => page.getByTestId('register-result').textContent()).toContain(w.done);
      expect(await page.getByTestId('register-next').isVisible()).toBe(true);
      expect(await page.getByTestId('register-result').textContent()).toContain(w.next);
      await shot(page, `route-registerResult-${locale}-${width}`);
      await page.goto('/ddOpen');
      await expect.poll(() => page.getByTestId('dd-open-result').textContent()).toContain(w.dd);
      expect(new URL(page.url()).pathname).toBe('/ddOpen');
      await shot(page, `route-ddOpen-none-${locale}-${width}`);
      await page.goto('/ddOpen?auth_code=not-a-real-code');
      await expect
        .poll(() => page.getByTestId('dd-open-result').textContent(), { timeout: 15_000 })
        .toContain(w.ddFailed);
      await page.getByTestId('to-login').click();
      await page.waitForURL((u) => u.pathname === '/login');

      // signed in: /mobileApprove without a work order, then the to-do list one click away
      await login(page, 'admin');
      await page.waitForURL(/workBench/);
      await page.goto('/mobileApprove');
      const missing = page.getByTestId('missing-work-order');
      await expect.poll(() => missing.textContent()).toContain(w.missing);
      expect(await missing.textContent()).toContain(w.param);
      await shot(page, `route-mobileApprove-missing-${locale}-${width}`);
      await page.getByTestId('to-upcoming').click();
      await page.waitForURL((u) => u.pathname === '/process/upcoming');

      // the account details without an id: the account list
      await page.goto('/accountCenter/manage/userdetails');
      await page.waitForURL((u) => u.pathname === '/accountCenter/manage/accountManage');
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
