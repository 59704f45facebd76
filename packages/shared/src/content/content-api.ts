import { z } from 'zod';

/**
 * The shop's content as the API answers it (docs/product/support-and-content.md): contacts, the site's
 * status, stores, support texts by section, courier delivery slots and review clips.
 */

export const contactsInfoSchema = z.object({
  email_staff: z.string(),
  email_clients: z.string(),
  phone: z.string(),
  vk_link: z.string(),
  tg_group_link: z.string(),
  tg_personal_link: z.string(),
});
export type ContactsInfo = z.infer<typeof contactsInfoSchema>;

export const siteStatusSchema = z.object({
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
export const storesSchema = z.array(storeSchema);

export {
  supportQuestionIds,
  supportSectionResource,
  supportSections,
  type SupportSection,
} from './support-sections.ts';

/** A section's texts keyed by question id, plus `updated_at` (ISO date). */
export const supportTextsSchema = z.record(z.string(), z.string());
export type SupportTexts = z.infer<typeof supportTextsSchema>;

export const deliveryTimeSlotSchema = z.object({
  id: z.number().int(),
  time_from: z.string(),
  time_to: z.string(),
});
export type DeliveryTimeSlot = z.infer<typeof deliveryTimeSlotSchema>;

/**
 * A customer review clip; `file_path` is served by the shop itself (e.g. /static/reviews/review-1.mp4 or an
 * upload under /media/reviews/), `poster_path` is the frame shown before it plays (null: none was made).
 */
export const reviewVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  file_path: z.string(),
  // Optional in the type so answers of an older server (and test fixtures) still parse.
  poster_path: z.string().nullable().optional(),
});
export type ReviewVideo = z.infer<typeof reviewVideoSchema>;
export const reviewVideosSchema = z.array(reviewVideoSchema);
