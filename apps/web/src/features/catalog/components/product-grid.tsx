import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  items: readonly ClassifiedProduct[] | undefined;
  loading?: boolean;
  error?: string | null | undefined;
  empty?: string;
  headingLevel?: 2 | 3;
  /** How many first cards load their images at once. */
  eagerCount?: number;
  skeletons?: number;
  titleOf?: (item: ClassifiedProduct) => string;
}

/** Cards in a responsive grid, with loading, error and empty states. */
export function ProductGrid({
  items,
  loading = false,
  error,
  empty = 'Здесь пока нет товаров',
  headingLevel = 3,
  eagerCount = 0,
  skeletons = 8,
  titleOf,
}: ProductGridProps) {
  if (error) return <p className={styles.status}>{error}</p>;
  if (loading || !items) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Загружаем товары">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <p className={styles.status}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.product.id}>
          <ProductCard
            item={item}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            {...(titleOf ? { title: titleOf(item) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
