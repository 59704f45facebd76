/**
 * How many rows a basket or order list shows before it scrolls (docs/product/cart.md#basket): basket 4 at 1920 px and
 * wider, 3 below (1440 and 992 alike); orders 3 at 1920, 2 at 1440, 3 at 992 and below.
 */
export function visibleRows(list: 'basket' | 'order', width: number): number {
  if (list === 'basket') return width >= 1920 ? 4 : 3;
  if (width >= 1920) return 3;
  return width >= 1440 ? 2 : 3;
}
