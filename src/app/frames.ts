/** The four page frames, each its own chunk: a visitor of one frame never downloads the others. */
import type { ReactNode } from 'react';
import { lazyScreen } from '../shell/routing/lazy.ts';

type Frame = { children: ReactNode };

export const LazyConsoleLayout = lazyScreen<Frame>(() => import('../admin/layout/ConsoleLayout.tsx'));
export const LazyPublicLayout = lazyScreen<Frame>(() => import('../store/layout/PublicLayout.tsx'));
export const LazyLoginLayout = lazyScreen<Frame>(() => import('../store/layout/LoginLayout.tsx'));
export const LazyBareLayout = lazyScreen<Frame>(() => import('../store/layout/BareLayout.tsx'));
