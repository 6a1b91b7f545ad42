/** The console's entry: the whole app in react-admin, for every page load that is not a visitor's store page (main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { bootstrapSso } from '../admin/sso-bootstrap.ts';
import { prefetchListPage, preloadConsole } from './preload.ts';
import { loadMessages } from '../admin/i18n/index.ts';
import './i18n/loaders.ts';
import { getLocale, getTicket } from '../api/session.ts';
import { ticketAboutToChange } from '../api/early.ts';
import { loadPermissions } from '../shell/authProvider.ts';

// the user and the role tree (memoized per ticket; main.tsx already asked, early.ts) and a list page's first rows
// fetched now, beside the messages and the page's chunks, not after the first render asks for them; a ticket about to
// be replaced (SSO, token exchange) is not worth asking with. Asked before the chunks: the browser's six connections
// take them first.
if (getTicket() && !ticketAboutToChange(location.search)) {
  loadPermissions().catch(() => undefined);
  prefetchListPage(location.pathname, location.search);
}
preloadConsole(location.pathname);
// the stored language's messages, fetched beside the page's chunks: every string is translated at first paint
const messages = loadMessages(getLocale());

messages
  .then(() => bootstrapSso())
  .then((reloading) => {
    if (reloading) return;
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
