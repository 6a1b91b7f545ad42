/**
 * Lazy screens. A chunk that fails to load (a deploy replaced it, the network dropped) reloads the page
 * once; the sessionStorage flag makes the second failure show the error instead of reloading forever.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants.ts';

export const RELOAD_FLAG = 'chunk-reload-attempted';

type Loader = () => Promise<{ default: ComponentType }>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
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

export type PreloadableScreen<P extends object = any> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A lazily loaded screen that renders synchronously once its chunk is in. React.lazy suspends on every
 * first render, even for a chunk already downloaded, and React holds a revealed Suspense boundary back for
 * up to 300 ms; with a layout and a screen nested that cost a console page over half a second. `preload()`
 * starts the download early (see preload.ts), and a loaded screen never suspends.
 */
export function lazyScreen<P extends object = any>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    pending ??= (loadOnceOrReload(load as Loader) as Promise<{ default: ComponentType<P> }>).then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  const Lazy = lazy(get);
  const Screen = ((props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props)) as PreloadableScreen<P>;
  Screen.preload = () => get().then(() => undefined);
  return Screen;
}
