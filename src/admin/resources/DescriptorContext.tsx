/**
 * The descriptor of the screen being rendered. Screens provide it; generated views and overrides read it, so
 * an override can render <GeneratedList /> without knowing which descriptor it belongs to.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { AuthContext, ResourceContextProvider, useAuthProvider, useResourceContext } from 'react-admin';
import { descriptorByName } from '../../shared/descriptors/browser.ts';
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { toMenuAccess, type AccessParams } from './access.ts';
import { AccessProvider } from './AccessContext.tsx';

const DescriptorContext = createContext<ResourceDescriptor | undefined>(undefined);

export function useDescriptor(): ResourceDescriptor {
  const provided = useContext(DescriptorContext);
  const resource = useResourceContext();
  const d = provided ?? (resource ? descriptorByName.get(resource) : undefined);
  if (!d) throw new Error(`no resource descriptor for "${resource}"`);
  return d;
}

/**
 * Sets the resource context (so i18n keys and the dataProvider see `partners`, not the route path) and lets
 * react-admin's built-in access checks speak in menu and button codes.
 */
export function DescriptorScope({ descriptor, children }: { descriptor: ResourceDescriptor; children: ReactNode }) {
  const authProvider = useAuthProvider();
  const scoped = useMemo(() => {
    if (!authProvider?.canAccess) return authProvider;
    const table = new Map([[descriptor.name, descriptor]]);
    const now = authProvider.canAccessNow as ((params: AccessParams) => boolean | undefined) | undefined;
    return {
      ...authProvider,
      canAccess: (params: Parameters<NonNullable<typeof authProvider.canAccess>>[0]) =>
        authProvider.canAccess!(toMenuAccess(params as unknown as AccessParams, table) as unknown as typeof params),
      // the same question asked without waiting (AccessContext.tsx) is put the same way
      canAccessNow: now && ((params: AccessParams) => now(toMenuAccess(params, table))),
    };
  }, [authProvider, descriptor]);
  return (
    <DescriptorContext.Provider value={descriptor}>
      <ResourceContextProvider value={descriptor.name}>
        <AuthContext.Provider value={scoped}>
          <AccessProvider descriptor={descriptor}>{children}</AccessProvider>
        </AuthContext.Provider>
      </ResourceContextProvider>
    </DescriptorContext.Provider>
  );
}
