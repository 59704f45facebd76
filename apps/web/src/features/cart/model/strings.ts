/** Visible strings of the cart (docs/product/cart.md#messages). */
export const cartStrings = {
  title: 'Корзина',
  empty: 'Ваша корзина пуста, добавьте товары',
  toCatalog: 'Перейти в каталог',
  toCheckout: 'Перейти к оформлению',
  reserved: 'Товары зарезервированы за вами на 15 минут.',
} as const;
