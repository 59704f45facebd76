import type { RegularCard } from '@shop/shared/rules/cards';
import { useState } from 'react';
import { Rating } from '@/components/rating.tsx';
import { TagChips } from '@/components/tag-chips.tsx';
import { formatWeight } from '@/lib/format.ts';
import { DeliveryInfo } from './delivery-info.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { FactBlock, FoodFactsList, NutritionTable } from './nutrition-table.tsx';
import styles from './product-details.module.css';
import { RegularBuyPanel } from './regular-buy-panel.tsx';
import { DetailHeading } from './detail-heading.tsx';

/** Detail of a regular product or a ready box: pictures, facts, quantity and price, delivery. */
export function RegularCardView({ card: initial, label }: { card: RegularCard; label?: string | undefined }) {
  const [card, setCard] = useState(initial);
  const readyBox = card.subcategoryType === 'Ready_box';
  return (
    <div className={styles.layout}>
      <div className={styles.galleryColumn}>
        <ImageGallery images={card.images} photos={card.photos} title={card.title} />
      </div>
      <div className={styles.info}>
        <DetailHeading title={card.title} label={label}>
          <Rating value={card.rating.value} size="large" />
          {card.weight ? <span>Вес: {formatWeight(card.weight)}</span> : null}
        </DetailHeading>
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
        <TagChips tags={card.tags} />
        <RegularBuyPanel card={card} onChange={setCard} />
        <NutritionTable nutrition={card.nutrition} weight={card.weight} per={readyBox ? 'бокс' : 'шт'} />
        <FactBlock title="Состав" text={card.ingredients} />
        <FactBlock title="Аллергены" text={card.allergens} />
        <FoodFactsList facts={card} weight={card.weight} />
        <DeliveryInfo />
      </div>
    </div>
  );
}
