import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { ReactNode } from 'react';
import { loyaltyStrings } from '../model/strings.ts';
import styles from './bonus-history.module.css';

/** +35 / −254 (a real minus sign). */
const signed = (amount: number) => (amount >= 0 ? `+${amount}` : `−${Math.abs(amount)}`);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The bonus movements read so far, newest first: credited for an order, spent, returned, or a credit taken
 * back; `children` go below the list (the next page's LoadMore).
 */
export function BonusHistory({
  history,
  children,
}: {
  history: LoyaltyCard['history'];
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="loyalty-history-title">
      <h2 id="loyalty-history-title" className={styles.title}>
        {loyaltyStrings.historyTitle}
      </h2>
      {history.length === 0 ? (
        <p className={styles.empty}>{loyaltyStrings.historyEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {history.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span className={styles.kind}>{loyaltyStrings.kinds[entry.kind]}</span>
              <span className={styles.meta}>
                {loyaltyStrings.order(entry.order_number)} ·{' '}
                <time dateTime={entry.created_at}>{day(entry.created_at)}</time>
              </span>
              <span className={`${styles.amount} ${entry.amount >= 0 ? styles.credit : styles.debit}`}>
                {signed(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {history.length === 0 ? null : children}
    </section>
  );
}
