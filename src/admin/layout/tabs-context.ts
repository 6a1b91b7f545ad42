/**
 * The page tabs' context, apart from the tab bar (PageTabs.tsx): a screen that closes its own tab (a form going
 * back to its list) reads it without importing the bar, the console paths and the route list behind them.
 */
import { createContext, useContext } from 'react';
import type { CloseMode, PageTab } from './tabs.ts';

export interface TabsApi {
  tabs: PageTab[];
  active: string;
  close: (mode: CloseMode, target: string) => void;
  /** drops a tab without navigating (a form that saved and goes back to its list) */
  forget: (key: string) => void;
}

export const TabsContext = createContext<TabsApi>({
  tabs: [],
  active: '',
  close: () => undefined,
  forget: () => undefined,
});

export const useTabs = () => useContext(TabsContext);
