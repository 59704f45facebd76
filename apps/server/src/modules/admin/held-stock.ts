import type { Tx } from '../../db/client.ts';
import { heldUnits } from '../cart/cart.repository.ts';
import { reservedUnits } from '../orders/orders.repository.ts';

// Serial ids start at 1: with no cart of its own, every live cart counts as "another" one.
const NO_CART = 0;

/**
 * Units of each product kept from sale at `now`: live cart holds and unpaid orders within their hour —
 * the same count every cart change and checkout checks stock against (cart.repository heldUnits).
 */
export async function heldStock(
  tx: Tx,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const { others } = await heldUnits(tx, NO_CART, productIds, now, reservedUnits);
  return others;
}
