import { z } from 'zod';
import { countSchema, idSchema } from '../api/ids.ts';
import { boxTypes } from '../boxes/box-types.ts';
import { orderStatuses } from './status.ts';

/**
 * The checkout and orders API (docs/product/checkout-and-orders.md#api). Money is whole rubles; every amount
 * here is the server's. The storefront's own figures are display only. Messages without zod are in
 * messages.ts, statuses in status.ts.
 */

const sessionId = z.string().optional();
const text = (max: number) => z.string().max(max);

export const deliveryTypes = ['pickup', 'courier'] as const;

export const createOrderBodySchema = z.object({
  first_name: text(100),
  last_name: text(100),
  phone: text(40),
  email: text(254),
  delivery: z.object({
    delivery_type: z.enum(deliveryTypes, { message: 'Способ получения: pickup или courier' }),
    /** Pickup: the store's number (GET /api/stores). */
    shop_number: idSchema.nullish(),
    /** Courier: street, house, flat. */
    address: text(300).nullish(),
    /** Courier: 'YYYY-MM-DD', a weekday from tomorrow. */
    date: text(10).nullish(),
    /** Courier: a slot of GET /api/admin/delivery-times/public. */
    slot_id: idSchema.nullish(),
  }),
  use_bonus: z.boolean().default(false),
  add_package: z.boolean().default(false),
  add_present_package: z.boolean().default(false),
  session_id: sessionId,
  /** The total the shopper saw; when given and different from the server's, nothing is ordered (409). */
  expected_total: countSchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const orderItemKinds = ['product', 'box', 'package'] as const;

export const orderItemSchema = z.object({
  id: z.number().int(),
  /** The catalogue product; null for a custom box (its flavours are in `box`). */
  product_id: z.number().int().nullable(),
  kind: z.enum(orderItemKinds),
  /** The product's name when ordered. */
  name: z.string(),
  image: z.string().nullable(),
  /** Per-unit price (a box: the sum of its flavours). */
  price: z.number().int(),
  quantity: z.number().int(),
  box: z
    .object({
      box_type: z.enum(boxTypes),
      items: z.array(
        z.object({
          product_id: z.number().int(),
          name: z.string(),
          image: z.string().nullable(),
          price: z.number().int(),
          quantity: z.number().int(),
        }),
      ),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** The order number shoppers and staff use (the API's retailcrm_id). */
  retailcrm_id: z.string(),
  status: z.enum(orderStatuses),
  is_paid: z.boolean(),
  created_at: z.string(),
  /** Until when an unpaid order keeps its goods and can be paid. */
  pay_until: z.string(),
  total_amount: z.number().int(),
  goods_amount: z.number().int(),
  packages_amount: z.number().int(),
  delivery_amount: z.number().int(),
  bonus_spent: z.number().int(),
  /** Bonuses credited (paid orders) or to be credited once paid. */
  cash_back: z.number().int(),
  items: z.array(orderItemSchema),
  payments: z.array(z.object({ invoice_url: z.string(), status: z.string() })),
  delivery: z.object({
    delivery_type: z.enum(deliveryTypes),
    shop_number: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    shop_address: z.string().nullable(),
    address: z.string().nullable(),
    date: z.string().nullable(),
    time_from: z.string().nullable(),
    time_to: z.string().nullable(),
  }),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersSchema = z.array(orderSchema);

export const createOrderAnswerSchema = z.object({
  order: orderSchema,
  /** Where to pay; null when the provider could not be reached (the order waits in history with 'Оплатить'). */
  payment_url: z.string().nullable(),
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

export const ordersQuerySchema = z.object({ session_id: sessionId });
export const payOrderBodySchema = z.object({ session_id: sessionId }).nullish();
export const payOrderAnswerSchema = z.object({ payment_url: z.string() });
