/**
 * Every permission code a descriptor screen may ask about, resolved once per screen through the
 * authProvider's canAccess({ resource: menu, action }), so rows and fields do not each ask again.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import type { Op, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { exportPermission, opPermission } from './access.ts';

export interface Access {
  isPending: boolean;
  can(code: string): boolean;
}

const OPS: Op[] = ['list', 'all', 'one', 'create', 'update', 'delete'];

export function permissionCodes(d: ResourceDescriptor): string[] {
  const codes = [
    ...OPS.map((op) => opPermission(d, op)),
    exportPermission(d),
    ...(d.actions ?? []).map((a) => a.permission),
    ...Object.values(d.fields).flatMap((f) => (f.permission ? [f.permission] : [])),
  ];
  return [...new Set(codes)];
}

const AccessContext = createContext<Access>({ isPending: false, can: () => true });

export const useAccess = () => useContext(AccessContext);

export function AccessProvider({ descriptor, children }: { descriptor: ResourceDescriptor; children: ReactNode }) {
  const authProvider = useAuthProvider();
  const codes = useMemo(() => permissionCodes(descriptor), [descriptor]);
  const [granted, setGranted] = useState<Set<string> | null>(null);
  useEffect(() => {
    let live = true;
    const check = authProvider?.canAccess;
    if (!check) {
      setGranted(new Set(codes));
      return;
    }
    Promise.all(codes.map((action) =>
      Promise.resolve(check({ resource: descriptor.menu, action })).then((ok) => (ok ? action : null), () => null)))
      .then((ok) => { if (live) setGranted(new Set(ok.filter((c): c is string => c !== null))); });
    return () => { live = false; };
  }, [authProvider, descriptor.menu, codes]);
  const value = useMemo<Access>(() => ({
    isPending: granted === null,
    can: (code) => granted?.has(code) ?? false,
  }), [granted]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}
