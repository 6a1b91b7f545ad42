/**
 * operationId -> method and path, from the table `npm run gen:types` writes out of schemas/*.yaml.
 * Descriptors name operations, not URLs, so the specs stay the only place a path is written.
 */
import { operations } from '../../api/generated/operations.ts';
import type { HttpMethod } from '../../api/request.ts';
import type { Op, ResourceDescriptor } from '../../shared/descriptors/types.ts';

export interface OperationRoute {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /newopen/service/partner/{partner_id} */
  path: string;
}

export type OperationIndex = Map<string, OperationRoute>;

export const operationIndex: OperationIndex = new Map(
  Object.entries(operations).map(([id, [method, path]]) => [id, { method: method as HttpMethod, path }]),
);

/**
 * The shape `npm run new:resource` scaffolds under descriptor.api; used when an operation is not (yet) in the
 * specs the console was built with, so a fresh descriptor still gets working screens.
 */
function conventionalRoute(d: ResourceDescriptor, op: Op): OperationRoute | undefined {
  if (!d.api) return undefined;
  const byKey = `${d.api}/{${d.key}}`;
  const routes: Record<Op, OperationRoute> = {
    list: { method: 'GET', path: `${d.api}/page` },
    all: { method: 'GET', path: `${d.api}/list` },
    one: { method: 'GET', path: byKey },
    create: { method: 'POST', path: d.api },
    update: { method: 'PUT', path: d.api },
    delete: { method: 'DELETE', path: byKey },
  };
  return routes[op];
}

export function routeOf(index: OperationIndex, d: ResourceDescriptor, op: Op): OperationRoute {
  const operationId = d.operations[op];
  const route = (operationId && index.get(operationId)) || (operationId ? conventionalRoute(d, op) : undefined);
  if (!route) throw new Error(`resource ${d.name} has no ${op} operation`);
  return route;
}

export function actionRoute(index: OperationIndex, d: ResourceDescriptor, operationId: string): OperationRoute {
  const route = index.get(operationId);
  if (!route) throw new Error(`resource ${d.name}: operation ${operationId} is not in schemas/`);
  return route;
}

/** Fills `{name}` placeholders; the first one not given takes `id` (the record key in path position). */
export function fillPath(
  template: string,
  params: Record<string, unknown>,
  id?: unknown,
): { url: string; usedId: boolean } {
  let usedId = false;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    let value = params[name];
    if (value === undefined && !usedId && id !== undefined) {
      value = id;
      usedId = true;
    }
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
  return { url, usedId };
}
