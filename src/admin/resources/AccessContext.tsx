/**
 * Every permission code a descriptor screen may ask about, resolved once per screen through the
 * authProvider's canAccess({ resource: menu, action }), so rows and fields do not each ask again.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import type { Op, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { descriptorByName } from '../../shared/descriptors/browser.ts';
import { exportPermission, opPermission, readListAccess, referencedResources } from './access.ts';

export interface Access {
  isPending: boolean;
  can(code: string): boolean;
  /** may the user read the picker list of this referenced resource (see readListAccess) */
  canRead(resource: string): boolean;
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

const AccessContext = createContext<Access>({ isPending: false, can: () => true, canRead: () => true });

export const useAccess = () => useContext(AccessContext);

type AskNow = (params: { resource: string; action: string }) => boolean | undefined;

/**
 * The answers the effect below would come to, taken at once from an authProvider that already holds the permissions
 * (canAccessNow, shell/authProvider.ts): the screen's first render is then the view itself, not a placeholder
 * followed by a second render of the whole view. Null while any answer is still to come.
 */
function answersNow(now: AskNow | undefined, menu: string, codes: string[], referenced: string[]) {
  if (!now) return null;
  const granted = new Set<string>();
  for (const action of codes) {
    const ok = now({ resource: menu, action });
    if (ok === undefined) return null;
    if (ok) granted.add(action);
  }
  const readable = new Set<string>();
  for (const name of referenced) {
    const ref = descriptorByName.get(name);
    const need = ref ? readListAccess(ref) : null;
    const ok = need ? now(need) : true;
    if (ok === undefined) return null;
    if (ok) readable.add(name);
  }
  return { granted, readable };
}

export function AccessProvider({ descriptor, children }: { descriptor: ResourceDescriptor; children: ReactNode }) {
  const authProvider = useAuthProvider();
  const codes = useMemo(() => permissionCodes(descriptor), [descriptor]);
  const referenced = useMemo(() => referencedResources(descriptor), [descriptor]);
  const now = useMemo(
    () => answersNow(authProvider?.canAccessNow as AskNow | undefined, descriptor.menu, codes, referenced),
    [authProvider, descriptor.menu, codes, referenced],
  );
  const [asked, setGranted] = useState<Set<string> | null>(null);
  const [askedReadable, setReadable] = useState<Set<string> | null>(null);
  const granted = now?.granted ?? asked;
  const readable = now?.readable ?? askedReadable;
  useEffect(() => {
    if (now) return;
    let live = true;
    const check = authProvider?.canAccess;
    if (!check) {
      setGranted(new Set(codes));
      setReadable(new Set(referenced));
      return;
    }
    const ask = (resource: string, action: string) =>
      Promise.resolve(check({ resource, action })).then(
        (ok) => !!ok,
        () => false,
      );
    Promise.all(codes.map((action) => ask(descriptor.menu, action).then((ok) => (ok ? action : null)))).then((ok) => {
      if (live) setGranted(new Set(ok.filter((c): c is string => c !== null)));
    });
    // a picker whose list the user may not read would only show an error: forms hide it (inputs.tsx)
    Promise.all(
      referenced.map((name) => {
        const ref = descriptorByName.get(name);
        const need = ref ? readListAccess(ref) : null;
        return (need ? ask(need.resource, need.action) : Promise.resolve(true)).then((ok) => (ok ? name : null));
      }),
    ).then((ok) => {
      if (live) setReadable(new Set(ok.filter((c): c is string => c !== null)));
    });
    return () => {
      live = false;
    };
  }, [now, authProvider, descriptor.menu, codes, referenced]);
  const value = useMemo<Access>(
    () => ({
      isPending: granted === null || readable === null,
      can: (code) => granted?.has(code) ?? false,
      canRead: (resource) => readable?.has(resource) ?? false,
    }),
    [granted, readable],
  );
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}
