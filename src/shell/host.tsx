/**
 * What store and shell components need from their host app: translate, the locale, notify and refresh. The
 * console provides them from react-admin's hooks (admin/ShellBridge.tsx); the store's own light entry from a
 * polyglot translator and a snackbar (store/app). Store and shell code import these hooks, never react-admin, so
 * the store's bundle carries no react-admin code.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type TranslateFunction = (key: string, options?: Record<string, unknown>) => string;
export type NotifyType = 'success' | 'info' | 'warning' | 'error';
/** react-admin's notify signature, the part the store uses: a message (or a message key) and its type */
export type NotifyFunction = (
  message: ReactNode,
  options?: {
    type?: NotifyType;
    messageArgs?: Record<string, unknown>;
    multiLine?: boolean;
    autoHideDuration?: number | null;
  },
) => void;

export interface ShellHost {
  translate: TranslateFunction;
  locale: string;
  setLocale: (locale: string) => void | Promise<void>;
  notify: NotifyFunction;
  refresh: () => void;
}

const HostContext = createContext<ShellHost | null>(null);
export const ShellHostProvider = HostContext.Provider;

function useHost(): ShellHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('store/shell component rendered outside a ShellHostProvider');
  return host;
}

export const useTranslate = (): TranslateFunction => useHost().translate;
export const useLocaleState = (): [string, ShellHost['setLocale']] => {
  const { locale, setLocale } = useHost();
  return [locale, setLocale];
};
export const useNotify = (): NotifyFunction => useHost().notify;
export const useRefresh = (): (() => void) => useHost().refresh;
