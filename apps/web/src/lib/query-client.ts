import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The storefront's one query client. Query hooks pass it to useQuery explicitly instead of reading a
 * provider, so TanStack Query is loaded with the first code that asks for data (pages, the site-status
 * watcher, the footer's contacts) and stays out of the entry chunk: the shell paints without it (first-load
 * budget, docs/decisions/0005). Code that needs the client (invalidation after a mutation) imports it from
 * here.
 */
export const queryClient = createQueryClient();
queryClient.mount();

/**
 * The client query hooks read: the browser's one client, or, while the server renders a page, that
 * request's own client (entry-server.tsx), so that no two requests share data.
 */
export const QueryClientContext = createContext<QueryClient>(queryClient);

export const usePageQueryClient = (): QueryClient => useContext(QueryClientContext);
