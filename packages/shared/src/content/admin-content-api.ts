import { z } from 'zod';
import { isEmail, isPhone } from '../rules/contact-rules.ts';

/**
 * The admin's content edits (docs/product/admin.md#content): contacts, support texts and the site's status.
 * Delivery slots are in delivery-slots.ts, review clips in admin-review-video-api.ts.
 */

/** An https:// address of at most 300 characters (contacts' and marketplaces' links). */
export const httpsLink = z
  .string()
  .trim()
  .max(300)
  .refine((value) => /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'Ссылка должна начинаться с https://');

/** PATCH /api/admin/contacts_info: any of the six fields (none → 400 noData). */
export const contactsUpdateSchema = z
  .object({
    email_staff: z.string().trim().refine(isEmail, 'Некорректный email'),
    email_clients: z.string().trim().refine(isEmail, 'Некорректный email'),
    phone: z.string().trim().refine(isPhone, 'Некорректный номер телефона'),
    vk_link: httpsLink,
    tg_group_link: httpsLink,
    tg_personal_link: httpsLink,
  })
  .partial()
  .strict();
export type ContactsUpdate = z.infer<typeof contactsUpdateSchema>;

/** PATCH /api/admin/support_*: answers by question id of the section (plain text, ≤ 4000 characters). */
export const supportUpdateSchema = z.record(z.string(), z.string().trim().max(4000));

/** PATCH /api/admin/site-status. */
export const siteStatusUpdateSchema = z.object({ is_active: z.boolean() }).strict();
