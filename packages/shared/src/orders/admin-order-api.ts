import { z } from 'zod';
import { cursorSchema, pageInfoShape, pageLimitSchema } from '../api/paging.ts';
import { orderSchema } from './order-api.ts';
import { fulfilmentStatuses, orderStatuses } from './status.ts';

/**
 * The admin's orders API (/api/admin/orders; docs/product/admin.md#orders): the search and the page of orders
 * it answers, a fulfilment step and a cancellation.
 */

/** GET /api/admin/orders: search by number, e-mail or phone; filter by status and Moscow day. */
export const adminOrdersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(orderStatuses).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .max(10)
    .optional(),
  /** The next_cursor of the page before (docs/product/checkout-and-orders.md#paging); absent: the first page. */
  cursor: cursorSchema,
  limit: pageLimitSchema(30, 100),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** A page of orders; the first page counts the matching orders up to TOTAL_CAP. */
export const adminOrdersAnswerSchema = z.object({
  orders: z.array(orderSchema),
  ...pageInfoShape,
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswerSchema>;

/** PATCH /api/admin/orders/{id}: a fulfilment step. */
export const orderStatusUpdateSchema = z.object({ status: z.enum(fulfilmentStatuses) }).strict();
/** POST /api/admin/orders/{id}/cancel: a paid order is refunded, an unpaid one frees its goods. */
export const orderCancelSchema = z.object({ reason: z.string().trim().min(1).max(300) }).strict();
