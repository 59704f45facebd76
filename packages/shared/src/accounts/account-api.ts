import { z } from 'zod';
import { sessionIdSchema } from '../api/ids.ts';
import { consentVersionSchema } from '../legal/legal-api.ts';
import { loyaltyLevelNames } from '../loyalty/card.ts';
import { MAX_EMAIL_LENGTH, contactMessages, isEmail, isPhone } from '../rules/contact-rules.ts';
import { authMessages } from './messages.ts';

/**
 * The API of sign-in by e-mail code, tokens, contact recovery (docs/product/accounts.md#api) and the profile
 * (/api/users/*), as zod schemas. Messages and constants are in messages.ts, the recovery form's rules in
 * recovery-form.ts.
 */

const email = z
  .string()
  .max(MAX_EMAIL_LENGTH, { message: contactMessages.email })
  .refine(isEmail, { message: contactMessages.email });
const code = z
  .string()
  .regex(/^\d{5}$/, { message: authMessages.codeShape })
  .max(5, { message: authMessages.codeShape });
const phone = z
  .string()
  .max(32, { message: contactMessages.phone })
  .refine(isPhone, { message: contactMessages.phone });

export const requestCodeBodySchema = z.object({
  email,
  /** The guest's session id: only a check with the same session can use the code. */
  session_id: sessionIdSchema,
});
export const requestCodeAnswerSchema = z.object({
  ok: z.literal(true),
  /** Seconds until another code may be asked for. */
  resend_in: z.number().int(),
});

export const verifyCodeBodySchema = z.object({
  code,
  email,
  /** The guest's session id: the one the code was asked with; its cart and boxes move to the account. */
  session_id: sessionIdSchema,
  /**
   * The version of the consent to processing personal data the shopper ticked: needed when the e-mail has
   * no account (or its consent was withdrawn); without it the right code answers 422 and stays unused.
   */
  consent: consentVersionSchema.optional(),
});

/** The user (docs/product/accounts.md#api). */
export const userSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  /**
   * Whether `phone` was proven by an SMS code (POST /api/users/verify-phone/*, or a recovery that moved it
   * in); only a proven phone recovers the account. A phone changed in the profile is unproven again.
   */
  phone_verified: z.boolean(),
  email: z.string(),
  /** Bonus balance, whole rubles. */
  loyalty_amount: z.number().int(),
  loyalty_level_name: z.enum(loyaltyLevelNames),
  is_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const tokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const verifyCodeAnswerSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type VerifyCodeAnswer = z.infer<typeof verifyCodeAnswerSchema>;

export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(200) });
export const refreshAnswerSchema = tokensSchema.extend({ is_admin: z.boolean() });
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

/** The body may be left out altogether (Fastify reads a missing body as null). */
export const logoutBodySchema = z.object({ refresh_token: z.string().max(200).optional() }).nullish();

/** A plain answer carrying a message for the shopper. */
export const messageAnswerSchema = z.object({ detail: z.string() });

/** PATCH /api/users/user: only these three, only the changed ones (docs/product/accounts.md#profile). */
export const updateUserBodySchema = z.strictObject({
  first_name: z.string().max(100, { message: contactMessages.nameTooLong }).optional(),
  last_name: z.string().max(100, { message: contactMessages.nameTooLong }).optional(),
  phone: z.string().max(32, { message: contactMessages.phone }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** The new contact typed again: compared with it after normalising, so no longer than the contact may be. */
const confirmEmail = z.string().max(MAX_EMAIL_LENGTH, { message: contactMessages.email });
const confirmPhone = z.string().max(32, { message: contactMessages.phone });

export const changeEmailRequestBodySchema = z.object({ new_email: email, confirm_new_email: confirmEmail });
export const changeEmailRequestAnswerSchema = z.object({
  detail: z.string(),
  /** Seconds until another code may be asked for. */
  resend_in: z.number().int(),
});
export const changeEmailConfirmBodySchema = z.object({ new_email: email, code });

/**
 * Proof of the profile's phone by an SMS code: the code goes to the saved phone, so the request names
 * nothing (no body, or `{}`).
 */
export const verifyPhoneRequestBodySchema = z.strictObject({}).nullish();
export const verifyPhoneRequestAnswerSchema = z.object({
  detail: z.string(),
  /** Seconds until another code may be asked for. */
  resend_in: z.number().int(),
});
export type VerifyPhoneRequestAnswer = z.infer<typeof verifyPhoneRequestAnswerSchema>;
export const verifyPhoneConfirmBodySchema = z.strictObject({ code });
/** The profile as it now is (phone_verified true). */
export const verifyPhoneConfirmAnswerSchema = z.object({ detail: z.string(), user: userSchema });
export type VerifyPhoneConfirmAnswer = z.infer<typeof verifyPhoneConfirmAnswerSchema>;

/** Recovery moves a lost e-mail or phone to a new one (docs/product/accounts.md#recovery). */
export const recoverRequestBodySchema = z.union([
  z.strictObject({ old_email: email, new_email: email, confirm_new_email: confirmEmail }),
  z.strictObject({ old_phone: phone, new_phone: phone, confirm_new_phone: confirmPhone }),
]);
export type RecoverRequestBody = z.infer<typeof recoverRequestBodySchema>;

export const recoverConfirmBodySchema = z.union([
  z.strictObject({ old_email: email, new_email: email, code }),
  z.strictObject({ old_phone: phone, new_phone: phone, code }),
]);
export type RecoverConfirmBody = z.infer<typeof recoverConfirmBodySchema>;

export const recoverConfirmAnswerSchema = z.object({
  detail: z.string(),
  /** When the move takes effect unless cancelled from the old contact (ISO). */
  effective_at: z.string(),
});

export const recoverCancelBodySchema = z.object({ token: z.string().min(1).max(200) });
