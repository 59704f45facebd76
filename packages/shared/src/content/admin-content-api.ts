import { z } from 'zod';
import { MAX_EMAIL_LENGTH, contactMessages, isEmail, isPhone } from '../rules/contact-rules.ts';
import { supportQuestionIds, type SupportSection } from './content-api.ts';

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

const contactEmail = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, contactMessages.email)
  .refine(isEmail, contactMessages.email);

/** PATCH /api/admin/contacts_info: any of the six fields (none → 400 noData). */
export const contactsUpdateSchema = z
  .object({
    email_staff: contactEmail,
    email_clients: contactEmail,
    phone: z.string().trim().max(32, contactMessages.phone).refine(isPhone, contactMessages.phone),
    vk_link: httpsLink,
    tg_group_link: httpsLink,
    tg_personal_link: httpsLink,
  })
  .partial()
  .strict();
export type ContactsUpdate = z.infer<typeof contactsUpdateSchema>;

/** PATCH /api/admin/support_*: answers by question id of the section (plain text, ≤ 4000 characters). */
export const supportUpdateSchema = z.record(z.string(), z.string().trim().max(4000));

/**
 * A section's PATCH body: no more answers than it has questions (an id it does not have is refused by the
 * server, 400 unknownQuestion, so more cannot pass).
 */
export const supportUpdateSchemaOf = (section: SupportSection) =>
  supportUpdateSchema.meta({ maxProperties: supportQuestionIds[section].length });

/** PATCH /api/admin/site-status. */
export const siteStatusUpdateSchema = z.object({ is_active: z.boolean() }).strict();
