/**
 * Registration. Each descriptor's list screen (and create screen, when the descriptor names a create route)
 * is a route screen keyed by its routes.ts name, so it lives at the SPEC path (e.g. /openUser/partnersManage)
 * inside the shell's layout and route guard. Show/edit/create also live under react-admin's
 * <Resource name={descriptor.name}> at /<name>/:id(/show) and /<name>/create; its list path redirects to the
 * SPEC path, so react-admin's own "back to list" and after-save redirects land on the real screen.
 */
import { createElement as h, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Resource, useRedirect } from 'react-admin';
import { descriptors } from '../../shared/descriptors/browser.ts';
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { routeByName } from '../../shared/routes.ts';
import { LoadingState } from '../ui/states.tsx';
import { DescriptorScope } from './DescriptorContext.tsx';
import { resolveView, type ViewKind } from './views.ts';

/** A view inside its descriptor's scope: resource context `partners`, menu-code access checks. */
export function scopedView(d: ResourceDescriptor, kind: ViewKind): ComponentType {
  const View = resolveView(d, kind);
  const Screen = () => h(DescriptorScope, { descriptor: d, children: h(Suspense, { fallback: h(LoadingState), children: h(View) }) });
  Screen.displayName = `${d.name}:${kind}`;
  return Screen;
}

function listRedirect(d: ResourceDescriptor): ComponentType {
  const path = routeByName.get(d.routes.list)?.path;
  if (!path) throw new Error(`resources/${d.name}.yaml: routes.list "${d.routes.list}" is not in src/shared/routes.ts`);
  const ToList = () => {
    const redirect = useRedirect();
    useEffect(() => redirect(path), [redirect]);
    return null;
  };
  ToList.displayName = `${d.name}:toList`;
  return ToList;
}

/** The first string column names a record in titles and confirmations ("delete partner Acme?"). */
function representation(d: ResourceDescriptor): string {
  return d.list.columns.find((c) => d.fields[c].type === 'string') ?? d.key;
}

export function buildScreens(list: ResourceDescriptor[]): Record<string, ComponentType> {
  const screens: Record<string, ComponentType> = {};
  for (const d of list) {
    screens[d.routes.list] = scopedView(d, 'list');
    for (const name of d.routes.also ?? []) screens[name] = screens[d.routes.list];
    if (d.routes.create && d.operations.create) screens[d.routes.create] = scopedView(d, 'create');
  }
  return screens;
}

export function buildElements(list: ResourceDescriptor[]): ReactNode[] {
  return list.map((d) => h(Resource, {
    key: d.name,
    name: d.name,
    list: listRedirect(d),
    show: d.operations.one ? scopedView(d, 'show') : undefined,
    edit: d.operations.update ? scopedView(d, 'edit') : undefined,
    create: d.operations.create ? scopedView(d, 'create') : undefined,
    recordRepresentation: representation(d),
  }));
}

export const resourceScreens: Record<string, ComponentType> = buildScreens(descriptors);
export const resourceElements: ReactNode[] = buildElements(descriptors);
