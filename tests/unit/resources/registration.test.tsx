// @vitest-environment jsdom
// messages.ts and screens.ts: every descriptor gets zh/en keys and its screens at its SPEC routes.
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { toMenuAccess } from '../../../src/admin/resources/access.ts';
import { compileMessages, resourceMessages } from '../../../src/admin/resources/messages.ts';
import {
  buildElements,
  buildScreens,
  resourceElements,
  resourceScreens,
} from '../../../src/admin/resources/screens.ts';
import { generated, resolveView } from '../../../src/admin/resources/views.ts';
import { descriptors } from '../../../src/shared/descriptors/browser.ts';
import { gadgets } from '../../fixtures/descriptors.ts';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('messages', () => {
  it('zh and en have identical key sets', () => {
    expect(keys(resourceMessages.zh).sort()).toEqual(keys(resourceMessages.en).sort());
    const fixture = { zh: compileMessages([gadgets], 'zh'), en: compileMessages([gadgets], 'en') };
    expect(keys(fixture.zh).sort()).toEqual(keys(fixture.en).sort());
  });

  it('has name, every field, every choice, every action and pattern message in react-admin shape', () => {
    const zh = compileMessages([gadgets], 'zh') as Record<string, any>;
    expect(zh.gadgets.name).toBe('小部件');
    expect(zh.gadgets.fields.gadget_name).toBe('部件名称');
    expect(zh.gadgets.choices.kind.large).toBe('大型');
    expect(zh.gadgets.actions.archive).toBe('归档');
    expect(zh.gadgets.patterns.gadget_name).toBe('以字母开头，只含字母数字空格');
    for (const d of descriptors) {
      const tree = (resourceMessages.zh as Record<string, any>)[d.name];
      for (const f of Object.keys(d.fields)) expect(tree.fields[f], `${d.name}.${f}`).toBeTruthy();
    }
  });
});

describe('screens', () => {
  it('puts each list screen under its routes.ts name and keeps the exports', () => {
    for (const d of descriptors) expect(resourceScreens[d.routes.list], d.name).toBeTypeOf('function');
    expect(resourceElements).toHaveLength(descriptors.length);
  });

  it('registers a Resource named after the descriptor with show/edit/create from its operations', () => {
    const [element] = buildElements([gadgets]) as ReactElement<Record<string, unknown>>[];
    expect(isValidElement(element)).toBe(true);
    expect(element.props.name).toBe('gadgets');
    for (const view of ['list', 'show', 'edit', 'create']) expect(element.props[view], view).toBeTypeOf('function');
    // the record is named by its first string column, in the reader's language
    const represent = element.props.recordRepresentation as (r: object) => string;
    expect(represent({ gadget_id: 4, gadget_name: '小号齿轮' })).toBe('小号齿轮');
    expect(represent({ gadget_id: 4, gadget_name: '' })).toBe('#4');
  });

  it('adds a create screen only when the descriptor names a create route', () => {
    expect(Object.keys(buildScreens([gadgets]))).toEqual(['enterpriseGroupManage']);
    expect(
      Object.keys(
        buildScreens([{ ...gadgets, routes: { list: 'enterpriseGroupManage', create: 'fieldGroupManage' } }]),
      ),
    ).toEqual(['enterpriseGroupManage', 'fieldGroupManage']);
  });

  it('uses a registered override and refuses an unregistered one', () => {
    const Custom = () => null;
    const d = { ...gadgets, overrides: { list: 'GadgetList' } };
    expect(resolveView(d, 'list', { GadgetList: Custom })).toBe(Custom);
    expect(resolveView(gadgets, 'list', {})).toBe(generated.list);
    expect(() => resolveView(d, 'list', {})).toThrow(/GadgetList/);
  });
});

describe('access', () => {
  it("maps react-admin's checks on the resource name to the descriptor's menu and button codes", () => {
    const table = new Map([[gadgets.name, gadgets]]);
    expect(toMenuAccess({ resource: 'gadgets', action: 'create' }, table)).toEqual({
      resource: 'enterpriseGroupManage',
      action: 'add',
    });
    expect(toMenuAccess({ resource: 'gadgets', action: 'edit' }, table)).toEqual({
      resource: 'enterpriseGroupManage',
      action: 'edit',
    });
    expect(toMenuAccess({ resource: 'gadgets', action: 'list' }, table)).toEqual({
      resource: 'enterpriseGroupManage',
      action: 'list',
    });
    expect(toMenuAccess({ resource: 'gadgets', action: 'export' }, table)).toEqual({
      resource: 'enterpriseGroupManage',
      action: 'export',
    });
    expect(toMenuAccess({ resource: 'other', action: 'edit' }, table)).toEqual({ resource: 'other', action: 'edit' });
  });
});

describe('registered screen', () => {
  it('renders the lazily loaded generated list inside its descriptor scope', async () => {
    const { renderView, rowsServer } = await import('./render.tsx');
    const { screen } = await import('@testing-library/react');
    const Screen = resourceScreens.partnersManage;
    const partners = descriptors.find((d) => d.name === 'partners')!;
    renderView(partners, Screen, {
      server: rowsServer([{ partner_id: 1, partner_name: 'Lazy Co', partner_type: 'isv', cooperation_state: 1 }]),
    });
    expect(await screen.findByText('Lazy Co', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
