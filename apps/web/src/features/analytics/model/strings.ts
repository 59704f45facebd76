/**
 * Visible strings of the cookie notice and the footer's settings link
 * (docs/product/personal-data.md#web-analytics).
 */
export const analyticsStrings = {
  /** The notice's name for screen readers (a region at the bottom of the page). */
  noticeLabel: 'Cookie и аналитика',
  noticeText:
    'Мы используем cookie, чтобы сайт работал. С вашего согласия подключим Яндекс Метрику, чтобы понимать, ' +
    'что улучшить.',
  /** When the visitor opens the notice again from the footer: what is in force now. */
  currentGranted: 'Сейчас Яндекс Метрика подключена.',
  currentDenied: 'Сейчас Яндекс Метрика отключена.',
  accept: 'Принять',
  decline: 'Отказаться',
  settings: 'Настройки cookie',
} as const;

/** Metrica's product categories (docs/product/personal-data.md#web-analytics): the same for every event. */
export const ecommerceCategories = {
  product: 'Продукты',
  merch: 'Мерч',
  box: 'Боксы',
  package: 'Упаковка',
} as const;

/** The brand every product is sold under. */
export const ECOMMERCE_BRAND = 'humbl';
