/** The four views of a descriptor: its named overrides where it has them, the generated ones elsewhere. */
import type { ComponentType } from 'react';
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { lazyScreen, type PreloadableScreen } from '../../shell/routing/lazy.ts';

export type ViewKind = 'list' | 'show' | 'edit' | 'create';

// loaded on first use: the generator (tables, forms, pickers) stays out of the console's initial bundle
export const generated: Record<ViewKind, PreloadableScreen> = {
  list: lazyScreen(() => import('./generate/List.tsx').then((m) => ({ default: m.GeneratedList as ComponentType }))),
  show: lazyScreen(() => import('./generate/Show.tsx').then((m) => ({ default: m.GeneratedShow as ComponentType }))),
  edit: lazyScreen(() => import('./generate/Edit.tsx').then((m) => ({ default: m.GeneratedEdit as ComponentType }))),
  create: lazyScreen(() =>
    import('./generate/Create.tsx').then((m) => ({ default: m.GeneratedCreate as ComponentType })),
  ),
};

/** descriptor-named overrides: the app's list (src/app/overrides.ts) fills this before the first render */
let registry: Record<string, ComponentType> = {};

export function fillOverrides(list: Record<string, ComponentType>): void {
  registry = list;
}

export function resolveView(
  d: ResourceDescriptor,
  kind: ViewKind,
  overrides: Record<string, ComponentType> = registry,
): ComponentType {
  const name = d.overrides?.[kind];
  if (!name) return generated[kind];
  const view = overrides[name];
  // a missing override is a build mistake, not something a user can fix: fail loudly where it is declared
  if (!view) throw new Error(`resources/${d.name}.yaml: override "${name}" is not registered in src/app/overrides.ts`);
  return view;
}
