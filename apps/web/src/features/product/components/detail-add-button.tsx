import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { cartLine } from '@shop/shared/rules/card-transitions';
import { useRef } from 'react';
import { PhoneBar, PhoneBarText } from '@/components/phone-bar.tsx';
import { formatPrice } from '@/lib/format.ts';
import { AddToCartButton } from '@/features/cart';

/**
 * The add-to-cart button of every product detail, showing the price the current selection will add, or
 * what is missing (`missing`, e.g. 'Выберите размер'). On a phone, while it is scrolled out of sight, the
 * same button waits in a bar at the bottom of the screen.
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
  const anchor = useRef<HTMLDivElement>(null);
  const button = (width: 'block' | 'auto') => (
    <AddToCartButton
      variant="primary"
      size="large"
      width={width}
      line={line ? { ...line, quantity: quantity ?? line.quantity, giftCard } : null}
      image={card.images[0]}
      label={missing ?? `В корзину · ${formatPrice(price)}`}
      name={card.title}
      check={check}
    />
  );
  return (
    <div ref={anchor}>
      {button('block')}
      <PhoneBar anchor={anchor} label={`Купить: ${card.title}`}>
        <PhoneBarText aria-hidden="true">{card.title}</PhoneBarText>
        {button('auto')}
      </PhoneBar>
    </div>
  );
}
