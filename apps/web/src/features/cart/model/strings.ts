/** Visible strings of the cart (docs/product/cart.md#messages). */
export const cartStrings = {
  title: 'Корзина',
  empty: 'Ваша корзина пуста, добавьте товары',
  toCatalog: 'Перейти в каталог',
  toCheckout: 'Перейти к оформлению',
  reserved: 'Товары зарезервированы за вами на 15 минут.',
  /** A gift card line: cards to the buyer, or to a recipient (on a day given as 'DD.MM'). */
  giftToSelf: 'Себе',
  giftRecipient: (email: string, sendOn: string | null) =>
    sendOn ? `Получатель: ${email} · отправка ${sendOn}` : `Получатель: ${email}`,
} as const;
