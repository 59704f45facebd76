import { z } from 'zod';
import { MAX_EMAIL_LENGTH, contactMessages, isEmail, isPhone } from './rules/contact-rules.ts';

/**
 * Sign-in by e-mail code, tokens, contact recovery (SPEC.md §7 /api/auth/*) and the profile
 * (/api/users/*). Strings are SPEC.md §5 and §8 where it names them.
 */

/** SPEC.md §9 and DESIGN.md security rules. */
export const CODE_LENGTH = 5;
export const CODE_TTL_MINUTES = 10;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;
export const ACCESS_TOKEN_MINUTES = 15;
export const REFRESH_TOKEN_DAYS = 30;

export const authMessages = {
  requestFailed: 'Ошибка при отправке кода',
  networkError: 'Неизвестная ошибка сети',
  verifyFailed: 'Неверный или просроченный код',
  verifyStoreFailed: 'Ошибка проверки кода',
  refreshFailed: 'Ошибка обновления токена',
  logoutFailed: 'Logout failed',
  codeShape: 'Код должен состоять из 5 цифр',
  codeDead: 'Слишком много неверных попыток. Запросите новый код',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже',
  tokenInvalid: 'Не передан или недействителен токен',
  notAdmin: 'Пользователь не является администратором',
  mailFailed: 'Ошибка при отправке кода: письмо не ушло, попробуйте ещё раз через минуту',
  smsFailed: 'Ошибка при отправке кода: SMS не ушло, попробуйте ещё раз через минуту',
} as const;

/** 429 detail while the last code is younger than CODE_RESEND_SECONDS. */
export const resendWait = (seconds: number) => `Новый код можно запросить через ${seconds} с`;

export const recoveryMessages = {
  fillAll: 'Пожалуйста, заполните все поля',
  mismatch: 'Новый контакт и подтверждение не совпадают',
  email: 'Введите корректный email',
  phone: 'Введите корректный номер телефона в формате +79991234567',
  codeRequired: 'Введите код подтверждения',
  sameContact: 'Новый контакт совпадает со старым',
  requestFailed: 'Ошибка запроса смены контакта',
  confirmFailed: 'Ошибка подтверждения смены контакта',
  cancelled: 'Смена контакта отменена',
  cancelLinkDead: 'Ссылка для отмены недействительна: смена уже отменена или произошла',
} as const;

/** What the confirm step answers: when the move takes effect (the same words whoever owns the old contact). */
export const recoveryScheduled = (effectiveAt: string) =>
  `Новый контакт подтверждён. Если к старому контакту привязан аккаунт, он перейдёт на новый ${effectiveAt}, ` +
  'если владелец старого контакта не отменит смену. После этого войдите заново.';

export const userMessages = {
  loadFailed: 'Ошибка загрузки профиля',
  notSignedIn: 'Пользователь не авторизован',
  updateFailed: 'Ошибка обновления профиля',
  updated: 'Профиль успешно обновлен',
  nothingToUpdate: 'Не переданы данные для обновления',
  emailRequestFailed: 'Ошибка запроса смены email',
  emailConfirmFailed: 'Ошибка подтверждения email',
  emailChanged: 'Email успешно обновлён. Авторизуйтесь заново.',
  emailMismatch: 'Новый email и подтверждение не совпадают',
  emailSame: 'Это ваш текущий email',
  emailTaken: 'Этот email уже привязан к другому аккаунту',
  codeSent: 'Код подтверждения отправлен на новый email',
} as const;

/** SPEC.md §8: a users call that is not OK. */
export const usersApiError = (status: number, body: string) => `API error ${status}: ${body}`;

const email = z
  .string()
  .max(MAX_EMAIL_LENGTH, { message: contactMessages.email })
  .refine(isEmail, { message: contactMessages.email });
const code = z.string().regex(/^\d{5}$/, { message: authMessages.codeShape });
const phone = z
  .string()
  .max(32, { message: contactMessages.phone })
  .refine(isPhone, { message: contactMessages.phone });

export const requestCodeBodySchema = z.object({ email });
export const requestCodeAnswerSchema = z.object({
  ok: z.literal(true),
  /** Seconds until another code may be asked for. */
  resend_in: z.number().int(),
});

export const verifyCodeBodySchema = z.object({
  code,
  email,
  /** The guest's session id: its cart and boxes move to the account. */
  session_id: z.string().optional(),
});

export const loyaltyLevelNames = ['Silver', 'Gold', 'Platinum'] as const;

/** User of SPEC.md §3. */
export const userSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
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

/** PATCH /api/users/user: only these three, only the changed ones (SPEC.md §5). */
export const updateUserBodySchema = z.strictObject({
  first_name: z.string().max(100, { message: contactMessages.nameTooLong }).optional(),
  last_name: z.string().max(100, { message: contactMessages.nameTooLong }).optional(),
  phone: z.string().max(32, { message: contactMessages.phone }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const changeEmailRequestBodySchema = z.object({ new_email: email, confirm_new_email: z.string() });
export const changeEmailRequestAnswerSchema = z.object({
  detail: z.string(),
  /** Seconds until another code may be asked for. */
  resend_in: z.number().int(),
});
export const changeEmailConfirmBodySchema = z.object({ new_email: email, code });

/** Recovery moves a lost e-mail or phone to a new one (SPEC.md §7, "or phone equivalents"). */
export const recoverRequestBodySchema = z.union([
  z.strictObject({ old_email: email, new_email: email, confirm_new_email: z.string() }),
  z.strictObject({ old_phone: phone, new_phone: phone, confirm_new_phone: z.string() }),
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

export type ContactKind = 'email' | 'phone';

export interface RecoverFields {
  kind: ContactKind;
  oldContact: string;
  newContact: string;
  confirmContact: string;
}

/** The recovery request form's problem in SPEC.md §5 order, or null. */
export function recoverRequestProblem(fields: RecoverFields): string | null {
  const values = [fields.oldContact, fields.newContact, fields.confirmContact].map((v) => v.trim());
  if (values.some((v) => v === '')) return recoveryMessages.fillAll;
  const valid = fields.kind === 'email' ? isEmail : isPhone;
  if (!values.every(valid)) return fields.kind === 'email' ? recoveryMessages.email : recoveryMessages.phone;
  if (values[1] !== values[2]) return recoveryMessages.mismatch;
  return null;
}

/** What is wrong with a typed confirmation code (recovery, e-mail change), or null. */
export const confirmationCodeProblem = (code: string): string | null =>
  code.trim() === ''
    ? recoveryMessages.codeRequired
    : /^\d{5}$/.test(code.trim())
      ? null
      : authMessages.codeShape;

/** The bodies of the recovery calls for a kind of contact. */
export function recoverRequestBody(fields: RecoverFields): RecoverRequestBody {
  const [o, n, c] = [fields.oldContact, fields.newContact, fields.confirmContact].map((v) => v.trim()) as [
    string,
    string,
    string,
  ];
  return fields.kind === 'email'
    ? { old_email: o, new_email: n, confirm_new_email: c }
    : { old_phone: o, new_phone: n, confirm_new_phone: c };
}

export function recoverConfirmBody(fields: RecoverFields, code: string): RecoverConfirmBody {
  const [o, n] = [fields.oldContact.trim(), fields.newContact.trim()];
  return fields.kind === 'email'
    ? { old_email: o, new_email: n, code: code.trim() }
    : { old_phone: o, new_phone: n, code: code.trim() };
}
