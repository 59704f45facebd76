import type { AdminGiftCard } from '@shop/shared/gift-cards/gift-card-api';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { formatPrice } from '@/lib/format.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useAdminGiftCards } from './api/get-admin-gift-cards.ts';
import { cardDay } from './card-format.ts';
import { GiftCardStateLabel } from './gift-card-state.tsx';
import { giftCardPath, orderSearchPath } from './gift-card-path.ts';
import { GiftCardsSearch } from './gift-cards-search.tsx';
import styles from './gift-cards.module.css';
import { adminGiftCardsStrings as t, shownCode } from './strings.ts';

function CardRow({ card, q, onOpen }: { card: AdminGiftCard; q: string; onOpen: (id: number) => void }) {
  const shown = shownCode(card.last4);
  return (
    <tr>
      <th scope="row" className={styles.codeCell}>
        <AppLink
          to={giftCardPath(card.id, q)}
          className={card.last4 ? styles.code : styles.codeNotSent}
          aria-label={t.cardLink(shown, card.order_number)}
          data-card-id={card.id}
          onClick={() => onOpen(card.id)}
        >
          {shown}
        </AppLink>
      </th>
      <td className={styles.number}>{formatPrice(card.amount)}</td>
      <td className={styles.number}>{formatPrice(card.balance)}</td>
      <td>
        <GiftCardStateLabel state={card.state} />
      </td>
      <td className={styles.email}>{card.buyer_email}</td>
      <td className={styles.email}>{card.recipient_email ?? t.toBuyer}</td>
      <td className={styles.nowrap}>
        <AppLink to={orderSearchPath(card.order_number)} aria-label={t.orderLink(card.order_number)}>
          {t.orderNumber(card.order_number)}
        </AppLink>
      </td>
      <td className={styles.nowrap}>
        <time dateTime={card.expires_at}>{cardDay(card.expires_at)}</time>
      </td>
    </tr>
  );
}

/**
 * The cards, newest first, 20 a page ('Показать ещё' adds the next), with what the shop owes on them.
 * Coming back from a card, the focus returns to that card's link.
 */
export function GiftCardsList({
  q,
  onSearch,
  onOpen,
  returnTo,
}: {
  q: string;
  onSearch: (q: string) => void;
  onOpen: (id: number) => void;
  /** The card whose page was left for this list: its link takes the focus once the list is shown. */
  returnTo: number | null;
}) {
  const cards = useAdminGiftCards(q);
  const tableRef = useRef<HTMLTableElement>(null);
  const returned = useRef(false);
  const pages = cards.data?.pages ?? [];
  const list = pages.flatMap((page) => page.cards);
  const first = pages[0];

  useEffect(() => {
    if (returned.current || returnTo === null || !cards.data) return;
    returned.current = true;
    tableRef.current?.querySelector<HTMLElement>(`[data-card-id="${returnTo}"]`)?.focus();
  }, [cards.data, returnTo]);

  const resetButton = q.trim() ? (
    <button type="button" className={styles.reset} onClick={() => onSearch('')}>
      {t.reset}
    </button>
  ) : null;

  return (
    <>
      <GiftCardsSearch q={q} onSearch={onSearch} />
      {cards.isError && !cards.data ? (
        <LoadFailed
          message={cards.error.message}
          retrying={cards.isFetching}
          onRetry={() => void cards.refetch()}
        />
      ) : !first ? (
        <SectionSkeleton label={t.loading} />
      ) : (
        <>
          <div className={styles.countRow}>
            <p className={styles.outstanding}>{t.outstanding(first.outstanding)}</p>
            <p role="status">
              {list.length === 0 ? '' : t.found(list.length, first.total ?? list.length, first.total_capped)}
            </p>
            {resetButton}
          </div>
          {list.length === 0 ? (
            <div className={styles.empty} role="status">
              <p>{q.trim() ? t.nothingFound : t.noCards}</p>
            </div>
          ) : (
            <div
              className={`${styles.tableWrap} ${cards.isPlaceholderData ? styles.stale : ''}`}
              aria-busy={cards.isPlaceholderData || undefined}
              // Narrow screens scroll the table sideways: the keyboard can too.
              role="region"
              aria-label={t.tableScroll}
              tabIndex={0}
            >
              <table ref={tableRef} className={styles.table} aria-label={t.listLabel}>
                <thead>
                  <tr>
                    <th scope="col">{t.card}</th>
                    <th scope="col" className={styles.number}>
                      {t.amount}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t.balance}
                    </th>
                    <th scope="col">{t.state}</th>
                    <th scope="col">{t.buyer}</th>
                    <th scope="col">{t.recipient}</th>
                    <th scope="col">{t.order}</th>
                    <th scope="col">{t.validUntil}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((card) => (
                    <CardRow key={card.id} card={card} q={q} onOpen={onOpen} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {cards.isFetchNextPageError ? (
            <LoadFailed compact message={cards.error.message} onRetry={() => void cards.fetchNextPage()} />
          ) : cards.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                disabled={cards.isFetchingNextPage}
                onClick={() => void cards.fetchNextPage()}
              >
                {cards.isFetchingNextPage ? t.loadingMore : t.more}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
