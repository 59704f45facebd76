// Without zod, for the admin's addresses (its shell loads no schemas); product-api.ts re-exports them.

/** What a product is; the admin chooses it (admin-product-api.ts), its group carries it. */
export const productKinds = [
  'bar',
  'brownie',
  'drink',
  'ready_box',
  'box_flavour',
  'merch',
  'gift_card',
  'packaging',
] as const;
export type ProductKind = (typeof productKinds)[number];
