/**
 * Gift card strings without zod (docs/product/gift-cards.md), for storefront pages and the server alike.
 */

export const giftCardMessages = {
  /** One answer for an unknown, expired, disabled or empty card: a guesser learns nothing from it. */
  unusable: 'Карта не найдена, истекла или на ней не осталось денег',
  codeFormat: 'Введите код карты: 16 букв и цифр, например ABCD-EFGH-JKMN-PQRS',
  tooManyAttempts: (retryAfter: number) =>
    `Слишком много попыток ввода кода. Попробуйте через ${Math.ceil(retryAfter / 60)} мин.`,
  alreadyApplied: 'Эта карта уже добавлена',
  tooManyCards: (max: number) => `Можно использовать не больше ${max} карт в одном заказе`,
  notNeeded: 'Заказ уже оплачен картами полностью — эта карта не нужна',
  recipientEmail: 'Некорректный email получателя',
  senderName: 'Имя отправителя — не длиннее 60 символов',
  message: 'Сообщение — не длиннее 500 символов',
  sendOn: (days: number) => `Дата отправки — от сегодня до ${days} дней вперёд`,
  notAGiftCard: 'Получателя и дату можно указать только для подарочной карты',
  /** Shown at checkout when a cart mixes cards with goods, or bonuses / cards could be used. */
  notForCards: 'Подарочные карты нельзя оплатить бонусами или другой подарочной картой',
  emailDeliveryOnly:
    'В заказе только электронные подарочные карты: они придут на e-mail, магазин и курьер не нужны',
  emailDeliveryNeedsCardsOnly:
    'Доставка на e-mail — только для заказа из электронных подарочных карт. Выберите самовывоз или курьера',
  emailDeliveryNoPackages: 'Электронные подарочные карты приходят на e-mail: упаковка к ним не нужна',
  resendTooOften: 'Письмо с картой уже отправляли недавно. Попробуйте через час',
  notSentYet: 'Карта ещё не отправлена: она уйдёт в выбранный день',
  cardDisabled: 'Карта заблокирована',
  purchaseSpent: 'Подарочную карту из этого заказа уже использовали — вернуть деньги за неё нельзя',
  notFound: 'Карта не найдена',
} as const;

/** A card's state as the buyer and the admin see it. */
export const giftCardStateLabels = {
  scheduled: 'Запланирована',
  sent: 'Отправлена',
  disabled: 'Заблокирована',
  expired: 'Срок истёк',
  spent: 'Израсходована',
} as const;
export type GiftCardState = keyof typeof giftCardStateLabels;

/** Ledger rows' words (the admin's card page). */
export const giftCardLedgerLabels = {
  issued: 'Выпущена',
  spent: 'Оплата заказа',
  returned: 'Возврат на карту',
  expired: 'Срок истёк',
  disabled: 'Заблокирована',
} as const;
export type GiftCardLedgerKind = keyof typeof giftCardLedgerLabels;
