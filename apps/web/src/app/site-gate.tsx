import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthStore } from '@/features/auth';
import { selectShowMaintenance, useSiteStatusStore } from '@/features/shell';

// All load after the entry: the site renders at once and switches to maintenance only once the status
// is loaded as inactive (a failed load counts as active). The admin's banner comes in the maintenance
// view's chunk: one chunk less for the entry to name.
const SiteStatusWatcher = lazy(() => import('@/features/shell/components/site-status-watcher.tsx'));
const loadMaintenance = () => import('./maintenance-view.tsx');
const MaintenanceView = lazy(loadMaintenance);
const SiteOffBanner = lazy(() => loadMaintenance().then((module) => ({ default: module.SiteOffBanner })));

/**
 * While the site is switched off shoppers see only the maintenance view
 * (docs/product/support-and-content.md#site-status); a signed-in admin keeps the site, with a banner, to work
 * in /admin and switch it back on (issue 12).
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const siteOff = useSiteStatusStore(selectShowMaintenance);
  const isAdmin = useAuthStore((state) => state.user?.is_admin === true);
  // The banner has a slot of its own: the site (the router) is not mounted afresh when it comes or goes.
  return (
    <>
      {siteOff && isAdmin ? (
        <Suspense fallback={null}>
          <SiteOffBanner />
        </Suspense>
      ) : null}
      {siteOff && !isAdmin ? (
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
