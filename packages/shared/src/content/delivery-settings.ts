import { z } from 'zod';
import { httpsLink } from './admin-content-api.ts';

/**
 * Where the courier goes and where the country buys (docs/product/checkout-and-orders.md#delivery-zone):
 * the courier's zone as shoppers read it, the places a courier address must name, and the marketplaces that
 * sell the brand nationwide. The admin edits them; the checkout and the API check addresses against them.
 */

export const COURIER_PLACES_MAX = 20;
export const MARKETPLACES_MAX = 6;

const marketplaceSchema = z.object({ name: z.string(), url: z.string() });
export type Marketplace = z.infer<typeof marketplaceSchema>;

/** GET /api/admin/delivery-settings/public. */
export const deliverySettingsSchema = z.object({
  /** The zone in the shoppers' words, e.g. 'Санкт-Петербург'. */
  courier_area: z.string(),
  /** A courier address names one of these (a city and what people call it: 'Санкт-Петербург', 'СПб'). */
  courier_places: z.array(z.string()),
  marketplaces: z.array(marketplaceSchema),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

const place = z.string().trim().min(2, 'Минимум 2 символа').max(60, 'Не больше 60 символов');

/** PATCH /api/admin/delivery-settings: any of the three (none → 400 noData); lists are replaced whole. */
export const deliverySettingsUpdateSchema = z
  .object({
    courier_area: z.string().trim().min(2, 'Минимум 2 символа').max(100, 'Не больше 100 символов'),
    courier_places: z
      .array(place)
      .min(1, 'Укажите хотя бы один населённый пункт')
      .max(COURIER_PLACES_MAX, `Не больше ${COURIER_PLACES_MAX} населённых пунктов`),
    marketplaces: z
      .array(
        z
          .object({
            name: z.string().trim().min(1, 'Укажите название').max(40, 'Не больше 40 символов'),
            url: httpsLink,
          })
          .strict(),
      )
      .max(MARKETPLACES_MAX, `Не больше ${MARKETPLACES_MAX} маркетплейсов`),
  })
  .partial()
  .strict();
export type DeliverySettingsUpdate = z.infer<typeof deliverySettingsUpdateSchema>;

// Checked by the storefront's checkout too, which loads no zod: the rule lives in rules/courier-zone.ts.
export { inCourierZone } from '../rules/courier-zone.ts';
