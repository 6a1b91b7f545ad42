import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './admin/App.tsx';
import { bootstrapSso } from './admin/sso-bootstrap.ts';
import { preloadConsole } from './admin/routing/preload.ts';

preloadConsole(location.pathname);

bootstrapSso().then((reloading) => {
  if (reloading) return;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
