import { z } from 'zod';

/**
 * The admin dashboard (GET /api/admin/dashboard; docs/product/admin.md#dashboard): today's orders and
 * revenue, the last 30 days and the products running low (LOW_STOCK_UNITS, catalog/admin-product-api.ts).
 */

export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), paid_orders: z.number().int(), revenue: z.number().int() }),
  /** The last 30 Moscow days, oldest first, paid money by the day it was paid (refunds taken off). */
  revenue_30d: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  low_stock: z.array(z.object({ id: z.number().int(), name: z.string(), available: z.number().int() })),
  /**
   * Gift cards: sold in the last 30 days (count, rubles) and the outstanding balance of live cards — what
   * the shop owes their holders.
   */
  gift_cards: z.object({
    sold_30d: z.number().int(),
    sold_amount_30d: z.number().int(),
    outstanding: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
