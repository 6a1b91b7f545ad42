/**
 * List handlers that still read through the generic repository, only checking something first (the parent group
 * is visible to the caller). They are marked here with their check, so an export of that list can run the same
 * check and then read the same rows: the file shows exactly what the list shows, and such lists are exportable
 * like any other (exports/handlers.ts).
 */
import type { Caller, Deps, Handler } from '../context.ts';
import type { Row } from './repository.ts';

export type ListGuard = (deps: Deps, caller: Caller | undefined, query: Row) => Promise<void>;

const guards = new WeakMap<Handler, ListGuard>();

export function markRepositoryList<H extends Handler>(handler: H, guard: ListGuard): H {
  guards.set(handler, guard);
  return handler;
}

/** the check of a list handler that reads the repository; undefined for handlers that answer rows of their own */
export const repositoryListGuard = (handler: Handler | undefined) => (handler ? guards.get(handler) : undefined);
