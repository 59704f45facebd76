import { totalText } from '@shop/shared/api/paging';
import { maskedCode } from '@shop/shared/gift-cards/rules';
import { formatPrice } from '@/lib/format.ts';

/**
 * Visible strings of the gift cards section. State and ledger words are giftCardStateLabels and
 * giftCardLedgerLabels of @shop/shared; a code is only ever shown by its last four characters.
 */
export const adminGiftCardsStrings = {
  title: 'Подарочные карты',
  lead: 'Новые сверху. Время — московское. Код карты знает только получатель: здесь — последние 4 символа.',
  search: 'Поиск',
  searchPlaceholder: 'Последние 4 символа, e-mail или номер заказа',
  searchLabel: 'Поиск подарочных карт',
  /** Σ balances of live cards: what the shop owes their holders. */
  outstanding: (rubles: number) => `Остаток на картах: ${formatPrice(rubles)}`,
  /** The total is counted up to TOTAL_CAP: '10 000+' past it (docs/product/admin.md#lists). */
  found: (shown: number, total: number, capped = false) =>
    shown < total || capped
      ? `Показано ${shown} из ${totalText(total, capped)}`
      : `Всего: ${totalText(total, capped)}`,
  nothingFound: 'Карт по такому запросу нет',
  noCards: 'Подарочных карт пока не покупали',
  reset: 'Сбросить поиск',
  more: 'Показать ещё',
  loadingMore: 'Загружаем…',
  loading: 'Загружаем подарочные карты',
  listLabel: 'Подарочные карты магазина',
  tableScroll: 'Таблица подарочных карт',
  notSent: 'ещё не отправлена',
  // Columns.
  card: 'Карта',
  amount: 'Номинал',
  balance: 'Остаток',
  state: 'Состояние',
  buyer: 'Покупатель',
  recipient: 'Получатель',
  order: 'Заказ',
  validUntil: 'Действует до',
  /** A card's link in the list: what it shows and its order, so that unsent cards can be told apart. */
  cardLink: (shown: string, orderNumber: string) => `Карта ${shown}, заказ №${orderNumber}`,
  orderNumber: (number: string) => `№${number}`,
  orderLink: (number: string) => `Заказ №${number} в разделе заказов`,
  toBuyer: 'сам покупатель',
  // The card's page.
  back: 'Все карты',
  cardTitle: (shown: string) => `Карта ${shown}`,
  cardLoading: 'Загружаем карту',
  sender: 'От кого',
  message: 'Сообщение',
  sentAt: 'Отправлена',
  sendAt: 'Уйдёт',
  boughtAt: 'Куплена',
  disabledAt: 'Заблокирована',
  disabledReason: 'Причина блокировки',
  ledger: 'Движения по карте',
  ledgerDate: 'Когда',
  ledgerKind: 'Операция',
  ledgerAmount: 'Сумма',
  ledgerOrder: 'Заказ',
  ledgerNote: 'Примечание',
  noLedger: 'Движений по карте пока нет',
  actions: 'Действия с картой',
  // Disabling.
  disable: 'Заблокировать',
  disableTitle: (shown: string) => `Заблокировать карту ${shown}?`,
  disableText: (balance: number) =>
    (balance > 0
      ? `Картой больше нельзя будет платить, её остаток ${formatPrice(balance)} спишется. `
      : 'Картой больше нельзя будет платить. ') + 'Разблокировать карту потом нельзя.',
  reason: 'Причина блокировки',
  reasonHint: 'От 3 до 300 символов; останется в журнале действий',
  reasonRequired: 'Укажите причину блокировки: от 3 до 300 символов',
  keep: 'Не блокировать',
  disabling: 'Блокируем…',
  disabled: 'Карта заблокирована',
  disableFailed: 'Не удалось заблокировать карту',
  // Sending again.
  resend: 'Отправить письмо ещё раз',
  resendTitle: 'Отправить письмо с картой ещё раз?',
  resendWarning: 'Получателю уйдёт новый код, старый перестанет действовать',
  resendTo: (email: string) => `Письмо уйдёт на ${email}.`,
  resendConfirm: 'Отправить новый код',
  resending: 'Отправляем…',
  resent: 'Письмо с картой отправлено ещё раз',
  resendFailed: 'Не удалось отправить письмо с картой',
  loadFailed: 'Не удалось загрузить подарочные карты',
  cardLoadFailed: 'Не удалось загрузить карту',
} as const;

/** '•••• ABCD' once the card has been mailed, else 'ещё не отправлена': never more of the code. */
export const shownCode = (last4: string | null): string =>
  last4 ? maskedCode(last4) : adminGiftCardsStrings.notSent;
