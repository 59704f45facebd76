import { z } from 'zod';
import { INT32_MAX } from '../api/ids.ts';
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
  offset: z.coerce.number().int().min(0).max(INT32_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrdersAnswerSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswerSchema>;

/** PATCH /api/admin/orders/{id}: a fulfilment step. */
export const orderStatusUpdateSchema = z.object({ status: z.enum(fulfilmentStatuses) }).strict();
/** POST /api/admin/orders/{id}/cancel: a paid order is refunded, an unpaid one frees its goods. */
export const orderCancelSchema = z.object({ reason: z.string().trim().min(1).max(300) }).strict();
