import type { Card } from '@shop/shared/rules/cards';
import { AppLink } from '@/components/app-link.tsx';
import { CloseIcon } from '@/components/icons.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { formatPrice } from '@/lib/format.ts';
import { changeQuantity, removeFromBasket } from '../model/basket-actions.ts';
import type { BasketItem } from '../model/cart-store.ts';
import { giftCardRecipient, isGiftCardItem } from '../model/gift-card-lines.ts';
import { quantityChoices } from '../model/quantity-choices.ts';
import styles from './basket-list.module.css';

/** What a line is besides its name: a merch size, a box's flavours, or whom gift cards go to. */
function Details({ item, cards }: { item: BasketItem; cards: readonly Card[] }) {
  // A product that left the shop: the one thing to say (checkout refuses the cart with the same words).
  if (item.unavailable) return <p className={styles.unavailable}>{item.unavailable}</p>;
  if (isGiftCardItem(item, cards)) return <p className={styles.details}>{giftCardRecipient(item)}</p>;
  if (item.list) {
    return (
      <p className={styles.details}>
        {item.list.map((flavour) => `${flavour.name} × ${flavour.count}`).join(', ')}
      </p>
    );
  }
  return item.size ? <p className={styles.details}>Размер: {item.size}</p> : null;
}

/** One basket line: picture, name, what it is, quantity (or a box's edit link), sum and remove. */
export function BasketRow({
  item,
  cards,
  onNavigate,
}: {
  item: BasketItem;
  cards: readonly Card[];
  /** Called before a link in the row navigates (the modal closes). */
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <li className={styles.row}>
      <ProductImage className={styles.image} src={item.image ?? undefined} alt="" />
      <div className={styles.info}>
        <p className={styles.name}>{item.name}</p>
        <Details item={item} cards={cards} />
        <div className={styles.controls}>
          {item.type === 'box' ? (
            <AppLink className={styles.edit} to={`/catalog/customBox?edit=${item.id}`} onClick={onNavigate}>
              Изменить
            </AppLink>
          ) : (
            <label className={styles.quantity}>
              <span className="visually-hidden">Количество: {item.name}</span>
              <select
                value={item.count}
                onChange={(event) => void changeQuantity(item, Number(event.target.value))}
              >
                {quantityChoices(cards, item.originalProduct ?? 0, item.count).map((count) => (
                  <option key={count} value={count}>
                    {count} шт
                  </option>
                ))}
              </select>
            </label>
          )}
          <span className={styles.sum}>{formatPrice(item.price * item.count)}</span>
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Удалить: ${item.name}`}
        onClick={() => void removeFromBasket(item)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
