import { documentPath, documentTitles } from '@shop/shared/legal/documents';
import { useEffect, useRef, type RefObject } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { decide, readChoice } from '../model/consent.ts';
import { analyticsStrings } from '../model/strings.ts';
import styles from './cookie-notice.module.css';

/**
 * While the notice shows, its height is the page's `--cookie-notice-height`: bars fixed at the bottom of the
 * screen (the box builder's on phones) stand above it instead of under it.
 */
function useBottomInset(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--cookie-notice-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-notice-height');
    };
  }, [region]);
}

/**
 * The cookie notice (docs/product/personal-data.md#web-analytics): a region at the bottom of every page, not
 * a dialog: the page stays usable and the notice keeps its own place after the footer, so it covers nothing
 * that cannot be scrolled above it. Opened again from the footer it says what is in force and takes focus.
 */
export default function CookieNotice() {
  const current = readChoice();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current !== null) region.current?.focus();
  }, [current]);
  useBottomInset(region);

  return (
    <section ref={region} className={styles.notice} aria-label={analyticsStrings.noticeLabel} tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p>
            {analyticsStrings.noticeText}{' '}
            <AppLink className={styles.link} to={documentPath('privacy')}>
              {documentTitles.privacy}
            </AppLink>
          </p>
          {current ? (
            <p className={styles.current}>
              {current === 'granted' ? analyticsStrings.currentGranted : analyticsStrings.currentDenied}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button onClick={() => decide('granted')}>{analyticsStrings.accept}</Button>
          <Button variant="secondary" onClick={() => decide('denied')}>
            {analyticsStrings.decline}
          </Button>
        </div>
      </div>
    </section>
  );
}
