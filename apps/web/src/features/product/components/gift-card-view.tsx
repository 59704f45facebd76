import type { GiftCard } from '@shop/shared/rules/cards';
import { selectDenomination } from '@shop/shared/rules/card-transitions';
import { useState } from 'react';
import { MailIcon } from '@/components/icons.tsx';
import { Price } from '@/components/price.tsx';
import { QuantityOptions } from '@/components/quantity-options.tsx';
import { formatPrice } from '@/lib/format.ts';
import buyStyles from './buy-panel.module.css';
import { ImageGallery } from './image-gallery.tsx';
import { FactBlock } from './nutrition-table.tsx';
import styles from './product-details.module.css';
import merchStyles from './merch-detail.module.css';
import { DetailHeading } from './detail-heading.tsx';
import { DetailAddButton } from './detail-add-button.tsx';

/** Gift card detail: the denomination decides the price; digital or not, validity and terms. */
export function GiftCardView({ card: initial, label }: { card: GiftCard; label?: string | undefined }) {
  const [card, setCard] = useState(initial);
  const image = card.images[card.denominations.indexOf(card.selectedDenomination)] ?? card.images[0];
  return (
    <div className={styles.layout}>
      <div className={styles.galleryColumn}>
        <ImageGallery key={image} images={image ? [image] : []} title={card.title} />
      </div>
      <div className={styles.info}>
        <DetailHeading title={card.title} label={label} />
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
        <p className={merchStyles.digital}>
          {card.isDigital ? (
            <>
              <MailIcon /> Электронная карта — придёт на e-mail
            </>
          ) : (
            'Пластиковая подарочная карта'
          )}
        </p>
        <section className={buyStyles.panel} aria-label="Покупка">
          <div className={buyStyles.field}>
            <span className={buyStyles.label}>Номинал</span>
            <QuantityOptions
              label="Номинал"
              options={card.denominations.map((value) => ({ value, label: formatPrice(value) }))}
              value={card.selectedDenomination}
              onChange={(value) => setCard(selectDenomination(card, value))}
            />
          </div>
          <div className={buyStyles.priceRow}>
            <span className={buyStyles.label}>Цена</span>
            <Price price={card.price} size="large" />
          </div>
          <DetailAddButton card={card} price={card.price.current} />
        </section>
        {card.validityPeriod ? (
          <dl className={merchStyles.facts}>
            <dt>Срок действия</dt>
            <dd>{card.validityPeriod}</dd>
          </dl>
        ) : null}
        <FactBlock title="Условия" text={card.terms} />
      </div>
    </div>
  );
}
