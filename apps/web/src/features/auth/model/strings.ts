import { minutesAndSeconds } from '@/lib/use-countdown.ts';

/**
 * Visible strings of the auth modal (docs/product/accounts.md#messages); messages of the API's answers are in
 * @shop/shared/accounts/messages.
 */
export const authStrings = {
  signInTitle: 'Вход',
  accountTitle: 'Личный кабинет',
  recoverTitle: 'Восстановление доступа',
  cancelTitle: 'Отмена смены контакта',

  emailLead: 'Пришлём на почту код из 5 цифр — без паролей. Если аккаунта ещё нет, он появится сам.',
  emailLabel: 'Email',
  emailPlaceholder: 'name@example.ru',
  getCode: 'Получить код',
  sending: 'Отправляем…',
  forgotEmail: 'Забыли email?',

  codeLabel: 'Код из письма',
  codeSentTo: 'Мы отправили код на',
  codeHint: 'Код действует 10 минут. Не пришёл — загляните в «Спам».',
  checking: 'Проверяем код…',
  codeResent: 'Новый код отправлен',
  resend: 'Отправить код ещё раз',
  resendIn: (seconds: number) => `Отправить код ещё раз через ${minutesAndSeconds(seconds)}`,
  changeEmail: 'Изменить email',
  /** The code step of a new e-mail, once the consent is asked for: signs in with the same code. */
  signInWithConsent: 'Войти',
  digit: (n: number, of: number) => `Цифра ${n} из ${of}`,

  greeting: 'Здравствуйте!',
  profile: 'Мой профиль',
  orders: 'Заказы',
  loyalty: 'Карта лояльности',
  logout: 'Выйти',
  loggingOut: 'Выходим…',
  bonuses: ['бонус', 'бонуса', 'бонусов'] as const,

  recoverLead:
    'Нет доступа к почте или телефону? Укажите старый контакт и новый — код придёт на новый. Аккаунт ' +
    'перейдёт на него не сразу: у владельца старого контакта будет время отменить смену.',
  contactKind: 'Что сменить',
  kindEmail: 'Email',
  kindPhone: 'Телефон',
  oldEmail: 'Старый email',
  newEmail: 'Новый email',
  confirmEmail: 'Повторите новый email',
  oldPhone: 'Старый телефон',
  newPhone: 'Новый телефон',
  confirmPhone: 'Повторите новый телефон',
  phonePlaceholder: '+79991234567',
  backToSignIn: 'Вернуться ко входу',
  back: 'Назад',
  confirm: 'Подтвердить',
  confirming: 'Подтверждаем…',
  recoverCodeLabel: 'Код подтверждения',

  cancelLead:
    'Кто-то запросил перенос вашего аккаунта на другой email или телефон. Если это были не вы, отмените смену — ' +
    'аккаунт останется за вами.',
  cancelAction: 'Отменить смену контакта',
  cancelling: 'Отменяем…',
  done: 'Готово',
} as const;
