import { CODE_TTL_MINUTES } from '@shop/shared/accounts/messages';

/** The shop's SMS texts: short, Russian, one segment where possible. */
export const recoveryCodeSms = (code: string) =>
  `humbl: код восстановления доступа ${code}. Действует ${CODE_TTL_MINUTES} мин. Никому его не сообщайте.`;

export const recoveryRequestedSms = (effectiveAt: string, cancelUrl: string) =>
  `humbl: запрошена смена контакта вашего аккаунта, она произойдёт ${effectiveAt}. Не вы? Отмените: ${cancelUrl}`;

export const recoveryReminderSms = (effectiveAt: string, cancelUrl: string) =>
  `humbl: напоминаем, контакт вашего аккаунта сменится ${effectiveAt}. Не вы? Отмените: ${cancelUrl}`;

export const verifyPhoneCodeSms = (code: string) =>
  `humbl: код подтверждения телефона ${code}. Действует ${CODE_TTL_MINUTES} мин. Никому его не сообщайте.`;
