/**
 * Chooses the app for this page load: a visitor on a store page gets the store's light entry (no react-admin,
 * DESIGN.md section 7's /home budget); everything else the console. Moving between them is a page load.
 */
import { EARLY_SESSION_PATHS, fetchEarly, ticketAboutToChange } from '../api/early.ts';
import { getLocale, isLoggedIn } from '../api/session.ts';
import { isStoreVisit } from '../store/app/paths.ts';

// built apart into dist/store on preact/compat (vite.config.ts, `--mode store`); the dev server serves the source
const storeEntry = '/store/entry.js';
if (isStoreVisit(location.pathname, location.search, isLoggedIn()))
  void (import.meta.env.DEV ? import('../store/app/main.tsx') : import(/* @vite-ignore */ storeEntry));
else {
  // the user and the role tree asked for now, while the console's entry downloads and runs (early.ts)
  if (isLoggedIn() && !ticketAboutToChange(location.search)) EARLY_SESSION_PATHS.forEach((path) => fetchEarly(path));
  // the console's messages are fetched beside its entry, not after it has run (boot.tsx awaits the same module)
  void (getLocale() === 'en' ? import('./i18n/locale-en.ts') : import('./i18n/locale-zh.ts'));
  void import('./boot.tsx');
}
