import { lazy, Suspense } from 'react';
import { DisplayedLocationContext } from '@/lib/displayed-location.ts';
import { useAnalyticsConfigured } from '@/features/analytics';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './root-layout.module.css';
import { SiteModals } from './site-modals.tsx';
import { TransitionOverlay } from './transition-overlay.tsx';
import { useRouteTransition } from './use-route-transition.ts';
import { useScrollManager } from './use-scroll-manager.ts';

// The guest's cart comes from the server after the page: the header's badge fills in when it arrives.
const CartSync = lazy(() => import('@/features/cart/components/cart-sync.tsx'));
// Likewise the visitor's session: renewing the stored one and loading the user wait for the page.
const AuthSync = lazy(() => import('@/features/auth/components/auth-sync.tsx'));
// The cookie notice and, once accepted, Yandex Metrica: not even its code without a counter.
const AnalyticsRoot = lazy(() => import('@/features/analytics/components/analytics-root.tsx'));

/** Header, the page on screen, footer, the transition overlay and the site-wide modals. */
export function RootLayout() {
  const { location, outlet, phase } = useRouteTransition();
  const analytics = useAnalyticsConfigured();
  useScrollManager(location);
  return (
    <DisplayedLocationContext.Provider value={location}>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* The placeholder keeps the footer below the fold while a page's code loads. */}
        <Suspense fallback={<div className={styles.placeholder} data-loading />}>{outlet}</Suspense>
      </main>
      <Footer />
      <TransitionOverlay phase={phase} />
      <SiteModals />
      <Suspense fallback={null}>
        <CartSync />
        <AuthSync />
        {analytics ? <AnalyticsRoot /> : null}
      </Suspense>
    </DisplayedLocationContext.Provider>
  );
}
