import type { Box, CartItem } from '@shop/shared/cart/cart-api';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { BoxRow, LineRow } from './cart.repository.ts';
import { giftChoiceOf } from './gift-card-choice.ts';
import type { CartOwner } from './owner.ts';

/** Cart lines and boxes as the API answers them. */

/** A line of a product no longer sold (archived or hidden) says so; checkout refuses it with the same words. */
const unavailable = (item: { name: string; active: boolean }) =>
  item.active ? null : checkoutMessages.productGone(item.name);

export function toCartItem(line: LineRow): CartItem {
  return {
    id: line.id,
    product_id: line.productId,
    price: line.price,
    quantity: line.quantity,
    created_at: line.createdAt.toISOString(),
    product: { name: line.name, image_urls: line.imageUrls },
    gift_card: line.variant ? giftChoiceOf(line) : null,
    unavailable: unavailable(line),
  };
}

export function toBox(box: BoxRow, owner: CartOwner): Box {
  return {
    id: box.id,
    box_type: box.boxType,
    created_at: box.createdAt.toISOString(),
    session_id: owner.sessionId,
    items: box.items.map((item) => ({
      id: item.id,
      box_id: box.id,
      product_id: item.productId,
      product: { name: item.name, image_urls: item.imageUrls },
      quantity: item.quantity,
      price: item.price,
      unavailable: unavailable(item),
    })),
  };
}
