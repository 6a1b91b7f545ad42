import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './admin/App.tsx';
import { bootstrapSso } from './admin/sso-bootstrap.ts';

bootstrapSso().then((reloading) => {
  if (reloading) return;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
