/**
 * Visible strings of the test provider's payment page; its API messages are in
 * @shop/shared/payments/messages.
 */
export const paymentStrings = {
  title: 'Оплата заказа',
  badge: 'Тестовая оплата',
  order: (number: string) => `Заказ №${number}`,
  amount: 'К оплате',
  testNote:
    'Это тестовая оплата магазина humbl: деньги не списываются, карта не нужна. Выберите, чем закончится ' +
    'платёж, — и вы вернётесь в магазин.',
  pay: 'Оплатить',
  decline: 'Отказаться',
  sending: 'Отправляем…',
  expiresIn: 'Ссылка на оплату действует ещё',
  toOrders: 'Перейти к заказам',
  loading: 'Загружаем платёж',
  loadFailed: 'Не удалось загрузить платёж',
  confirmFailed: 'Не удалось завершить платёж',
} as const;
