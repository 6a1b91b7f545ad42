/**
 * Descriptor permissions -> the authProvider's canAccess({ resource: menu code, action: button code }).
 * react-admin's own buttons and controllers ask with the resource NAME and their action names (create, edit,
 * delete, show, export, list); `toMenuAccess` turns those into the descriptor's menu and permission codes.
 */
import { defaultPermissions, type Op, type ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { consoleRoutes } from '../../shared/routes.ts';

/** react-admin action -> descriptor operation */
const RA_OPS: Record<string, Op> = {
  list: 'list',
  show: 'one',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

/** The action code for an operation; 'access' (the menu alone) when the descriptor asks for no button. */
export function opPermission(d: ResourceDescriptor, op: Op): string {
  const code = d.permissions?.[op] ?? defaultPermissions[op];
  return code ?? (op === 'list' ? 'list' : 'access');
}

/**
 * The code the export button needs: the page's 导出 button where its route declares one, else just what reading
 * the list needs (exports show nothing the list does not). The server checks the same.
 */
export function exportPermission(d: ResourceDescriptor): string {
  const route = consoleRoutes.find((r) => r.permission === d.menu);
  return route?.actions?.includes('export') ? 'export' : opPermission(d, 'list');
}

export interface AccessParams {
  resource: string;
  action: string;
  [key: string]: unknown;
}

export function toMenuAccess(params: AccessParams, descriptors: Map<string, ResourceDescriptor>): AccessParams {
  const d = descriptors.get(params.resource);
  if (!d) return params;
  const op = RA_OPS[params.action];
  return { ...params, resource: d.menu, action: op ? opPermission(d, op) : params.action };
}

/**
 * What reading a resource's picker list (its `all` operation) needs: null when any logged-in caller may
 * (or anyone), else its menu and action code; the server's x-permission of that operation says the same.
 */
export function readListAccess(d: ResourceDescriptor): { resource: string; action: string } | null {
  const code = d.permissions?.all ?? defaultPermissions.all;
  if (code === 'login' || code === 'public') return null;
  return { resource: d.menu, action: opPermission(d, 'all') };
}

/** The resources the descriptor's form pickers list (reference and references fields). */
export function referencedResources(d: ResourceDescriptor): string[] {
  return [
    ...new Set(
      Object.values(d.fields).flatMap((f) =>
        (f.type === 'reference' || f.type === 'references') && f.reference ? [f.reference.resource] : [],
      ),
    ),
  ];
}
