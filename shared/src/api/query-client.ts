import { useCallback, useContext } from 'react';
import { QueryClient, QueryClientContext, type QueryKey } from '@tanstack/react-query';

/**
 * Server state in the browser (ARCHITECTURE "data in the browser"): every query and mutation goes through
 * the api client, which already retries network failures (SPEC §8: 3 times, 1 s apart) and rejects an
 * answered error at once. React Query must not retry on top of it, or one failure would become up to
 * 16 requests and a second round of toasts. Refetching on window focus is off for the same reason: a
 * failing server would toast each time the tab is shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The page's one client (this module is a Module Federation singleton): a save in one root refreshes lists in every root. */
export const queryClient = createQueryClient();

/** The client of the nearest provider, else the page's: a root rendered without AppProviders still shares the cache. */
export function usePageQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

/** Marks everything under `queryKey` stale and refetches what is on screen: call it after a save or delete. */
export function useInvalidate(): (queryKey: QueryKey) => Promise<void> {
  const client = usePageQueryClient();
  return useCallback((queryKey: QueryKey) => client.invalidateQueries({ queryKey }), [client]);
}
