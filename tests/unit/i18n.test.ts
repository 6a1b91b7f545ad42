import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages, translator } from '../../src/app/i18n/all.ts';
import { routeTitles } from '../../src/shared/route-titles.ts';
import { routes } from '../../src/shared/routes.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('messages', () => {
  it('zh and en have exactly the same keys', () => {
    expect(keys(messages.zh).sort()).toEqual(keys(messages.en).sort());
  });

  it('zh covers every react-admin key in Chinese (no English left behind)', () => {
    const raw = (o: object, key: string) =>
      key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o) as string;
    for (const key of keys(englishMessages)) {
      const text = raw(messages.zh, key);
      const letters = text.replace(/%\{\w+\}/g, '');
      expect(/[\u4e00-\u9fff]/.test(text) || !/[A-Za-z]/.test(letters), `${key}: ${text}`).toBe(true);
    }
  });

  it('has a title for every route and menu group', () => {
    for (const r of routes) expect(routeTitles[r.name], r.name).toBeDefined();
    expect(translator('zh')('routes.workBench')).toBe('工作台');
    expect(translator('en')('routes.workBench')).toBe('Workbench');
  });

  it('carries the SPEC texts', () => {
    const zh = translator('zh');
    expect(zh('app.tabs.last_tab')).toBe('这是最后一个标签页，无法关闭');
    expect(zh('app.permission.error_title')).toBe('错误');
    expect(zh('app.permission.no_resource')).toBe('当前用户无资源权限，请联系管理员');
    expect(zh('app.password.old_required')).toBe('请输入旧密码');
    expect(zh('app.password.new_required')).toBe('请输入新密码');
    expect(zh('app.empty')).toBe('暂无数据');
    expect(zh('app.pagination.total', { total: 35 })).toBe('共 35 条');
    expect(translator('en')('app.tabs.last_tab')).toBe('This is the last tab, cannot be closed');
  });

  it('has no Chinese text used as a key', () => {
    for (const k of [...keys(messages.zh), ...keys(messages.en)]) expect(/[\u4e00-\u9fff]/.test(k), k).toBe(false);
  });
});
