import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * Puts the data the server painted the page with (entry-server.tsx) into the browser's client. Apart from
 * query-client.ts: the pages the browser renders alone never load TanStack's hydration.
 */
export function restoreQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
}
