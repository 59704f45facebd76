import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analyticsAllowed, counterId, useCookieNoticeOpen } from '../model/consent.ts';
import { sendPageView, startMetrika } from '../model/metrika.ts';

// The notice's code loads only when there is something to ask.
const CookieNotice = lazy(() => import('./cookie-notice.tsx'));

/** The address Metrica counts: the page without its #fragment. */
const pageUrl = (pathname: string, search: string) => `${window.location.origin}${pathname}${search}`;

/**
 * Web analytics in the storefront's layout (docs/product/personal-data.md#web-analytics): the cookie notice
 * while the visitor has not decided (or asked again), and, once they accepted, Yandex Metrica with a page
 * view for every address the app shows. Without a counter in the page it renders and loads nothing.
 */
export default function AnalyticsRoot() {
  const open = useCookieNoticeOpen();
  const { pathname, search } = useLocation();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    const id = counterId();
    if (id === null || !analyticsAllowed()) return;
    const url = pageUrl(pathname, search);
    // The counter counts the page it starts on; every later address is a page view of its own.
    if (counted.current === null) startMetrika(id);
    else if (counted.current !== url) sendPageView(url, counted.current);
    counted.current = url;
  }, [pathname, search]);

  return open ? (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  ) : null;
}
