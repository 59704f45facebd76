import { customBoxName } from '@shop/shared/boxes/box-types';
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

/**
 * The order's lines from the cart at today's prices (the cart has just been checked against them): a line
 * per product, a line per custom box with its flavours under it, and the packages. `goods` is what the
 * products and boxes cost; packages are fees.
 */
export function orderLines(
  contents: CartContents,
  packaging: { bag: Packaging | null; gift: Packaging | null },
): { lines: NewLine[]; goods: number } {
  const lines: NewLine[] = [];
  let goods = 0;
  for (const line of contents.lines) {
    goods += line.price * line.quantity;
    lines.push({
      kind: 'product',
      productId: line.productId,
      name: line.name,
      image: line.imageUrls[0] ?? null,
      price: line.price,
      quantity: line.quantity,
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
      name: customBoxName(size),
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
  return { lines, goods };
}
