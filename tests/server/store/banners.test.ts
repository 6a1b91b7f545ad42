/**
 * Banners in the reader's language: the public banner list answers English titles, descriptions and button texts
 * to English readers where the operator wrote them, and the Chinese ones otherwise (and to Chinese readers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const list = async (page: string, language: 'zh' | 'en') =>
  (
    await t.app.inject({ method: 'GET', url: `/website/site/banner/list?web_page_code=${page}`, headers: { language } })
  ).json().data;

describe('public banners', () => {
  it('answers the demo home banners in English to English readers and in Chinese to Chinese readers', async () => {
    const [en] = await list('home', 'en');
    expect(en).toMatchObject({
      banner_title: 'One platform for open APIs',
      banner_button: { button_name: 'Browse APIs' },
    });
    const [zh] = await list('home', 'zh');
    expect(zh).toMatchObject({ banner_title: '一站式能力开放平台', banner_button: { button_name: '浏览能力' } });
  });

  it('falls back to the Chinese text where no English was written', async () => {
    const admin = await t.login('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/website/site/banner',
      headers: { ticket: admin },
      payload: {
        web_page_code: 'bannerTest',
        banner_title: '只有中文',
        banner_title_en: '   ',
        banner_desc: '说明',
        banner_pic: '/x.png',
        jump_flag_pic: 0,
        add_button_flag: 0,
        sort: 0,
        state: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await list('bannerTest', 'en')).toEqual([
      expect.objectContaining({ banner_title: '只有中文', banner_desc: '说明' }),
    ]);
  });
});
