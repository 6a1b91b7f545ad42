/**
 * Renders a descriptor's generated view inside react-admin with the console's real i18n messages, the
 * shell's permission rules and the real generic dataProvider over an in-memory request function.
 */
import { render } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { ApiRequestError } from '../../../src/api/errors.ts';
import type { RequestOptions } from '../../../src/api/request.ts';
import { messages } from '../../../src/app/i18n/all.ts';
import { canAccess, type Permissions } from '../../../src/shell/permissions.ts';
import { createDataProvider } from '../../../src/admin/resources/dataProvider.ts';
import { DescriptorScope } from '../../../src/admin/resources/DescriptorContext.tsx';
import { compileDescriptor } from '../../../src/admin/resources/messages.ts';
import { operationIndex, type OperationRoute } from '../../../src/admin/resources/operations.ts';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';
import type { ResourceDescriptor } from '../../../src/shared/descriptors/types.ts';
import { gadgetOperations, gadgets } from '../../fixtures/descriptors.ts';
import { ShellBridge } from '../../../src/admin/ShellBridge.tsx';

export const allDescriptors = new Map([...descriptorByName, [gadgets.name, gadgets]]);

const withFixtures = (lang: 'zh' | 'en') => ({
  ...messages[lang],
  resources: { ...(messages[lang].resources as object), gadgets: compileDescriptor(gadgets, lang) },
});

export const makeI18n = (locale: 'zh' | 'en' = 'zh') =>
  polyglotI18nProvider((l) => withFixtures(l === 'en' ? 'en' : 'zh'), locale, [], { allowMissing: true });

/** What the server would answer: a function of the request; throw an ApiRequestError to fail. */
export type FakeServer = (opts: RequestOptions) => unknown;

export interface RenderOptions {
  /** button codes granted on the descriptor's menu; `null` = the menu itself is not granted */
  buttons?: string[] | null;
  /** other menus granted, each with all buttons (e.g. the menu of a resource a picker lists) */
  menus?: string[];
  server?: FakeServer;
  locale?: 'zh' | 'en';
}

export const ALL_BUTTONS = ['add', 'edit', 'delete', 'get', 'query', 'export', 'import', 'enable', 'disable', 'audit'];

export function renderView(d: ResourceDescriptor, View: ComponentType, options: RenderOptions = {}) {
  const calls: RequestOptions[] = [];
  const server = options.server ?? (() => null);
  const request = async <T,>(opts: RequestOptions): Promise<T> => {
    calls.push(opts);
    return server(opts) as T;
  };
  const buttons = options.buttons === undefined ? ALL_BUTTONS : options.buttons;
  const perms: Permissions = {
    superAdmin: false,
    menus: new Set([...(buttons === null ? [] : [d.menu]), ...(options.menus ?? [])]),
    actions: new Map([
      ...(options.menus ?? []).map((m) => [m, new Set(ALL_BUTTONS)] as const),
      [d.menu, new Set(buttons ?? [])],
    ]),
  };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => perms,
    canAccess: async ({ resource, action }) => canAccess(perms, resource, action),
  };
  const dataProvider = createDataProvider({
    descriptors: allDescriptors,
    operations: new Map([...operationIndex, ...(gadgetOperations as unknown as [string, OperationRoute][])]),
    request,
  });
  const utils = render(
    createElement(
      AdminContext,
      { dataProvider, authProvider, i18nProvider: makeI18n(options.locale), store: memoryStore() },
      createElement(
        ShellBridge,
        null,
        createElement(DescriptorScope, { descriptor: d, children: createElement(View) }),
      ),
    ),
  );
  return { ...utils, calls };
}

export const page = (list: unknown[]) => ({ list, total: list.length, page_num: 1, page_size: 10 });

/** A fake server answering list pages, picker lists, details and uniqueness from fixed rows. */
export function rowsServer(
  rows: Record<string, unknown>[],
  extra: (opts: RequestOptions) => unknown = () => null,
): FakeServer {
  return (opts) => {
    if (opts.url.endsWith('/page')) return page(rows);
    if (opts.url.endsWith('/list')) return rows;
    if (opts.url.endsWith('/check_unique')) return opts.query?.value !== 'Taken';
    return extra(opts);
  };
}

export const fieldError = (field: string, message: string) =>
  new ApiRequestError({ status: 409, code: 'DUPLICATE', message, fieldErrors: [{ field, message }] });
