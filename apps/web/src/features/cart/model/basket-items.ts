import type { Box, CartItem } from '@shop/shared/cart/cart-api';
import { boxTypeSize, customBoxName } from '@shop/shared/boxes/box-types';
import { classifyCartItem, splitSizeSuffix } from '@shop/shared/rules/classification';
import type { ServerBasket } from '../api/cart-api.ts';
import type { BasketItem } from './cart-store.ts';

function lineItem(line: CartItem): BasketItem {
  // A merch variant's name ends in its size: the row shows the name without it and the size apart
  // (nothing for one-size goods).
  const { name, size } = splitSizeSuffix(line.product.name);
  return {
    key: `line-${line.id}`,
    id: line.id,
    cart_item_id: line.id,
    name,
    price: line.price,
    count: line.quantity,
    type: classifyCartItem(line.product.name),
    date: line.created_at,
    image: line.product.image_urls[0] ?? null,
    originalProduct: line.product_id,
    size: size === 'ONE' ? null : size,
    giftCard: line.gift_card ?? null,
    unavailable: line.unavailable ?? null,
  };
}

function boxItem(box: Box): BasketItem {
  const list = box.items.map((item) => ({
    name: item.product.name,
    price: item.price,
    count: item.quantity,
  }));
  return {
    key: `box-${box.id}`,
    id: box.id,
    cart_item_id: box.id,
    name: customBoxName(boxTypeSize[box.box_type], new Set(box.items.map((item) => item.product_id)).size),
    price: list.reduce((sum, item) => sum + item.price * item.count, 0),
    count: 1,
    type: 'box',
    date: box.created_at,
    image: box.items[0]?.product.image_urls[0] ?? null,
    originalProduct: null,
    size: null,
    list,
    unavailable: box.items.find((item) => item.unavailable)?.unavailable ?? null,
  };
}

/**
 * The basket lines (docs/product/cart.md#basket) from the server's cart: lines first, then boxes, each oldest
 * first.
 */
export function basketItems(basket: ServerBasket): BasketItem[] {
  return [...basket.items.map(lineItem), ...basket.boxes.map(boxItem)];
}
