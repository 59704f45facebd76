import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import { useId } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { formatPrice } from '@/lib/format.ts';
import styles from './dashboard.module.css';

/**
 * Gift cards: how many were sold in the last 30 days and for how much, and what the shop owes on live cards
 * (their balances: a liability, not revenue).
 */
export function GiftCardsTile({ cards }: { cards: Dashboard['gift_cards'] }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        Подарочные карты
      </h3>
      <p className={styles.giftLine}>
        Продано за 30 дней: {cards.sold_30d} шт. на {formatPrice(cards.sold_amount_30d)}
      </p>
      <p className={styles.giftLine}>
        Остаток на картах (обязательства): <strong>{formatPrice(cards.outstanding)}</strong>
      </p>
      <AppLink className={styles.more} to="/admin/gift-cards">
        Все подарочные карты
      </AppLink>
    </section>
  );
}
