import { QueryClient } from '@tanstack/react-query';

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
 * budget, DESIGN.md). Code that needs the client (invalidation after a mutation) imports it from here.
 */
export const queryClient = createQueryClient();
queryClient.mount();
