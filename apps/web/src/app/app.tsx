import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { ErrorScreen } from '@/components/error-screen.tsx';
import { SiteGate } from './site-gate.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** What wraps the router, in the browser and when the server renders a page (entry-server.tsx). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<ErrorScreen />}>
      <SiteGate>{children}</SiteGate>
    </ErrorBoundary>
  );
}

export function App({ router }: { router: Router }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
