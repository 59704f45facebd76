import { GIFT_MESSAGE_MAX } from '@shop/shared/gift-cards/rules';

/** Visible strings of a gift card's page (docs/product/gift-cards.md#buying); messages are in giftCardMessages. */
export const giftCardStrings = {
  digital: 'Электронная карта — придёт на e-mail',
  plastic: 'Пластиковая подарочная карта',
  denomination: 'Номинал',
  quantity: 'Количество',
  recipientLegend: 'Кому',
  toSelf: 'Себе',
  toSelfNote: 'Карта придёт на ваш e-mail сразу после оплаты',
  asGift: 'В подарок',
  recipientEmail: 'E-mail получателя',
  senderName: 'От кого',
  senderPlaceholder: 'Например, Аня',
  optional: 'Необязательно',
  message: 'Сообщение',
  messageCounter: (length: number) => `${length} / ${GIFT_MESSAGE_MAX}`,
  sendOn: 'Когда отправить',
  sendOnHint: 'Оставьте пустым — отправим сразу после оплаты',
  price: 'Цена',
  total: 'Итого',
  perUnit: (count: number, price: string) => `${count} × ${price}`,
  addLabel: (price: string) => `В корзину · ${price}`,
  checkBalance: 'Проверить баланс карты',
  validity: 'Срок действия',
  terms: 'Условия',
} as const;
