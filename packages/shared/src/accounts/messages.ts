/**
 * The words and numbers of sign-in, recovery and the profile (docs/product/accounts.md), without zod: the
 * storefront imports these on every page, the API schemas are in account-api.ts.
 */

/** docs/product/accounts.md#constants (and docs/decisions/0009). */
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
  mailFailed: 'Ошибка при отправке кода: письмо не ушло, попробуйте ещё раз',
  smsFailed: 'Ошибка при отправке кода: SMS не ушло, попробуйте ещё раз',
  codeOfAnotherWindow:
    'Этот код запрошен в другом окне или на другом устройстве. Введите код из письма, запрошенного здесь, или запросите новый',
  smsRussianOnly: 'SMS с кодом отправляются только на российские номера: +7 и 10 цифр',
} as const;

/** 429 detail when the shop has sent its hourly budget of code SMS (apps/server limits.ts). */
export const smsBudgetSpent = (minutes: number) =>
  `Слишком много SMS с кодами за последний час, попробуйте через ${minutes} мин`;

/** 429 detail while the last code is younger than CODE_RESEND_SECONDS. */
export const resendWait = (seconds: number) => `Новый код можно запросить через ${seconds} с`;

/** 429 detail for an address that has failed a check while the shop is over its failure budget. */
export const tooManyFailures = (minutes: number) =>
  `Слишком много неудачных попыток входа, попробуйте через ${minutes} мин`;

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
  smsUnavailable: 'Восстановление по номеру телефона сейчас недоступно: восстановите доступ по e-mail',
} as const;

/** What the confirm step answers: when the move takes effect (the same words whoever owns the old contact). */
export const recoveryScheduled = (effectiveAt: string) =>
  `Новый контакт подтверждён. Если к старому контакту привязан аккаунт, он перейдёт на новый ${effectiveAt}, ` +
  'если владелец старого контакта не отменит смену. После этого войдите заново.';

// The profile's words are a module of their own: pages that only load the profile (checkout) leave the
// sign-in and recovery words out of their JavaScript.
export { userMessages, usersApiError } from './user-messages.ts';
