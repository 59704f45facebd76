import type { BoxType } from '@shop/shared/boxes/box-types';
import type { GiftCardChoice, Order, OrderItem } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { quantityProblem } from '@shop/shared/rules/cart-rules';
import { nameOf, type ProductsById } from './order-lines.ts';

export interface RepeatPlan {
  /**
   * Calls of POST /api/cart/: a regular product's units at once (a gift card's up to 10), anything else one
   * at a time; gift cards to the same recipient as before.
   */
  lines: { productId: number; quantity: number; name: string; giftCard?: GiftCardChoice }[];
  /** Boxes made again, flavour for flavour (POST /api/boxes/). */
  boxes: { boxType: BoxType; items: { product_id: number; quantity: number }[]; name: string }[];
  /** What cannot be had now (sold out or no longer sold). */
  skipped: string[];
}

/** In the catalogue (only active products are) with `units` of stock. */
const inStock = (products: ProductsById, productId: number | null, units = 1) => {
  const product = productId === null ? undefined : products.get(productId);
  return product !== undefined && product.active && product.quantity >= units;
};

/**
 * A gift card line's recipient, signature and message again; not its send day (gone by now): the cards go
 * right after payment. Undefined for cards to the buyer and other goods.
 */
function giftCardAgain(item: OrderItem): GiftCardChoice | undefined {
  const choice = item.kind === 'gift_card' ? item.gift_card : null;
  if (!choice?.recipient_email) return undefined;
  return {
    recipient_email: choice.recipient_email,
    ...(choice.sender_name ? { sender_name: choice.sender_name } : {}),
    ...(choice.message ? { message: choice.message } : {}),
  };
}

/**
 * What 'Повторить' puts into the cart: the order's products still sold and in stock (as many as the stock
 * allows) and its boxes whose every flavour is; packages, free lines and everything else are left out.
 */
export function repeatPlan(order: Order, products: ProductsById, cards: readonly Card[]): RepeatPlan {
  const plan: RepeatPlan = { lines: [], boxes: [], skipped: [] };
  for (const item of order.items) {
    if (item.kind === 'package' || item.price === 0) continue;
    if (item.kind === 'box') {
      const flavours = item.box?.items ?? [];
      const available =
        item.box !== null &&
        flavours.length > 0 &&
        flavours.every((flavour) => inStock(products, flavour.product_id, flavour.quantity));
      if (available && item.box) {
        const items = flavours.map((flavour) => ({
          product_id: flavour.product_id,
          quantity: flavour.quantity,
        }));
        for (let box = 0; box < Math.max(1, item.quantity); box += 1) {
          plan.boxes.push({ boxType: item.box.box_type, items, name: item.name });
        }
      } else plan.skipped.push(nameOf(products, null, item.name, item.id));
      continue;
    }
    const product = item.product_id === null ? undefined : products.get(item.product_id);
    if (!product || !inStock(products, product.id)) {
      plan.skipped.push(nameOf(products, item.product_id, item.name, item.product_id ?? item.id));
      continue;
    }
    const units = Math.min(item.quantity, product.quantity);
    const giftCard = giftCardAgain(item);
    const line = { productId: product.id, name: product.name, ...(giftCard ? { giftCard } : {}) };
    if (quantityProblem(cards, product.id, units) === null) {
      plan.lines.push({ ...line, quantity: units });
    } else {
      for (let unit = 0; unit < units; unit += 1) plan.lines.push({ ...line, quantity: 1 });
    }
  }
  return plan;
}
