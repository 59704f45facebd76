import type { Card } from '@shop/shared/rules/cards';
import { AppLink } from '@/components/app-link.tsx';
import { ArrowRightIcon } from '@/components/icons.tsx';
import { ProductCard, ProductCardSkeleton } from '@/features/catalog';
import styles from './home-page.module.css';

const rowLength = 4;

/** A titled row of product cards on the main page; hidden when it has nothing to show. */
export function ProductRow({
  id,
  title,
  lead,
  cards,
  labels,
  loading,
}: {
  id: string;
  title: string;
  lead: string;
  cards: readonly Card[];
  labels: ReadonlyMap<string, string> | undefined;
  loading: boolean;
}) {
  if (!loading && cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionLead}>{lead}</p>
        </div>
        <AppLink className={styles.more} to="/catalog">
          Весь каталог <ArrowRightIcon />
        </AppLink>
      </div>
      <ul className={styles.row} aria-busy={loading}>
        {loading
          ? Array.from({ length: rowLength }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))
          : cards.slice(0, rowLength).map((card) => (
              <li key={card.id}>
                <ProductCard card={card} label={labels?.get(card.id)} />
              </li>
            ))}
      </ul>
    </section>
  );
}
