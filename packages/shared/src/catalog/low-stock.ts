// Without zod, for the admin's dashboard (it loads no schemas); admin-product-api.ts re-exports it.

/** Products at or below this many free units show on the dashboard. */
export const LOW_STOCK_UNITS = 10;
