import type { RegularCard } from '@shop/shared/rules/cards';
import { selectQuantityOption, setRegularQuantity } from '@shop/shared/rules/card-transitions';
import { regularFinalPrice } from '@shop/shared/rules/prices';
import { Price } from '@/components/price.tsx';
import { QuantityOptions } from '@/components/quantity-options.tsx';
import { QuantityStepper } from '@/components/quantity-stepper.tsx';
import { formatPrice } from '@/lib/format.ts';
import { quantityOptionsOf } from '@/features/catalog';
import styles from './buy-panel.module.css';
import { DetailAddButton } from './detail-add-button.tsx';

/** Quantity option, piece count and the final price a regular card will add to the cart. */
export function RegularBuyPanel({
  card,
  onChange,
}: {
  card: RegularCard;
  onChange: (card: RegularCard) => void;
}) {
  const total = regularFinalPrice(card);
  const unit = card.selectedQuantityOption?.pricePerUnit ?? card.unitPrice ?? card.price.current;
  return (
    <section className={styles.panel} aria-label="Покупка">
      {card.quantityOptions.length > 1 ? (
        <div className={styles.field}>
          <span className={styles.label}>Упаковка</span>
          <QuantityOptions
            label="Упаковка"
            options={quantityOptionsOf(card)}
            value={card.selectedQuantityOption?.count ?? null}
            onChange={(count) => onChange(selectQuantityOption(card, count))}
          />
        </div>
      ) : null}
      <div className={styles.row}>
        {card.subcategoryType === 'Ready_box' ? (
          // A ready box comes as it is: no pack or count choices (docs/product/catalogue.md#cards).
          <span className={styles.perUnit}>Готовый набор — вкусы уже подобраны</span>
        ) : (
          <div className={styles.field}>
            <span className={styles.label}>Количество</span>
            <QuantityStepper
              value={card.quantity}
              onChange={(quantity) => onChange(setRegularQuantity(card, quantity))}
            />
          </div>
        )}
        <div className={styles.total}>
          <span className={styles.label}>Итого</span>
          <Price price={{ ...card.price, current: total }} size="large" />
          {card.quantity > 1 ? (
            <span className={styles.perUnit}>
              {card.quantity} × {formatPrice(unit)}
            </span>
          ) : null}
        </div>
      </div>
      <DetailAddButton card={card} price={total} />
      <p className={styles.note}>
        Добавленное в корзину мы держим за вами 15 минут: за это время его никто не купит.
      </p>
    </section>
  );
}
