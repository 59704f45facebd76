import type { Card } from '@shop/shared/rules/cards';
import { PHOTO_SIZES } from '@shop/shared/rules/photo-files';
import { useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { Rating } from '@/components/rating.tsx';
import { formatWeight } from '@/lib/format.ts';
import { cardPath } from '@/features/catalog-data';
import { subcategoryLabels } from '../model/catalog-labels.ts';
import { CardFooter, CardOptions } from './card-parts.tsx';
import styles from './product-card.module.css';

export interface ProductCardProps {
  card: Card;
  /** The product's badge ('Хит', 'Новинка'). */
  label?: string | undefined;
  /** Heading level of the title within the page's outline. */
  headingLevel?: 2 | 3;
  /** Images above the fold load at once; the rest lazily. */
  eager?: boolean;
  /** How wide the card's photo shows (`sizes`): a row of the main page unless the grid says otherwise. */
  imageSizes?: string;
}

/** The eyebrow above a card's title: what kind of thing it is when the title does not say. */
function eyebrowOf(card: Card): string | null {
  if (card.kind === 'box') return 'Свой бокс';
  if (card.kind === 'gifted_card') return card.isDigital ? 'Электронная карта' : 'Подарочная карта';
  if (card.kind === 'merch') return 'Мерч humbl';
  if (card.subcategoryType === 'Ready_box') return 'Готовый бокс';
  return subcategoryLabels.find((entry) => entry.value === card.subcategoryType)?.label ?? null;
}

/**
 * A product card of any kind: picture, title, weight, rating, price and its action. A regular card keeps
 * its own selection (quantity option) and shows the price that selection will add to the cart.
 */
export function ProductCard({
  card: initial,
  label,
  headingLevel = 3,
  eager = false,
  imageSizes = PHOTO_SIZES.listCard,
}: ProductCardProps) {
  const [card, setCard] = useState(initial);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const eyebrow = eyebrowOf(card);
  const weight = card.kind === 'regular' && card.weight ? formatWeight(card.weight) : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage
          className={styles.image}
          src={card.images[0]}
          photo={card.photos?.[0]}
          sizes={imageSizes}
          alt={card.title}
          eager={eager}
        />
        {label ? <span className={styles.badge}>{label}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading className={styles.name}>
          <AppLink className={styles.link} to={cardPath(card)}>
            {card.title}
          </AppLink>
        </Heading>
        <div className={styles.meta}>
          <Rating value={card.rating.value} />
          {weight ? <span className={styles.weight}>{weight}</span> : null}
        </div>
        <CardOptions card={card} onChange={setCard} />
        <CardFooter card={card} />
      </div>
    </article>
  );
}
