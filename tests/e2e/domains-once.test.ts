/**
 * Issue 25 item 7: domains appear once. The navigation panel (a visitor's, whatever environment), the market's
 * domain tabs and the provider's domain picker each list every domain once; the picker is one tree with each
 * node named by its path (parent › child), parents before their children, and finds a child by its parent's name.
 * Chinese and English; the market at 1440 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { domain: '所属领域', parent: '数据服务', child: '数据服务 › 气象数据' },
  en: { domain: 'Domain', parent: 'Data services', child: 'Data services › Weather data' },
} as const;

const dupes = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);

describe.each(['zh', 'en'] as const)('domains once, %s', (locale) => {
  const w = words[locale];

  it('the navigation panel and the market list each domain once', async () => {
    const { page, context } = await newPage(r, { locale });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.getByTestId('nav-nenglizhongxin').hover();
    const panel = page.getByTestId('domain-panel');
    await expect.poll(() => panel.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await shot(page, `domains-once-panel-${locale}-1440`);
    const roots = (await panel.locator('.MuiListItemText-primary').allTextContents()).map((s) => s.trim());
    expect(roots).toContain(w.parent);
    expect(dupes(roots)).toEqual([]);

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/newApistore');
      await expect.poll(() => page.getByTestId('market-domain').count(), { timeout: 15_000 }).toBeGreaterThan(3);
      await shot(page, `domains-once-market-${locale}-${width}`);
      const tabs = (await page.getByTestId('market-domain').allTextContents()).map((s) => s.trim());
      expect(tabs).toContain(w.parent);
      expect(dupes(tabs)).toEqual([]);
    }
    await context.close();
  }, 120_000);

  it("the provider's domain picker is one tree named parent › child", async () => {
    const { page, context } = await newPage(r, { locale, user: 'provider' });
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/providers/providerapi/create');
      const picker = page.locator('form:visible').getByRole('combobox', { name: w.domain });
      await picker.click();
      await expect.poll(() => page.getByRole('option').count(), { timeout: 15_000 }).toBeGreaterThan(3);
      await shot(page, `domains-once-picker-${locale}-${width}`);
      const options = (await page.getByRole('option').allTextContents()).map((s) => s.trim());
      expect(dupes(options)).toEqual([]);
      // the tree: a parent, then its children named by their path
      const at = options.indexOf(w.parent);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(options.slice(at + 1, at + 4)).toContain(w.child);
      expect(options).not.toContain(w.child.split(' › ')[1]);
      // typing the parent's name finds its children
      await picker.fill(w.parent);
      await expect.poll(() => page.getByRole('option', { name: w.child }).count()).toBe(1);
      await page.getByRole('option', { name: w.child }).click();
      expect(await picker.inputValue()).toBe(w.child);
      await page.keyboard.press('Escape');
    }
    await context.close();
  }, 120_000);
});
