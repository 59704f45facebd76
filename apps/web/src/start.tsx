import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);

// The server painted this page (entry-server.tsx) with the data in #page-data: the query client gets the
// same data first so that the app takes over the painted page instead of painting it again.
const pageData = document.getElementById('page-data');
if (pageData?.textContent) {
  const state = JSON.parse(pageData.textContent) as DehydratedState;
  void import('./lib/query-client.ts').then(({ restoreQueries }) => {
    restoreQueries(state);
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
