/** Hands react-admin's translate, locale, notify and refresh to the store and shell components (shell/host.tsx). */
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ShellHostProvider, type ShellHost } from '../shell/host.tsx';

export function ShellBridge({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const host = useMemo<ShellHost>(
    () => ({
      translate: translate as ShellHost['translate'],
      locale,
      setLocale,
      notify: notify as ShellHost['notify'],
      refresh,
    }),
    [translate, locale, setLocale, notify, refresh],
  );
  return <ShellHostProvider value={host}>{children}</ShellHostProvider>;
}
