import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppFrame } from './app/app.tsx';
import { AppRoutes } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  </StrictMode>
);

// The server painted this page (entry-server.tsx) with the data in #page-data: the query client gets the
// same data first so that the app takes over the painted page instead of painting it again.
const pageData = document.getElementById('page-data');
if (pageData?.textContent) {
  const state = JSON.parse(pageData.textContent) as DehydratedState;
  void import('./lib/restore-queries.ts').then(({ restoreQueries }) => {
    restoreQueries(state);
    hydrateRoot(container, app);
  });
} else {
  // Rendered as a transition, React yields to the browser every few milliseconds instead of blocking it for
  // the whole first render (Lighthouse's total blocking time on the pages the server does not paint).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
