/**
 * Issue 25 item 6: the signature tool and API try are usable at every width. Each field (the application, its
 * environment and AppKey, method, path, algorithm, query, headers, body; API try's capability and API pickers, secret
 * and path) is drawn at least 120 px wide (the AppKey and path fields were 0 px wide at 1440) and inside the form,
 * and a picker's chosen value is drawn inside its own field. Chinese and English at 1440, 1024, 768 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

/** every visible form control under `root`: its width and whether it (and its drawn value) stays inside `root` and the viewport */
async function measure(page: Page, root: string) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    const out: { name: string; width: number; inside: boolean; valueInside: boolean }[] = [];
    for (const field of Array.from(document.querySelectorAll(`${sel} .MuiFormControl-root`))) {
      const f = field.getBoundingClientRect();
      if (f.width === 0 && f.height === 0) continue;
      const name = field.querySelector('label')?.textContent?.trim() ?? '?';
      const value = field.querySelector('.MuiSelect-select, input:not([type=hidden]), textarea');
      const v = value?.getBoundingClientRect();
      out.push({
        name,
        width: Math.round(f.width),
        inside: f.left >= box.left - 1 && f.right <= box.right + 1 && f.right <= window.innerWidth + 1,
        valueInside: !v || (v.left >= f.left - 1 && v.right <= f.right + 1),
      });
    }
    return out;
  }, root);
}

function expectUsable(fields: { name: string; width: number; inside: boolean; valueInside: boolean }[], min: number) {
  expect(fields.length).toBeGreaterThan(3);
  for (const f of fields) {
    expect(f, JSON.stringify(f)).toMatchObject({ inside: true, valueInside: true });
    expect(f.width, JSON.stringify(f)).toBeGreaterThanOrEqual(min);
  }
}

for (const lang of ['zh', 'en'] as const) {
  describe(`signature tool and API try widths, ${lang}`, () => {
    it('every field is usable at 1440, 1024, 768 and 375 px', async () => {
      const { page } = await newPage(r, { locale: lang, user: 'developer' });
      for (const width of [1440, 1024, 768, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/developers/signatureTool');
        await expect.poll(() => page.getByTestId('picked-app-key').inputValue(), { timeout: 15_000 }).not.toBe('');
        await shot(page, `sign-tool-${lang}-${width}`);
        expectUsable(await measure(page, '[data-testid="signature-tool"]'), 120);

        await page.goto('/apitry');
        await expect.poll(() => page.getByTestId('try-api').count(), { timeout: 15_000 }).toBe(1);
        await page.getByTestId('try-api').locator('xpath=..').click();
        await page.getByRole('option').first().click();
        await expect.poll(() => page.getByTestId('try-path').count()).toBe(1);
        await shot(page, `apitry-${lang}-${width}`);
        expectUsable(await measure(page, '[data-testid="apitry"]'), 120);
      }
    }, 300_000);
  });
}
