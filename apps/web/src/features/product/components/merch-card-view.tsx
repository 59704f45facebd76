import type { MerchCard } from '@shop/shared/rules/cards';
import { isMerchCartReady, selectMerchColor, selectMerchSize } from '@shop/shared/rules/card-transitions';
import { useState } from 'react';
import { Price } from '@/components/price.tsx';
import { Rating } from '@/components/rating.tsx';
import { SizePicker } from '@/components/size-picker.tsx';
import buyStyles from './buy-panel.module.css';
import { DeliveryInfo } from './delivery-info.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { FactBlock } from './nutrition-table.tsx';
import styles from './product-details.module.css';
import merchStyles from './merch-detail.module.css';
import { DetailHeading } from './detail-heading.tsx';
import { DetailAddButton } from './detail-add-button.tsx';

/** Only a one-size item (sizes: ONE) needs no size choice on screen. */
const needsSizeChoice = (card: MerchCard) => card.sizes.some((size) => size.size !== 'ONE');

/** Merch detail: sizes (the first available preselected), colours, material and price. */
export function MerchCardView({ card: initial, label }: { card: MerchCard; label?: string | undefined }) {
  const [card, setCard] = useState(initial);
  const ready = isMerchCartReady(card);
  return (
    <div className={styles.layout}>
      <div className={styles.galleryColumn}>
        <ImageGallery images={card.images} photos={card.photos} title={card.title} />
      </div>
      <div className={styles.info}>
        <DetailHeading title={card.title} label={label}>
          <Rating value={card.rating.value} size="large" />
        </DetailHeading>
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
        <section className={buyStyles.panel} aria-label="Покупка">
          {needsSizeChoice(card) ? (
            <div className={buyStyles.field}>
              <span className={buyStyles.label}>Размер</span>
              <SizePicker
                sizes={card.sizes}
                selected={card.selectedSize}
                onSelect={(id) => setCard(selectMerchSize(card, id))}
              />
            </div>
          ) : null}
          {card.colors.length > 0 ? (
            <div className={buyStyles.field}>
              <span className={buyStyles.label}>Цвет</span>
              <div className={merchStyles.colors} role="group" aria-label="Цвет">
                {card.colors.map((color) => (
                  <button
                    key={color.id}
                    type="button"
                    className={merchStyles.color}
                    aria-pressed={color.id === card.selectedColor}
                    aria-disabled={color.available ? undefined : true}
                    onClick={() => setCard(selectMerchColor(card, color.id))}
                  >
                    {color.id}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {ready ? null : <p className={buyStyles.perUnit}>Нет доступных размеров</p>}
          <div className={buyStyles.priceRow}>
            <span className={buyStyles.label}>Цена</span>
            <Price price={card.price} size="large" />
          </div>
          <DetailAddButton
            price={card.price.current}
            card={card}
            missing={ready ? undefined : 'Выберите размер'}
          />
        </section>
        <FactBlock title="Материал" text={card.material} />
        <DeliveryInfo />
      </div>
    </div>
  );
}
