import { z } from 'zod';
import { cursorSchema, LOYALTY_HISTORY_PAGE, pageLimitSchema } from '../api/paging.ts';

/**
 * The loyalty card (docs/product/loyalty.md): the level names, which the user's schema carries too, and the
 * card GET /api/loyalty/ answers. The levels' thresholds and shares are in rules/loyalty.ts.
 */

export const loyaltyLevelNames = ['Silver', 'Gold', 'Platinum'] as const;

/** The loyalty card (GET /api/loyalty/). */
export const loyaltyCardSchema = z.object({
  balance: z.number().int(),
  level: z.enum(['Silver', 'Gold', 'Platinum']),
  /** Total of paid orders, the progress the levels count. */
  paid_total: z.number().int(),
  history: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['cash_back', 'spent', 'returned', 'cash_back_reversed']),
      /** Signed: credits positive, debits negative. */
      amount: z.number().int(),
      order_id: z.number().int(),
      order_number: z.string(),
      created_at: z.string(),
    }),
  ),
  /**
   * The cursor of the history's next page (`?cursor=`; docs/product/checkout-and-orders.md#paging); null on
   * the last.
   */
  next_cursor: z.string().nullable(),
});

/** GET /api/loyalty/?cursor=&limit=: which page of the history the card carries (the newest by default). */
export const loyaltyQuerySchema = z.object({
  cursor: cursorSchema,
  limit: pageLimitSchema(LOYALTY_HISTORY_PAGE.default, LOYALTY_HISTORY_PAGE.max),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;
