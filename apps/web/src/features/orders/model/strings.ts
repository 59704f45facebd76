/** Visible strings of the orders page (SPEC.md §2, Orders page). */
export const ordersStrings = {
  title: 'Заказы',
  signInText: 'Здесь появится история ваших заказов: состав, статус и ссылка на оплату.',
  emptyTitle: 'Заказов пока нет',
  emptyText:
    'Соберите свой бокс или выберите любимые батончики — оформленный заказ появится здесь со статусом ' +
    'и ссылкой на оплату.',
  toCatalog: 'Перейти в каталог',
} as const;
