/**
 * Visible strings of the loyalty card page (docs/product/loyalty.md#messages); the levels' figures come from
 * the table.
 */
export const loyaltyStrings = {
  title: 'Карта лояльности',
  signInText: 'Здесь будут ваша карта, бонусный баланс и прогресс до следующего уровня.',
  cardLabel: 'Ваша карта humbl',
  level: 'Уровень',
  balance: 'Бонусный баланс',
  loadFailed: 'Не удалось загрузить карту лояльности',
  retry: 'Повторить попытку',
  progressTitle: 'Прогресс уровня',
  progressLabel: 'Сумма оплаченных заказов',
  paid: (sum: string) => `Оплачено заказов на ${sum}`,
  leftToNext: (sum: string, level: string) => `До ${level} осталось ${sum}`,
  topLevel: (level: string) => `У вас высший уровень — ${level}`,
  progressText: (paid: string, next: string, level: string) => `${paid} из ${next} до уровня ${level}`,
  howTitle: 'Как это работает',
  howLead:
    'С каждого оплаченного заказа возвращается кешбэк бонусами, а бонусами можно оплатить часть следующих ' +
    'покупок. Чем больше сумма оплаченных заказов, тем выше уровень.',
  yourLevel: 'Ваш уровень',
  levelRange: (range: string) => `${range} оплаченных заказов`,
  cashBack: (value: string) => `Кешбэк ${value} бонусами`,
  maxBonusShare: (value: string) => `Бонусами можно оплатить до ${value} стоимости товаров`,
  rules: [
    '1 бонус = 1 ₽.',
    'Бонусы не сгорают.',
    'Кешбэк начисляется после оплаты заказа — на сумму, оплаченную за товары.',
    'Прогресс уровня считает только оплаченные заказы; уровень обновляется автоматически.',
  ],
  historyTitle: 'История бонусов',
  historyEmpty: 'Здесь появятся начисления и списания бонусов.',
  kinds: {
    cash_back: 'Начислено за заказ',
    spent: 'Списано',
    returned: 'Возвращено',
    cash_back_reversed: 'Отменено начисление',
  },
  order: (number: string) => `Заказ №${number}`,
} as const;
