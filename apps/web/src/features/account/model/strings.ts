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
