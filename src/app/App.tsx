/**
 * The whole front end as one react-admin <Admin>: public, login and bare pages as no-layout routes in
 * their own frames, console screens and the resources' <Resource> elements inside the console layout.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { CustomRoutes, type DataProvider } from 'react-admin';
import { Admin } from '../admin/Admin.tsx';
import { authProvider } from '../shell/authProvider.ts';
import { queryClient } from './query-client.ts';
import { createI18nProvider } from '../admin/i18n/index.ts';
import './i18n/loaders.ts';
import { theme } from '../admin/theme.ts';
import { CatchAll, ConsoleRoute, PublicRoute, RootRedirect } from '../admin/routing/guards.tsx';
import { builtConsoleRoutes, builtPublicRoutes } from './routes.ts';
import { ShellNotification } from '../admin/routing/Shell.tsx';
import { LoadingState } from '../shell/ui/states.tsx';
import { ConsoleFrameSkeleton, PublicFrameSkeleton } from '../admin/layout/FrameSkeletons.tsx';
import { recordScreens, resourceElements } from '../admin/resources/screens.ts';
import { dataProvider as descriptorDataProvider } from '../admin/resources/dataProvider.ts';
import type { Layout as LayoutName } from '../shared/routes.ts';

import { fillAccountSlots } from '../shell/account-slots.tsx';
import { LazyBareLayout, LazyConsoleLayout, LazyLoginLayout, LazyPublicLayout } from './frames.ts';

/**
 * Layouts are split out of the first chunk too: a visitor of one frame never downloads the others. While a
 * frame's chunk arrives, its skeleton (same bars, same places) stands in, never a blank page with a spinner.
 */
const suspended = (
  Layout: React.ComponentType<{ children: ReactNode }>,
  Fallback: React.ComponentType = () => <LoadingState minHeight={480} />,
) =>
  function SuspendedLayout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={<Fallback />}>
        <Layout>{children}</Layout>
      </Suspense>
    );
  };

const ConsoleLayout = suspended(LazyConsoleLayout, ConsoleFrameSkeleton);
const frames: Record<Exclude<LayoutName, 'console'>, React.ComponentType<{ children: ReactNode }>> = {
  public: suspended(LazyPublicLayout, PublicFrameSkeleton),
  login: suspended(LazyLoginLayout),
  bare: suspended(LazyBareLayout),
};

// public pages show the console's account menu and password gate through the shell's slots
fillAccountSlots({
  AccountMenu: lazy(() => import('../admin/layout/UserMenu.tsx').then((m) => ({ default: m.AccountMenu }))),
  InitPasswordGate: lazy(() => import('../admin/layout/UserMenu.tsx').then((m) => ({ default: m.InitPasswordGate }))),
});

/** made on first render: the entry loads the stored language's messages before it renders (boot.tsx) */
let i18nProvider: ReturnType<typeof createI18nProvider> | undefined;

export function App({ dataProvider = descriptorDataProvider }: { dataProvider?: DataProvider }) {
  // real paths, not react-admin's default hash router: SPEC.md's paths and ?return= links are plain URLs
  return (
    <BrowserRouter>
      <Admin
        disableTelemetry
        title="app.name"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={(i18nProvider ??= createI18nProvider())}
        queryClient={queryClient}
        theme={theme}
        layout={ConsoleLayout}
        loginPage={false}
        catchAll={CatchAll}
        notification={ShellNotification}
      >
        <CustomRoutes noLayout>
          <Route path="/" element={<RootRedirect />} />
          {builtPublicRoutes.map((r) => (
            <Route
              key={r.name}
              path={r.path}
              element={<PublicRoute entry={r} layout={frames[r.layout as keyof typeof frames]} />}
            />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          {builtConsoleRoutes.map((r) => (
            <Route key={r.name} path={r.path} element={<ConsoleRoute entry={r} />} />
          ))}
          {recordScreens.map(({ page, Screen }) => (
            <Route key={page.path} path={page.path} element={<ConsoleRoute entry={page.list} screen={Screen} />} />
          ))}
        </CustomRoutes>
        {resourceElements}
      </Admin>
    </BrowserRouter>
  );
}
