import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { ErrorScreen } from '@/components/error-screen.tsx';
import { SiteGate } from './site-gate.tsx';

/** What wraps the router, in the browser and when the server renders a page (entry-server.tsx). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<ErrorScreen />}>
      <SiteGate>{children}</SiteGate>
    </ErrorBoundary>
  );
}
