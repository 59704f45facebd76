// The server's renderer: it paints the public catalogue pages into index.html so that shoppers (and
// Lighthouse) see the page before the app's JavaScript has arrived; the browser then hydrates it (main.tsx).
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from './app/app.tsx';
import { AppRoutes } from './app/router.tsx';
import { groupedProductsQuery } from '@/features/catalog-data';
import { contactsInfoQuery, deliverySettingsQuery, storesQuery } from '@/features/contacts';
import { reviewVideosQuery } from '@/features/review-videos';
import { siteStatusQuery } from '@/features/shell';
import { setApiFetch, type ApiFetch } from './lib/api-client.ts';
import { QueryClientContext } from './lib/query-client.ts';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The data the page was painted with, as JSON safe inside a <script> element. */
  data: string;
}

/** The catalogue's pages: the ones shared as links and the ones the performance budget names. */
const prerenderedPage = /^\/(catalog(\/(?!customBox$)[^/]+)?|merch(\/[^/]+)?)?\/?$/;

export const isPrerenderedPage = (pathname: string) => prerenderedPage.test(pathname);

// Everything these pages and the shell around them load, fetched before painting.
const pageQueries = [
  siteStatusQuery,
  contactsInfoQuery,
  groupedProductsQuery,
  storesQuery,
  deliverySettingsQuery,
  reviewVideosQuery,
];

/** Renders a page to HTML; null when the page is not prerendered (the browser renders it alone). */
async function renderPage(url: URL): Promise<RenderedPage | null> {
  if (!isPrerenderedPage(url.pathname)) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  try {
    await Promise.all(pageQueries.map((query) => client.fetchQuery(query as never)));
  } catch {
    // A page painted with an error would not match what the browser paints: it renders alone.
    return null;
  }
  // A site switched off shows only the maintenance view, which the browser paints.
  if (client.getQueryData(siteStatusQuery.queryKey)?.is_active === false) return null;

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientContext.Provider value={client}>
        <AppFrame>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </QueryClientContext.Provider>
    </StrictMode>,
    // One piece: boundaries split off into later chunks would need inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  // A part that failed would be painted by the browser alone: the caller serves the plain page instead.
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  const data = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  client.clear();
  return { html, data };
}

/** The renderer, its API calls answered by `fetchApi` (the server's own routes, in-process). */
export function createPageRenderer(fetchApi: ApiFetch): (url: URL) => Promise<RenderedPage | null> {
  setApiFetch(fetchApi);
  return renderPage;
}
