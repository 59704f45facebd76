import { holdMessages } from '@shop/shared/cart/messages';
import type { LimitRule } from '../../lib/rate-limit.ts';

/**
 * What one client may tie up — count what ties up stock, not people. A client's units are those in its
 * live cart holds plus those in its unpaid orders within their hour; they are bounded per owner (a guest
 * session or an account) and per client address, so a script with throwaway sessions is bounded by its
 * address, and shoppers behind one carrier NAT are refused only when together they tie up a lot of stock.
 */
export const HOLD_LIMITS = {
  /** Four large family orders (~50 units each); a real shopper never reaches it. */
  ownerUnits: 200,
  /**
   * An office or a carrier NAT: 100 shoppers with a few units each within an hour tie up ~300, a third of
   * it. Lines and boxes per address need no limit of their own: each holds at least one unit, so they are
   * bounded by this.
   */
  addressUnits: 1000,
  /** Per cart: more than any real basket (the seeded catalogue sells ~70 products). */
  cartLines: 50,
  cartBoxes: 20,
  /**
   * Carts made per address an hour (counted when a cart row is created): three per NAT shopper of the
   * hundred above; a script that makes a session per request stops here.
   */
  newCartsPerAddress: { limit: 300, windowMs: 60 * 60_000 } satisfies LimitRule,
};

/**
 * The most units of a product one owner, and one address, may tie up: half its stock (at least one), so
 * that of two or more units a shopper from another address can always still buy one.
 */
export const perClientShare = (stock: number): number => Math.max(1, Math.floor(stock / 2));

/** Units of each product the client ties up besides the cart being checked. */
export interface ClientUsage {
  /** The owner's unpaid orders (an owner has one cart: the one being checked). */
  owner: Map<number, number>;
  /** The address's other live carts and its unpaid orders; null when the address is unknown. */
  address: Map<number, number> | null;
}

export interface HoldCheck {
  /** Units of each product the cart (and the order made of it) would tie up. */
  own: ReadonlyMap<number, number>;
  /** How many of them the change adds (to say how many more may be added). */
  grew?: ReadonlyMap<number, number>;
  usage: ClientUsage;
  products: ReadonlyMap<number, { name: string; quantity: number }>;
  /** The cart's lines and boxes, when a change made them. */
  lines?: number;
  boxes?: number;
}

const sum = (units: Iterable<number>) => [...units].reduce((total, n) => total + n, 0);

/** The first limit the client would break with this cart, as the 409 detail; null within every one. */
export function holdProblem(check: HoldCheck): string | null {
  const { own, grew, usage, products } = check;
  if (check.lines !== undefined && check.lines > HOLD_LIMITS.cartLines)
    return holdMessages.cartLines(HOLD_LIMITS.cartLines);
  if (check.boxes !== undefined && check.boxes > HOLD_LIMITS.cartBoxes)
    return holdMessages.cartBoxes(HOLD_LIMITS.cartBoxes);

  // The products the change adds to first: they are the ones to name.
  const added = (id: number) => ((grew?.get(id) ?? 0) > 0 ? 0 : 1);
  const ids = [...own.keys()].sort((a, b) => added(a) - added(b) || a - b);
  for (const id of ids) {
    const product = products.get(id);
    const units = own.get(id) ?? 0;
    if (!product || units === 0) continue;
    const limit = perClientShare(product.quantity);
    const elsewhere = Math.max(usage.owner.get(id) ?? 0, usage.address?.get(id) ?? 0);
    if (elsewhere + units <= limit) continue;
    const kept = units - Math.max(0, grew?.get(id) ?? 0);
    return holdMessages.perProduct(product.name, limit, Math.max(0, limit - elsewhere - kept));
  }

  const units = sum(own.values());
  if (sum(usage.owner.values()) + units > HOLD_LIMITS.ownerUnits)
    return holdMessages.ownerUnits(HOLD_LIMITS.ownerUnits);
  if (usage.address && sum(usage.address.values()) + units > HOLD_LIMITS.addressUnits)
    return holdMessages.addressUnits(HOLD_LIMITS.addressUnits);
  return null;
}
