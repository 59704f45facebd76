import { customBoxName } from '@shop/shared/boxes/box-types';
import { giftCardOf } from '@shop/shared/gift-cards/rules';
import type { Card } from '@shop/shared/rules/cards';
import type { CartContents } from '../cart/take-for-order.ts';
import type { NewLine } from './orders.repository.ts';

interface Packaging {
  id: number;
  name: string;
  imageUrls: string[];
  /**
   * The fee the rules charge for it (docs/product/checkout-and-orders.md#constants), whatever the product row
   * says.
   */
  price: number;
}

/** What an order is made of, as the totals need it. */
export interface OrderGoods {
  lines: NewLine[];
  /** What the products, boxes and gift cards cost. */
  goods: number;
  /** The part of `goods` that is gift cards being bought. */
  giftCardGoods: number;
  /** Every line is an electronic gift card: the order needs no store and no courier. */
  onlyElectronicCards: boolean;
  /** Some line is a gift card. */
  hasGiftCards: boolean;
}

/**
 * The order's lines from the cart at today's prices (the cart has just been checked against them): a line
 * per product (a gift card line with its recipient), a line per custom box with its flavours under it,
 * and the packages. `goods` is what the products, cards and boxes cost; packages are fees.
 */
export function orderLines(
  contents: CartContents,
  packaging: { bag: Packaging | null; gift: Packaging | null },
  cards: readonly Card[],
): OrderGoods {
  const lines: NewLine[] = [];
  let goods = 0;
  let giftCardGoods = 0;
  let electronic = 0;
  for (const line of contents.lines) {
    goods += line.price * line.quantity;
    const giftCard = giftCardOf(cards, line.productId);
    if (giftCard) giftCardGoods += line.price * line.quantity;
    if (giftCard?.isDigital) electronic += 1;
    lines.push({
      kind: giftCard ? 'gift_card' : 'product',
      productId: line.productId,
      name: line.name,
      image: line.imageUrls[0] ?? null,
      price: line.price,
      quantity: line.quantity,
      ...(giftCard
        ? {
            recipientEmail: line.recipientEmail,
            senderName: line.senderName,
            giftMessage: line.giftMessage,
            sendOn: line.sendOn,
          }
        : {}),
    });
  }
  for (const box of contents.boxes) {
    const price = box.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    goods += price;
    const size = box.items.reduce((sum, item) => sum + item.quantity, 0);
    lines.push({
      kind: 'box',
      productId: null,
      boxType: box.boxType,
      name: customBoxName(size, new Set(box.items.map((item) => item.productId)).size),
      image: box.items[0]?.imageUrls[0] ?? null,
      price,
      quantity: 1,
      flavours: box.items.map((item) => ({
        kind: 'flavour',
        productId: item.productId,
        name: item.name,
        image: item.imageUrls[0] ?? null,
        price: item.price,
        quantity: item.quantity,
      })),
    });
  }
  for (const pack of [packaging.bag, packaging.gift]) {
    if (!pack) continue;
    lines.push({
      kind: 'package',
      productId: pack.id,
      name: pack.name,
      image: pack.imageUrls[0] ?? null,
      price: pack.price,
      quantity: 1,
    });
  }
  return {
    lines,
    goods,
    giftCardGoods,
    onlyElectronicCards:
      electronic > 0 && electronic === contents.lines.length && contents.boxes.length === 0,
    hasGiftCards: giftCardGoods > 0,
  };
}
