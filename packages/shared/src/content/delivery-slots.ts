import { z } from 'zod';
import { adminMessages } from '../admin/messages.ts';

/**
 * Courier delivery slots as the admin edits them (docs/product/admin.md#content): the courier day they lie
 * within, the body that saves one and why one cannot be saved. The slots as the checkout reads them are in
 * content-api.ts.
 */

/** Courier slots lie within this day (HH:MM, Moscow time). */
export const COURIER_DAY = { from: '09:00', to: '22:00' } as const;

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время в формате ЧЧ:ММ')
  .max(5, 'Время в формате ЧЧ:ММ');

/** PATCH /api/admin/delivery-times/{id} and POST /api/admin/delivery-times. */
export const deliverySlotBodySchema = z.object({ time_from: hhmm, time_to: hhmm }).strict();
export type DeliverySlotBody = z.infer<typeof deliverySlotBodySchema>;

/**
 * Why a courier slot cannot be saved, or null: from before to, both within COURIER_DAY ('HH:MM' strings
 * compare in time order). The server checks it; a form may show it before sending.
 */
export function deliverySlotProblem(slot: DeliverySlotBody): string | null {
  if (slot.time_from >= slot.time_to) return adminMessages.slotOrder;
  if (slot.time_from < COURIER_DAY.from || slot.time_to > COURIER_DAY.to) return adminMessages.slotBounds;
  return null;
}
