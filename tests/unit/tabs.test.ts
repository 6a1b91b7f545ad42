import { describe, expect, it } from 'vitest';
import { closeTabs, openTab, type PageTab } from '../../src/admin/layout/tabs.ts';

const tab = (key: string): PageTab => ({ key, to: key, title: { key: `routes.${key}` } });
const HOME = '/home';
const all = [tab(HOME), tab('/a'), tab('/b'), tab('/c')];
const keys = (tabs: PageTab[]) => tabs.map((t) => t.key);

describe('page tabs', () => {
  it('opens each page once and keeps the home tab first', () => {
    let tabs = openTab([], tab('/a'), HOME);
    tabs = openTab(tabs, tab(HOME), HOME);
    tabs = openTab(tabs, tab('/a'), HOME);
    expect(keys(tabs)).toEqual([HOME, '/a']);
  });

  it('closes the current tab and activates its right neighbour, else its left one', () => {
    expect(closeTabs(all, 'current', '/b', '/b', HOME)).toEqual({ tabs: [all[0], all[1], all[3]], active: '/c' });
    expect(closeTabs(all, 'current', '/c', '/c', HOME).active).toBe('/b');
    expect(closeTabs(all, 'current', '/c', '/a', HOME).active).toBe('/a');
  });

  it('never closes the home tab', () => {
    const r = closeTabs(all, 'current', HOME, HOME, HOME);
    expect(r.tabs).toBe(all);
    expect(r.message).toEqual({ key: 'app.tabs.home_fixed', type: 'info' });
  });

  it('refuses to close the last tab with the SPEC message', () => {
    const r = closeTabs([tab(HOME)], 'current', HOME, HOME, HOME);
    expect(r.tabs).toHaveLength(1);
    expect(r.message).toEqual({ key: 'app.tabs.last_tab', type: 'warning' });
  });

  it('closes tabs to the left, sparing home', () => {
    const r = closeTabs(all, 'left', '/c', '/a', HOME);
    expect(keys(r.tabs)).toEqual([HOME, '/c']);
    expect(r.active).toBe('/c');
  });

  it('closes tabs to the right', () => {
    const r = closeTabs(all, 'right', '/a', '/a', HOME);
    expect(keys(r.tabs)).toEqual([HOME, '/a']);
    expect(r.active).toBe('/a');
  });

  it('closes the others, keeping home and the target', () => {
    expect(keys(closeTabs(all, 'others', '/b', '/c', HOME).tabs)).toEqual([HOME, '/b']);
  });

  it('answers an info message when nothing is to the left or right', () => {
    expect(closeTabs(all, 'left', '/a', '/a', HOME).message).toEqual({ key: 'app.tabs.no_left', type: 'info' });
    expect(closeTabs(all, 'right', '/c', '/c', HOME).message).toEqual({ key: 'app.tabs.no_right', type: 'info' });
    expect(closeTabs([tab(HOME), tab('/a')], 'others', '/a', '/a', HOME).message).toEqual({
      key: 'app.tabs.no_others',
      type: 'info',
    });
  });
});
