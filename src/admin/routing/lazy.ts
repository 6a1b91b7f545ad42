/**
 * Lazy screens. A chunk that fails to load (a deploy replaced it, the network dropped) reloads the page
 * once; the sessionStorage flag makes the second failure show the error instead of reloading forever.
 */
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants.ts';

export const RELOAD_FLAG = 'chunk-reload-attempted';

type Loader = () => Promise<{ default: ComponentType }>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e: unknown) => { clearTimeout(timer); reject(e); });
  });
}

export function loadOnceOrReload(load: Loader, reload = () => window.location.reload()): ReturnType<Loader> {
  return withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then(
    (mod) => {
      sessionStorage.removeItem(RELOAD_FLAG);
      return mod;
    },
    (err: unknown) => {
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        reload();
        return new Promise<never>(() => undefined);
      }
      sessionStorage.removeItem(RELOAD_FLAG);
      throw err;
    },
  );
}

export const lazyScreen = (load: Loader) => lazy(() => loadOnceOrReload(load));
