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
}: {
  /** The product with the shopper's selection: what goes into the cart (cartLine). */
  card: Card;
  price: number;
  missing?: string | undefined;
}) {
  return (
    <AddToCartButton
      className={buyStyles.add}
      variant="primary"
      size="large"
      width="block"
      line={missing ? null : cartLine(card)}
      image={card.images[0]}
      label={missing ?? `В корзину · ${formatPrice(price)}`}
    />
  );
}
