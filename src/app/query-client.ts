/**
 * The console's one react-query client, a module of its own so the entry can hand it a list page fetched before
 * the first render (preload.ts) as well as give it to react-admin (App.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { sessionQueryDefaults } from '../shell/authProvider.ts';

/** one failed call is one message: the wrapper already notified, so nothing retries behind the user's back */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
sessionQueryDefaults(queryClient);
