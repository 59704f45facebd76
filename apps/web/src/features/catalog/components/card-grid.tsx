import type { Card } from '@shop/shared/rules/cards';
import { PHOTO_SIZES } from '@shop/shared/rules/photo-files';
import type { ReactNode } from 'react';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductCard } from './product-card.tsx';
import styles from './card-grid.module.css';

export interface CardGridProps {
  /** undefined while loading: skeleton cards keep the layout. */
  cards: readonly Card[] | undefined;
  labels?: ReadonlyMap<string, string> | undefined;
  headingLevel?: 2 | 3;
  /** How many first cards load their images at once (the first row). */
  eagerCount?: number;
  skeletons?: number;
  /** Shown instead of an empty grid. */
  empty?: ReactNode;
  className?: string | undefined;
  /** A long list: cards off screen are laid out and painted only when they come near it. */
  long?: boolean;
}

/** Product cards in a responsive grid, skeletons while loading. */
export function CardGrid({
  cards,
  labels,
  headingLevel = 3,
  eagerCount = 4,
  skeletons = 8,
  empty = null,
  className,
  long = false,
}: CardGridProps) {
  const classes = [styles.grid, long ? styles.long : '', className ?? ''].filter(Boolean).join(' ');
  if (!cards) {
    return (
      <ul className={classes} aria-busy="true" aria-label="Загружаем товары">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (cards.length === 0) return <>{empty}</>;
  return (
    <ul className={classes}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard
            card={card}
            label={labels?.get(card.id)}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            imageSizes={PHOTO_SIZES.gridCard}
          />
        </li>
      ))}
    </ul>
  );
}
