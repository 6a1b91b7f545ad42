/** The console's entry: the whole app in react-admin, for every page load that is not a visitor's store page (main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { bootstrapSso } from './sso-bootstrap.ts';
import { preloadConsole } from './routing/preload.ts';

preloadConsole(location.pathname);

bootstrapSso().then((reloading) => {
  if (reloading) return;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
