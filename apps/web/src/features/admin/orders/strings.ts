import { totalText } from '@shop/shared/api/paging';
import type { FulfilmentStatus } from '@shop/shared/orders/status';

/** Visible strings of the orders section. Status names are orderStatusLabels of @shop/shared. */
export const adminOrdersStrings = {
  title: 'Заказы',
  lead: 'Новые сверху. Время — московское.',
  search: 'Поиск',
  searchPlaceholder: 'Номер, e-mail или телефон',
  status: 'Статус',
  anyStatus: 'Все статусы',
  day: 'День',
  reset: 'Сбросить фильтры',
  filtersLabel: 'Поиск и фильтры заказов',
  /** The total is counted up to TOTAL_CAP: '10 000+' past it (docs/product/admin.md#lists). */
  found: (shown: number, total: number, capped = false) =>
    shown < total || capped
      ? `Показано ${shown} из ${totalText(total, capped)}`
      : `Всего: ${totalText(total, capped)}`,
  nothingFound: 'Заказов с такими условиями нет',
  noOrders: 'Заказов пока нет',
  more: 'Показать ещё',
  loadingMore: 'Загружаем…',
  listLabel: 'Заказы магазина',
  order: (number: string) => `Заказ №${number}`,
  pickUp: 'Самовывоз',
  courier: 'Курьер',
  email: 'Электронная доставка',
  goods: 'Состав заказа',
  gift: 'подарок',
  // Gift card lines and the cards an order bought or paid with.
  giftRecipient: 'Получатель',
  giftToBuyer: 'сам покупатель',
  giftSender: 'От кого',
  giftMessage: 'Сообщение',
  giftSendOn: 'Отправка',
  giftSendAtOnce: 'сразу после оплаты',
  boughtCards: 'Подарочные карты заказа',
  boughtCardsPending: 'Карты выпустят, когда заказ оплатят.',
  cardLink: (shown: string) => `Карта ${shown}`,
  cardNotSent: 'ещё не отправлена',
  cardBalance: (balance: string) => `остаток ${balance}`,
  cardSentAt: (moment: string) => `отправлена ${moment}`,
  cardSendAt: (moment: string) => `уйдёт ${moment}`,
  customer: 'Покупатель',
  /**
   * The customer's name, phone, e-mail and address were erased (account deleted, consent withdrawn, a
   * guest's old unpaid order: docs/product/personal-data.md#the-shoppers-rights).
   */
  personalDataErased: 'Персональные данные удалены',
  /** Where an erased order's gift card went: no longer known. */
  giftRecipientErased: 'удалён',
  /** The offer version the order accepted (docs/product/personal-data.md#consents). */
  offer: 'Оферта',
  offerVersion: (version: number) => `редакция ${version}`,
  noOffer: '—',
  payment: 'Оплата',
  actions: 'Действия',
  paid: 'Оплачен',
  awaitingPayment: (until: string) => `Ждёт оплаты до ${until}`,
  paymentExpired: 'Не оплачен: время на оплату истекло',
  cancelled: 'Отменён без оплаты',
  refunded: 'Деньги возвращены покупателю',
  stepBack: 'Вернуть в сборку',
  cancel: 'Отменить заказ',
  cancelAndRefund: 'Отменить и вернуть деньги',
  /** A handed-over order whose goods the customer brought back. */
  returnGoods: 'Оформить возврат',
  noActions: 'С этим заказом больше ничего делать не нужно.',
  stepDone: (label: string) => `Статус изменён: ${label}`,
  cancelDone: (label: string) => `Готово: ${label}`,
  // The cancel dialog.
  cancelTitle: (number: string) => `Отменить заказ №${number}?`,
  cancelPaidText:
    'Деньги вернутся покупателю через платёжную систему, товары — на склад, начисленные за заказ бонусы спишутся.',
  cancelUnpaidText: 'Товары вернутся на склад, а списанные бонусы — покупателю.',
  cancelReturnsToCards: 'Оплаченное подарочными картами вернётся на эти карты.',
  cancelDisablesCards: 'Подарочные карты, купленные в этом заказе, перестанут действовать.',
  reason: 'Причина отмены',
  reasonHint: 'Останется в журнале действий',
  reasonRequired: 'Укажите причину отмены',
  keep: 'Не отменять',
  cancelling: 'Отменяем…',
} as const;

/** The fulfilment steps' button texts: what the order becomes. */
export const stepLabels: Record<FulfilmentStatus, string> = {
  assembling: 'Собирается',
  ready: 'Готов к выдаче',
  with_courier: 'Передан курьеру',
  handed_over: 'Выдан',
};
