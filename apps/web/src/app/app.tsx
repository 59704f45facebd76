import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { SiteGate } from './site-gate.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: Router }) {
  return (
    <ErrorBoundary fallback={<ErrorScreen />}>
      <SiteGate>
        <RouterProvider router={router} />
      </SiteGate>
    </ErrorBoundary>
  );
}
