import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { cartLine } from '@shop/shared/rules/card-transitions';
import { formatPrice } from '@/lib/format.ts';
import { AddToCartButton } from '@/features/cart';
import buyStyles from './buy-panel.module.css';

/**
 * The add-to-cart button of every product detail, showing the price the current selection will add, or
 * what is missing (`missing`, e.g. 'Выберите размер').
 */
export function DetailAddButton({
  card,
  price,
  missing,
  quantity,
  giftCard,
  check,
}: {
  /** The product with the shopper's selection: what goes into the cart (cartLine). */
  card: Card;
  price: number;
  missing?: string | undefined;
  /** Units other than the selection's (a gift card's count). */
  quantity?: number | undefined;
  /** A gift card's recipient details. */
  giftCard?: GiftCardChoice | undefined;
  /** Asked before adding (a form beside the button checks its fields); false adds nothing. */
  check?: (() => boolean) | undefined;
}) {
  const line = missing ? null : cartLine(card);
  return (
    <AddToCartButton
      className={buyStyles.add}
      variant="primary"
      size="large"
      width="block"
      line={line ? { ...line, quantity: quantity ?? line.quantity, giftCard } : null}
      image={card.images[0]}
      label={missing ?? `В корзину · ${formatPrice(price)}`}
      name={card.title}
      check={check}
    />
  );
}
