/**
 * Visible strings of the orders page (docs/product/checkout-and-orders.md#order-history); statuses are in
 * @shop/shared/orders/status.
 */
export const ordersStrings = {
  title: 'Заказы',
  signInText: 'Здесь появится история ваших заказов: состав, статус и ссылка на оплату.',
  emptyTitle: 'Заказов пока нет',
  emptyText:
    'Соберите свой бокс или выберите любимые батончики — оформленный заказ появится здесь со статусом ' +
    'и ссылкой на оплату.',
  toCatalog: 'Перейти в каталог',
  loadFailed: 'Не удалось загрузить заказы',
  retry: 'Повторить попытку',
  listLabel: 'История заказов',
  orderNumber: (number: string) => `Заказ №${number}`,
  itemFallback: (id: number) => `Товар #${id}`,
  pickUp: 'Самовывоз',
  courier: 'Доставка курьером',
  email: 'Электронная доставка на e-mail',
  itemsLabel: 'Состав заказа',
  goods: 'Товары',
  packages: 'Упаковка',
  delivery: 'Доставка',
  free: 'Бесплатно',
  bonus: 'Оплачено бонусами',
  giftCard: (masked: string) => `Оплачено подарочной картой ${masked}`,
  total: 'Итого',
  cashBackCredited: (bonuses: number) => `Начислено бонусов: ${bonuses}`,
  cashBackPending: (bonuses: number) => `После оплаты начислим бонусов: ${bonuses}`,
  repeat: 'Повторить',
  repeating: 'Добавляем в корзину…',
  pay: 'Оплатить',
  paying: 'Переходим к оплате…',
  payUntil: (time: string) => `Оплатить до ${time}`,
  payFailed: 'Не удалось перейти к оплате',
  repeated: (number: string) => `Товары из заказа №${number} в корзине`,
  repeatSkipped: (names: string) => `Не добавлены — их сейчас нет в наличии: ${names}`,
  guestTitle: 'Заказы этого браузера',
  guestText: 'Войдите, чтобы заказы хранились в личном кабинете, а за оплаченные начислялись бонусы.',
  signIn: 'Войти',
  giftCardsTitle: 'Подарочные карты',
  giftCardCodeLater: 'код придёт в письме',
  giftCardToSelf: 'Себе',
  giftCardRecipient: (email: string) => `Получатель: ${email}`,
  /** The day a card goes (went) out. */
  giftCardSendOn: (date: string) => `Отправка: ${date}`,
  resendGiftCard: 'Отправить ещё раз',
  resendingGiftCard: 'Отправляем…',
  /** What the resend button's name adds for screen readers: which card. */
  resendGiftCardWhich: (amount: string, whom: string) => `: карта на ${amount}, ${whom}`,
  giftCardResent: (email: string) => `Готово: письмо с картой снова отправлено на ${email}.`,
  resendFailed: 'Не удалось отправить письмо. Попробуйте ещё раз',
} as const;
