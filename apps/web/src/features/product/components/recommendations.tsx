import { recommendationsFor } from '@shop/shared/rules/card-builders';
import type { Card } from '@shop/shared/rules/cards';
import { CardGrid } from '@/features/catalog';
import styles from './product-details.module.css';

/** 'Рекомендуем также': up to four other cards of the same kind, never the card itself. */
export function Recommendations({
  cards,
  card,
  labels,
}: {
  cards: readonly Card[];
  card: Card;
  labels: ReadonlyMap<string, string>;
}) {
  const recommended = recommendationsFor(cards, card);
  if (recommended.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommend-title">
      <h2 id="recommend-title" className={styles.sectionTitle}>
        Рекомендуем также
      </h2>
      <CardGrid cards={recommended} labels={labels} eagerCount={0} />
    </section>
  );
}
