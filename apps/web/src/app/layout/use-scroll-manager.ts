import { shouldScrollToTop } from '@shop/shared/rules/page-behaviour';
import { useEffect, useRef } from 'react';
import type { Location } from 'react-router';
import { idOfHash, scrollToHash } from '@/lib/scroll-to-hash.ts';

/**
 * When the page on screen changes: scroll to its hash anchor if it has one, else to the top (except on
 * support and personal-account pages, which keep the position).
 */
export function useScrollManager(location: Location) {
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (location.hash) return scrollToHash(idOfHash(location.hash));
    const pathChanged = previous !== null && previous !== location.pathname;
    if (pathChanged && shouldScrollToTop(location.pathname) && window.scrollY !== 0) {
      window.scrollTo({ top: 0, left: 0 });
    }
  }, [location]);
}
