/** The store entry: a visitor's store page, without react-admin (main.tsx chooses it). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreApp, preloadStorePage } from './StoreApp.tsx';

preloadStorePage(location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreApp />
  </StrictMode>,
);
