import { MAX_CARDS_PER_LINE } from '@shop/shared/gift-cards/rules';
import type { GiftCard } from '@shop/shared/rules/cards';
import { selectDenomination } from '@shop/shared/rules/card-transitions';
import { useRef, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { MailIcon } from '@/components/icons.tsx';
import { Price } from '@/components/price.tsx';
import { QuantityOptions } from '@/components/quantity-options.tsx';
import { QuantityStepper } from '@/components/quantity-stepper.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useNow } from '@/lib/use-now.ts';
import { giftCardChoiceOf, giftCardFields } from '../model/gift-card-form.ts';
import { giftCardStrings as t } from '../model/gift-card-strings.ts';
import { useGiftCardForm } from '../model/use-gift-card-form.ts';
import buyStyles from './buy-panel.module.css';
import { GiftRecipientFields } from './gift-recipient-fields.tsx';
import formStyles from './gift-card-form.module.css';
import { ImageGallery } from './image-gallery.tsx';
import { FactBlock } from './nutrition-table.tsx';
import styles from './product-details.module.css';
import merchStyles from './merch-detail.module.css';
import { DetailHeading } from './detail-heading.tsx';
import { DetailAddButton } from './detail-add-button.tsx';

/**
 * Gift card detail: the denomination decides the price; how many cards (1–10), to the buyer or as a gift
 * (the recipient's e-mail, who it is from, a message, the day to send it); digital or not, validity and
 * terms.
 */
export function GiftCardView({ card: initial, label }: { card: GiftCard; label?: string | undefined }) {
  const [card, setCard] = useState(initial);
  const [quantity, setQuantity] = useState(1);
  const form = useGiftCardForm();
  const now = useNow(60_000);
  const panel = useRef<HTMLElement>(null);
  const image = card.images[card.denominations.indexOf(card.selectedDenomination)] ?? card.images[0];
  const total = card.price.current * quantity;

  // 'В корзину' checks the recipient's fields first; the first wrong one gets the focus.
  const check = () => {
    const problems = form.validate();
    const field = giftCardFields.find((name) => problems[name]);
    if (!field) return true;
    panel.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    return false;
  };

  return (
    <div className={styles.layout}>
      <div className={styles.galleryColumn}>
        {card.photos && card.photos.length > 0 ? (
          <ImageGallery images={card.images} photos={card.photos} title={card.title} />
        ) : (
          <ImageGallery key={image} images={image ? [image] : []} title={card.title} />
        )}
      </div>
      <div className={styles.info}>
        <DetailHeading title={card.title} label={label} />
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
        <p className={merchStyles.digital}>
          {card.isDigital ? (
            <>
              <MailIcon /> {t.digital}
            </>
          ) : (
            t.plastic
          )}
        </p>
        <section ref={panel} className={buyStyles.panel} aria-label="Покупка">
          <div className={buyStyles.field}>
            <span className={buyStyles.label}>{t.denomination}</span>
            <QuantityOptions
              label={t.denomination}
              options={card.denominations.map((value) => ({ value, label: formatPrice(value) }))}
              value={card.selectedDenomination}
              onChange={(value) => setCard(selectDenomination(card, value))}
            />
          </div>
          <div className={buyStyles.field}>
            <span className={buyStyles.label}>{t.quantity}</span>
            <QuantityStepper value={quantity} max={MAX_CARDS_PER_LINE} onChange={setQuantity} />
          </div>
          <GiftRecipientFields form={form} now={now} />
          <div className={buyStyles.priceRow}>
            <span className={buyStyles.label}>{quantity > 1 ? t.total : t.price}</span>
            <div className={buyStyles.total}>
              <Price price={{ ...card.price, current: total, original: total }} size="large" />
              {quantity > 1 ? (
                <span className={buyStyles.perUnit}>
                  {t.perUnit(quantity, formatPrice(card.price.current))}
                </span>
              ) : null}
            </div>
          </div>
          <DetailAddButton
            card={card}
            price={total}
            quantity={quantity}
            giftCard={giftCardChoiceOf(form.values)}
            check={check}
          />
          <AppLink className={formStyles.balanceLink} to="/gift-cards/balance">
            {t.checkBalance}
          </AppLink>
        </section>
        {card.validityPeriod ? (
          <dl className={merchStyles.facts}>
            <dt>{t.validity}</dt>
            <dd>{card.validityPeriod}</dd>
          </dl>
        ) : null}
        <FactBlock title={t.terms} text={card.terms} />
      </div>
    </div>
  );
}
