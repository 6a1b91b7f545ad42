/**
 * The built route list, as the console's layout and guards read it. The composition root (src/app/routes.ts)
 * decides which screens exist (the console's own, the store's pages, the resources') and fills this once before the
 * first render; the console itself imports no screen of the store, and no module here imports the app.
 */
import type { ComponentType } from 'react';
import type { RouteEntry } from '../../shared/routes.ts';

export interface BuiltRoutes {
  /** route name -> screen */
  screens: Record<string, ComponentType>;
  /** the listed routes that have a screen (`/` excepted: a redirect) */
  routes: RouteEntry[];
}

let built: BuiltRoutes = { screens: {}, routes: [] };
let consoleRoutes: RouteEntry[] = [];

export function fillBuiltRoutes(next: BuiltRoutes): void {
  built = next;
  consoleRoutes = next.routes.filter((r) => r.layout === 'console');
}

export const builtScreens = (): Record<string, ComponentType> => built.screens;
export const builtConsoleRoutes = (): RouteEntry[] => consoleRoutes;
export const isBuilt = (name: string): boolean => name in built.screens;
