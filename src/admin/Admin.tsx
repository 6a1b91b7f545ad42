/**
 * react-admin's <Admin> with the same props, assembled from its own two halves (AdminContext + CoreAdminUI)
 * the way react-admin's Admin is. The stock one also pulls its default MUI screens (login form, default
 * layout, not-found page...) into the first chunk through AdminUI's default props, although this app
 * replaces every one of them; that alone cost ~40 KB gzipped of the 250 KB initial-JS budget.
 */
import type { ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, localStorageStore, type CoreAdminUIProps } from 'ra-core';
import { AdminContext, type AdminContextProps } from 'ra-ui-materialui';
import { ShellBridge } from './ShellBridge.tsx';

const defaultStore = localStorageStore();

export type AdminProps = AdminContextProps & CoreAdminUIProps & { notification: ComponentType };

export function Admin({
  authProvider,
  basename,
  dataProvider,
  i18nProvider,
  queryClient,
  routerProvider,
  store = defaultStore,
  theme,
  notification: Notification,
  children,
  ...ui
}: AdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <ShellBridge>
          <CoreAdminUI {...ui}>{children}</CoreAdminUI>
          <Notification />
        </ShellBridge>
      </CssBaseline>
    </AdminContext>
  );
}
