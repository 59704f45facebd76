import { z } from 'zod';
import { MAX_EMAIL_LENGTH, contactMessages, isEmail } from '../rules/contact-rules.ts';

/**
 * The admin's list of administrators and the body that adds one (/api/admin/admins;
 * docs/product/admin.md#admins).
 */

export const adminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Named in ADMIN_EMAILS: made admin at every sign-in, so it cannot be removed here. */
  from_env: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const addAdminSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(MAX_EMAIL_LENGTH, contactMessages.email)
      .refine(isEmail, contactMessages.email),
  })
  .strict();
