import { pagingMessages } from '@shop/shared/api/paging-words';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  /** Another page exists. */
  hasMore: boolean;
  /** The next page is being read. */
  loading: boolean;
  /** The last read of a next page failed: no more reading by itself, the button retries. */
  failed?: boolean;
  /** Reads the next page. */
  onMore: () => unknown;
  /** How many rows are shown: a polite status says how many a page added. */
  shown: number;
}

/**
 * The end of a list read a page at a time (docs/product/checkout-and-orders.md#paging): the next page loads
 * by itself as the end scrolls near (an IntersectionObserver on a sentinel), and 'Показать ещё' loads it
 * from the keyboard, by touch, or where the browser cannot tell. While it loads the button stays where it
 * is, says 'Загружаем…' and is busy, so nothing moves and the focus stays; a polite status says how many
 * rows came. A failed page stops the loading by itself and says so, with 'Повторить'.
 */
export function LoadMore({ hasMore, loading, failed = false, onMore, shown }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // How many rows were shown when the next page was asked for; null when none is awaited.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const more = useRef(() => {});
  useEffect(() => {
    more.current = () => {
      setAskedAt(shown);
      void onMore();
    };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      // A screen ahead: the next page is usually there before the shopper reaches the end.
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  // Once the page asked for is shown, say how many rows it added.
  if (askedAt !== null && !loading && shown !== askedAt) {
    setAskedAt(null);
    setSaid(shown > askedAt ? pagingMessages.loaded(shown - askedAt, shown) : '');
  }

  return (
    <div className={styles.more}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {failed && !loading ? (
        <p className={styles.failed} role="alert">
          {pagingMessages.loadMoreFailed}
        </p>
      ) : null}
      {hasMore || failed ? (
        <Button
          variant="secondary"
          aria-busy={loading || undefined}
          onClick={() => {
            if (!loading) more.current();
          }}
        >
          {loading ? pagingMessages.loadingMore : failed ? pagingMessages.retry : pagingMessages.more}
        </Button>
      ) : null}
      {hasMore || failed || said ? (
        <p className="visually-hidden" role="status">
          {said}
        </p>
      ) : null}
    </div>
  );
}

/** What LoadMore reads of an infinite query (TanStack Query's useInfiniteQuery). */
type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/** LoadMore at the end of a list an infinite query reads, `shown` rows of it on screen. */
export function LoadMorePages({ query, shown }: { query: PagedQuery; shown: number }) {
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onMore={() => query.fetchNextPage()}
      shown={shown}
    />
  );
}
