/**
 * Fees in whole rubles (docs/product/checkout-and-orders.md#constants), apart from the totals (order-totals.ts
 * re-exports them) so that a product page saying what the courier costs loads nothing else.
 */
export const PACKAGE_PRICE = 30;
export const PRESENT_PACKAGE_PRICE = 50;
export const COURIER_FEE = 300;
