import type { Product } from '@shop/shared/catalog/product-api';
import type { Order, OrderItem } from '@shop/shared/orders/order-api';
import { ordersStrings } from './strings.ts';

/** A line of an order in the history (docs/product/checkout-and-orders.md#order-history). */
export interface OrderLine {
  key: string;
  name: string;
  image: string | null;
  type: 'product' | 'box';
  count: number;
  /** Product: price × count; box: Σ flavour price × count (times the boxes ordered). */
  sum: number;
  /** A box's flavours. */
  list: { name: string; price: number; count: number }[] | null;
  /** A gift card line: whom its cards go to. */
  details?: string | undefined;
}

export type ProductsById = ReadonlyMap<number, Product>;

/** The catalogue's name for a product, else the name it was ordered under, else 'Товар #{id}'. */
export const nameOf = (products: ProductsById, productId: number | null, ordered: string, id: number) =>
  (productId !== null ? products.get(productId)?.name : undefined) ||
  ordered ||
  ordersStrings.itemFallback(id);

const imageOf = (products: ProductsById, productId: number | null, ordered: string | null) =>
  (productId !== null ? products.get(productId)?.image_urls[0] : undefined) ?? ordered;

function boxLine(item: OrderItem, products: ProductsById): OrderLine {
  const list = (item.box?.items ?? []).map((flavour) => ({
    name: nameOf(products, flavour.product_id, flavour.name, flavour.product_id),
    price: flavour.price,
    count: flavour.quantity,
  }));
  const contents = list.reduce((sum, flavour) => sum + flavour.price * flavour.count, 0);
  return {
    key: `item-${item.id}`,
    name: nameOf(products, item.product_id, item.name, item.id),
    image: imageOf(products, item.product_id, item.image) ?? item.box?.items[0]?.image ?? null,
    type: 'box',
    count: item.quantity,
    sum: contents * item.quantity,
    list,
  };
}

/** Whom a gift card line's cards go to: 'Получатель: e-mail', or 'Себе'. */
const giftCardDetails = (item: OrderItem): string =>
  item.gift_card?.recipient_email
    ? ordersStrings.giftCardRecipient(item.gift_card.recipient_email)
    : ordersStrings.giftCardToSelf;

/**
 * What the history lists of an order: its products, gift cards (like products, with whom they go to) and
 * boxes, without lines priced 0 (gifts, samples) and without packages (they are a fee line of their own).
 */
export function orderLines(order: Order, products: ProductsById): OrderLine[] {
  return order.items
    .filter((item) => item.kind !== 'package' && item.price !== 0)
    .map((item) =>
      item.kind === 'box'
        ? boxLine(item, products)
        : {
            key: `item-${item.id}`,
            name: nameOf(products, item.product_id, item.name, item.product_id ?? item.id),
            image: imageOf(products, item.product_id, item.image),
            type: 'product',
            count: item.quantity,
            sum: item.price * item.quantity,
            list: null,
            ...(item.kind === 'gift_card' ? { details: giftCardDetails(item) } : {}),
          },
    );
}
