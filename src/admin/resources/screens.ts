/**
 * Registration. Each descriptor's list screen is a route screen keyed by its routes.ts name, so it lives at the
 * SPEC path (e.g. /openUser/partnersManage) inside the shell's layout and route guard; its create, show and
 * edit pages live under that path (record-routes.ts) or at the SPEC routes the descriptor names.
 * react-admin's <Resource name={descriptor.name}> stays registered (record representation, reference links) but
 * its own /<name>/... paths only forward to those pages, so an old link still lands in the right place.
 */
import { createElement as h, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Resource, useRedirect } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { getLocale } from '../../api/session.ts';
import { descriptors } from '../../shared/descriptors/browser.ts';
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { LoadingState } from '../../shell/ui/states.tsx';
import { DescriptorScope } from './DescriptorContext.tsx';
import { RecordPageProvider } from './RecordPageContext.tsx';
import { listRoutes, matchRecordPage, recordPaths, recordRoutes, type RecordRoute } from './record-routes.ts';
import { recordName } from './record-title.ts';
import { resolveView, type ViewKind } from './views.ts';

/** A view inside its descriptor's scope: resource context `partners`, menu-code access checks, its list path. */
export function scopedView(d: ResourceDescriptor, kind: ViewKind, listPath?: string): ComponentType {
  // resolved on first render: the app fills the overrides' list (src/app/overrides.ts) after this module loads
  let View: ComponentType | undefined;
  const Screen = () => {
    View ??= resolveView(d, kind);
    const location = useLocation();
    const id = kind === 'show' || kind === 'edit' ? matchRecordPage(location.pathname, location.search)?.id : undefined;
    return h(DescriptorScope, {
      descriptor: d,
      children: h(RecordPageProvider, {
        listPath,
        id,
        children: h(Suspense, { fallback: h(LoadingState), children: h(View) }),
      }),
    });
  };
  Screen.displayName = `${d.name}:${kind}`;
  return Screen;
}

/** react-admin's /<name>, /<name>/create, /<name>/:id and /<name>/:id/show forward to the real pages. */
function forward(d: ResourceDescriptor, kind: ViewKind): ComponentType {
  const paths = recordPaths(d);
  const To = () => {
    const redirect = useRedirect();
    const { id } = useParams();
    useEffect(() => {
      const target = kind === 'list' ? paths.list : kind === 'create' ? paths.create : paths[kind]?.(id);
      redirect(target ?? paths.list);
    }, [redirect, id]);
    return null;
  };
  To.displayName = `${d.name}:to-${kind}`;
  return To;
}

export function buildScreens(list: ResourceDescriptor[]): Record<string, ComponentType> {
  const screens: Record<string, ComponentType> = {};
  for (const d of list) {
    for (const route of listRoutes(d)) screens[route.name] = scopedView(d, 'list', route.path);
    for (const page of recordRoutes([d]))
      if (page.own) screens[page.own.name] = scopedView(d, page.kind, page.list.path);
  }
  return screens;
}

/** Record pages under their list's route; pages at SPEC routes are route screens (buildScreens) instead. */
export interface RecordScreen {
  page: RecordRoute;
  Screen: ComponentType;
}

export function buildRecordScreens(list: ResourceDescriptor[]): RecordScreen[] {
  return recordRoutes(list)
    .filter((p) => !p.own)
    .map((page) => ({ page, Screen: scopedView(page.d, page.kind, page.list.path) }));
}

export function buildElements(list: ResourceDescriptor[]): ReactNode[] {
  return list.map((d) =>
    h(Resource, {
      key: d.name,
      name: d.name,
      list: forward(d, 'list'),
      show: d.operations.one ? forward(d, 'show') : undefined,
      edit: d.operations.update ? forward(d, 'edit') : undefined,
      create: d.operations.create ? forward(d, 'create') : undefined,
      // named in the reader's language; react-admin's delete dialogs and pickers use it
      recordRepresentation: (record: Record<string, unknown>) => recordName(d, record, getLocale()),
    }),
  );
}

export const resourceScreens: Record<string, ComponentType> = buildScreens(descriptors);
export const recordScreens: RecordScreen[] = buildRecordScreens(descriptors);
export const resourceElements: ReactNode[] = buildElements(descriptors);
