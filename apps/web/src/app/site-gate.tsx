import { lazy, Suspense, type ReactNode } from 'react';
import { selectShowMaintenance, useSiteStatusStore } from '../features/shell/model/site-status.ts';

// Both load after the entry: the site renders at once and switches to maintenance only once the status
// is loaded as inactive (a failed load counts as active).
const SiteStatusWatcher = lazy(() => import('../features/shell/components/site-status-watcher.tsx'));
const MaintenanceView = lazy(() => import('./maintenance-view.tsx'));

export function SiteGate({ children }: { children: ReactNode }) {
  const showMaintenance = useSiteStatusStore(selectShowMaintenance);
  return (
    <>
      {showMaintenance ? (
        <Suspense fallback={null}>
          <MaintenanceView />
        </Suspense>
      ) : (
        children
      )}
      <Suspense fallback={null}>
        <SiteStatusWatcher />
      </Suspense>
    </>
  );
}
