/** The profile's words (docs/product/accounts.md#errors), without zod; messages.ts re-exports them. */

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
  phoneMissing: 'Сначала укажите номер телефона и сохраните профиль',
  phoneAlreadyVerified: 'Телефон уже подтверждён',
  phoneSmsUnavailable: 'Подтверждение телефона по SMS сейчас недоступно, попробуйте позже',
  phoneCodeSent: 'Код подтверждения отправлен по SMS',
  phoneVerified: 'Телефон подтверждён',
  phoneRequestFailed: 'Ошибка при отправке кода подтверждения телефона',
  phoneConfirmFailed: 'Ошибка подтверждения телефона',
} as const;

/** docs/product/accounts.md#errors: a users call that is not OK. */
export const usersApiError = (status: number, body: string) => `API error ${status}: ${body}`;
