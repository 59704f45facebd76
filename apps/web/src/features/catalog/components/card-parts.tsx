import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { regularFinalPrice } from '@shop/shared/rules/prices';
import { cartLine, selectQuantityOption } from '@shop/shared/rules/card-transitions';
import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { Price } from '@/components/price.tsx';
import { QuantityOptions } from '@/components/quantity-options.tsx';
import { formatPrice } from '@/lib/format.ts';
import { builderPath, cardPath } from '@/features/catalog-data';
import { AddToCartButton } from '@/features/cart';
import { quantityOptionsOf } from '../model/card-strings.ts';
import styles from './product-card.module.css';

/** 'Номиналы от 1 000 до 5 000 ₽', or the one denomination. */
const denominationRange = (values: readonly number[]) => {
  const low = values[0] ?? 0;
  const high = values[values.length - 1] ?? low;
  return low === high
    ? `Номинал ${formatPrice(low)}`
    : `Номиналы от ${formatPrice(low).slice(0, -2)} до ${formatPrice(high)}`;
};

const note = (text: string) => <p className={`${styles.optionsPlaceholder} ${styles.optionsNote}`}>{text}</p>;

/** What a card without a quantity choice shows in its place: sizes, denominations, box sizes. */
function CardSummary({ card }: { card: Exclude<Card, RegularCard> }) {
  switch (card.kind) {
    case 'box':
      return note(
        `Бокс на ${card.quantityOptions.map((option) => option.count).join(', ')} шт — вкусы на выбор`,
      );
    case 'gifted_card':
      return note(denominationRange(card.denominations));
    case 'merch': {
      const sized = card.sizes.filter((size) => size.size !== 'ONE');
      if (sized.length === 0) return note('Один размер');
      return (
        <ul className={`${styles.optionsPlaceholder} ${styles.sizes}`} aria-label="Размеры">
          {sized.map((size) => (
            <li key={size.id} className={size.available ? styles.size : `${styles.size} ${styles.soldOut}`}>
              {size.size}
              {size.available ? null : <span className="visually-hidden"> — нет в наличии</span>}
            </li>
          ))}
        </ul>
      );
    }
  }
}

/**
 * The row under a card's rating: the compact 1/4/8/12 шт selector of a regular card (a note for ready
 * boxes, which have none), a summary of the choices for other kinds.
 */
export function CardOptions({ card, onChange }: { card: Card; onChange: (card: Card) => void }) {
  if (card.kind !== 'regular') return <CardSummary card={card} />;
  if (card.quantityOptions.length <= 1) {
    return note(card.subcategoryType === 'Ready_box' ? 'Вкусы уже подобраны' : '\u00a0');
  }
  return (
    <QuantityOptions
      className={styles.options}
      label={`Количество: ${card.title}`}
      options={quantityOptionsOf(card)}
      value={card.selectedQuantityOption?.count ?? null}
      onChange={(count) => onChange(selectQuantityOption(card, count))}
      compact
    />
  );
}

/** Price and action of a card: 'В корзину' for what can be bought from the card, a link otherwise. */
export function CardFooter({ card }: { card: Card }) {
  switch (card.kind) {
    case 'regular': {
      const total = regularFinalPrice(card);
      const unit = card.selectedQuantityOption;
      return (
        <div className={styles.footer}>
          <div className={styles.priceBlock}>
            <Price price={{ ...card.price, current: total }} />
            {unit && card.quantity > 1 ? (
              <span className={styles.perUnit}>
                {card.quantity} × {formatPrice(unit.pricePerUnit)}
              </span>
            ) : null}
          </div>
          <AddToCartButton
            className={styles.action}
            line={cartLine(card)}
            image={card.images[0]}
            label="В корзину"
            name={card.title}
          />
        </div>
      );
    }
    case 'box':
      return (
        <div className={styles.footer}>
          <div className={styles.priceBlock}>
            <Price price={card.price} from />
            <span className={styles.perUnit}>за бокс из {card.selectedQuantity}</span>
          </div>
          <AppLink
            className={`${buttonClassName({ variant: 'accent' })} ${styles.action}`}
            to={builderPath(card)}
          >
            Собрать бокс
          </AppLink>
        </div>
      );
    case 'gifted_card':
      return (
        <div className={styles.footer}>
          <div className={styles.priceBlock}>
            <Price price={card.price} from={card.denominations.length > 1} />
          </div>
          <AppLink
            className={`${buttonClassName({ variant: 'secondary' })} ${styles.action}`}
            to={cardPath(card)}
          >
            Выбрать
          </AppLink>
        </div>
      );
    case 'merch':
      return (
        <div className={styles.footer}>
          <div className={styles.priceBlock}>
            <Price price={card.price} />
          </div>
          <AppLink
            className={`${buttonClassName({ variant: 'secondary' })} ${styles.action}`}
            to={cardPath(card)}
          >
            Выбрать
          </AppLink>
        </div>
      );
  }
}
