/**
 * Visible strings of the profile page (docs/product/accounts.md#profile); API messages are in
 * @shop/shared/accounts/messages.
 */
export const accountStrings = {
  title: 'Мой профиль',
  signInText: 'Здесь будут ваши личные данные: имя, телефон и e-mail для чеков и уведомлений о заказах.',
  personalData: 'Личные данные',
  personalDataLead: 'Имя и телефон нужны для заказов и доставки, email — для входа и чеков.',
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Телефон',
  email: 'Email',
  phonePlaceholder: '+79991234567',
  emailHint: 'Сменить email можно здесь же: на новый адрес придёт код подтверждения.',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  nothingChanged: 'Изменений нет — всё уже сохранено',
  retry: 'Повторить',

  phoneHint: 'После смены номера его нужно будет подтвердить заново.',
  phoneProven: 'Подтверждён',
  phoneUnproven: 'Не подтверждён',
  phoneProve: 'Подтвердить по SMS',
  phoneProving: 'Отправляем SMS…',
  phoneUnsaved: 'Сохраните номер, чтобы подтвердить его по SMS',
  phoneCodeSentTo: 'Мы отправили SMS с кодом на',
  phoneCodeLabel: 'Код из SMS',

  emailChangeTitle: 'Смена email',
  requesting: 'Отправляем код на',
  codeLabel: 'Код подтверждения',
  confirm: 'Подтвердить',
  confirming: 'Подтверждаем…',
  resendNow: 'Отправить код ещё раз',
  cancel: 'Отмена',
  signIn: 'Войти',
} as const;

/**
 * 'Персональные данные' of the profile: the consents given, withdrawal, the data export, deleting the account
 * (docs/product/personal-data.md#the-shoppers-rights). Server messages are in @shop/shared/legal/messages.
 */
export const personalDataStrings = {
  title: 'Персональные данные',
  lead: 'Согласия, которые вы дали магазину, и что можно сделать со своими данными.',
  consentsTitle: 'Ваши согласия',
  noConsents: 'Согласий пока нет: их попросят при входе с новым email или при заказе.',
  consentsFailed: 'Не удалось загрузить согласия',
  version: (version: number) => `редакция ${version}`,
  orderNumber: (number: number) => `заказ №${number}`,
  retry: 'Повторить',

  consentActive: 'Согласие на обработку персональных данных действует.',
  // The dates are formatMoscowDay's ('26 ноября 2026 г.'): they end the sentence themselves.
  withdrawnAt: (date: string) => `Согласие на обработку персональных данных отозвано ${date}`,
  eraseAfter: (date: string) =>
    `Если вы не дадите его снова при входе или заказе, аккаунт и персональные данные будут удалены ${date}`,
  withdraw: 'Отозвать согласие',
  withdrawTitle: 'Отозвать согласие?',
  withdrawEffect:
    'Мы перестанем обрабатывать ваши персональные данные. При следующем входе или заказе согласие попросят снова.',
  withdrawErase: (date: string) =>
    `Если до ${date} вы не дадите согласие снова, аккаунт будет удалён: email, имя, телефон и адреса сотрутся из аккаунта и заказов, бонусы пропадут.`,
  withdrawConfirm: 'Отозвать согласие',
  withdrawing: 'Отзываем…',
  keep: 'Не отзывать',
  withdrawFailed: 'Не удалось отозвать согласие, попробуйте ещё раз',

  download: 'Скачать мои данные',
  downloading: 'Готовим файл…',
  downloaded: 'Файл с вашими данными скачан',
  downloadFailed: 'Не удалось скачать данные, попробуйте ещё раз',
  downloadHint: 'JSON-файл: профиль, бонусы, заказы, согласия, подарочные карты и корзина.',

  remove: 'Удалить аккаунт',
  removeHint: 'Аккаунт и персональные данные удаляются навсегда, подтверждение — кодом из письма.',
  removeTitle: 'Удалить аккаунт?',
  erasedTitle: 'Что удалится',
  erased: [
    'email, имя и телефон аккаунта, вход в него и бонусы;',
    'имя, телефон, email и адрес доставки в ваших заказах;',
    'подписи и сообщения отправленных подарочных карт, корзина;',
    'ваш email, IP-адрес и браузер в журнале согласий.',
  ],
  keptTitle: 'Что останется',
  kept: [
    'суммы, состав, даты и чеки заказов — их требует хранить закон, но без имени, телефона и адреса;',
    'купленные подарочные карты: они действуют по своим кодам.',
  ],
  codeWillGo: 'Код подтверждения придёт на',
  getCode: 'Получить код',
  sendingCode: 'Отправляем код…',
  codeSentTo: 'Мы отправили код на',
  codeLabel: 'Код из письма',
  removeForever: 'Удалить навсегда',
  removing: 'Удаляем…',
  cancel: 'Отмена',
  requestFailed: 'Не удалось отправить код, попробуйте ещё раз',
  removeFailed: 'Не удалось удалить аккаунт, попробуйте ещё раз',
} as const;
