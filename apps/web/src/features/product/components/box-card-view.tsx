import type { BoxCard } from '@shop/shared/rules/cards';
import { setBoxSize } from '@shop/shared/rules/card-transitions';
import { boxCardPrices, boxUnitPrice } from '@shop/shared/rules/prices';
import { useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { Price } from '@/components/price.tsx';
import { QuantityOptions } from '@/components/quantity-options.tsx';
import { Rating } from '@/components/rating.tsx';
import { formatPrice } from '@/lib/format.ts';
import buyStyles from './buy-panel.module.css';
import { DeliveryInfo } from './delivery-info.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { builderPath } from '@/features/catalog-data';
import styles from './product-details.module.css';
import { BoxFlavors } from './box-flavors.tsx';
import { DetailHeading } from './detail-heading.tsx';

/** A custom-box entry: what the box is, its sizes and prices, its flavours, and the way into the builder. */
export function BoxCardView({ card: initial }: { card: BoxCard }) {
  const [card, setCard] = useState(initial);
  const prices = boxCardPrices(card);
  const unit = prices ? boxUnitPrice(prices, card.selectedQuantity) : null;
  return (
    <div className={styles.layout}>
      <div className={styles.galleryColumn}>
        <ImageGallery images={card.images} photos={card.photos} title={card.title} />
      </div>
      <div className={styles.info}>
        <DetailHeading title={card.title} label="Свой бокс">
          <Rating value={card.rating.value} size="large" />
        </DetailHeading>
        <p className={styles.description}>
          {card.description ||
            'Этот бокс собираете вы: выберите размер — 4, 8 или 12 штук — и сложите в него любимые вкусы в любом сочетании. Чем больше бокс, тем ниже цена за штуку.'}
        </p>
        <section className={buyStyles.panel} aria-label="Размер бокса">
          <div className={buyStyles.field}>
            <span className={buyStyles.label}>Размер бокса</span>
            <QuantityOptions
              label="Размер бокса"
              options={card.quantityOptions.map(({ count }) => ({ value: count, label: `${count} шт` }))}
              value={card.selectedQuantity}
              onChange={(size) => setCard(setBoxSize(card, size))}
            />
          </div>
          <div className={buyStyles.row}>
            <span className={buyStyles.perUnit}>
              {unit !== null ? `${formatPrice(unit)} за штуку` : null}
            </span>
            <div className={buyStyles.total}>
              <span className={buyStyles.label}>Бокс из {card.selectedQuantity}</span>
              <Price price={card.price} size="large" />
            </div>
          </div>
          <AppLink
            className={buttonClassName({ variant: 'accent', size: 'large', width: 'block' })}
            to={builderPath(card)}
          >
            Собрать бокс
          </AppLink>
        </section>
        <BoxFlavors flavors={card.flavors} />
        <DeliveryInfo />
      </div>
    </div>
  );
}
