/**
 * Checkout and order strings without zod, so storefront pages can use them without building the API schemas
 * (order-api.ts has those).
 */

// Statuses, their labels and the moves between them: status.ts.

/** How the courier-zone refusal begins, whatever the zone (docs/product/checkout-and-orders.md#delivery-zone). */
export const outsideZoneLead = 'Курьер доставляет только в пределах зоны: ';

export const checkoutMessages = {
  nameTooShort: 'Минимум 2 символа',
  phone: 'Некорректный номер телефона',
  email: 'Некорректный email',
  storeRequired: 'Выберите магазин для самовывоза',
  addressRequired: 'Укажите адрес доставки',
  outsideZone: (area: string) => `${outsideZoneLead}${area}. Укажите город в адресе или выберите самовывоз`,
  dateRequired: 'Курьер приезжает по будням, начиная с завтрашнего дня: выберите дату',
  slotRequired: 'Выберите время доставки',
  bonusesNeedAccount: 'Бонусы можно списать только после входа в аккаунт',
  cartEmpty: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
  totalChanged: (total: number) =>
    `Сумма заказа изменилась: теперь ${total.toLocaleString('ru-RU')} ₽. Проверьте заказ и оплатите ещё раз`,
  priceChanged: (name: string, before: number, now: number) =>
    `Цена товара «${name}» изменилась: было ${before} ₽, стало ${now} ₽. Корзина обновлена — проверьте заказ`,
  productGone: (name: string) => `Товар «${name}» больше не продаётся: уберите его из корзины`,
  packagingGone: 'Упаковка закончилась: оформите заказ без неё',
  bonusesChanged: 'Бонусный баланс изменился: проверьте сумму и оформите заказ ещё раз',
  idempotencyReused: 'Этот ключ Idempotency-Key уже использован для другого заказа',
  createFailed: 'Не удалось оформить заказ',
} as const;

export const orderMessages = {
  notFound: 'Заказ не найден',
  alreadyPaid: 'Заказ уже оплачен',
  cancelled: 'Заказ отменён: время на оплату истекло',
  // docs/product/checkout-and-orders.md#errors.
  sessionOrTokenMissing: 'Bad Request: session_id or token is missing',
  sessionMalformed: 'Unprocessable Entity: invalid UUID format',
  guestSessionRequired: 'Session ID is required for guest user',
  serverFailed: 'Internal Server Error',
  unexpected: (statusText: string) => `Unexpected error: ${statusText}`,
  paymentUnavailable: 'Платёжная система сейчас не отвечает. Попробуйте оплатить через минуту',
  refundUnavailable: 'Платёжная система сейчас не отвечает. Повторите возврат через минуту',
  refundRefused: 'Платёжная система отказала в возврате. Проверьте платёж в личном кабинете ЮKassa',
  refundNeedsPayment: 'Вернуть деньги можно только за оплаченный заказ',
  refunded: 'Заказ отменён, деньги вернутся на карту, которой он был оплачен',
  payTooOften: (retryAfter: number) => `Слишком много попыток оплаты. Попробуйте через ${retryAfter} с.`,
} as const;
