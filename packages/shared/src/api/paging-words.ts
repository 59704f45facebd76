/**
 * The limits, response headers and words of keyset paging (docs/product/checkout-and-orders.md#paging) without
 * zod, so that storefront pages listing orders or bonuses load no schemas; paging.ts re-exports them.
 */

/** The longest cursor the API takes (a cursor the server made is about 40 characters). */
export const CURSOR_MAX = 100;

/** The shopper's order history: orders a page (a heavy customer's first page stays under 20 KB). */
export const ORDERS_PAGE = { default: 8, max: 50 } as const;
/** The loyalty card's bonus history: movements a page. */
export const LOYALTY_HISTORY_PAGE = { default: 20, max: 100 } as const;

/** The response headers of a list answered as a bare array (GET /api/orders/). */
export const pagingHeaders = {
  /** The cursor of the next page; absent on the last page. */
  next: 'x-next-cursor',
  /** How many rows the whole list holds: sent with the first page only. */
  total: 'x-total-count',
} as const;

/**
 * An admin list counts its matching rows up to this many, once, with its first page; past it the total says
 * 'TOTAL_CAP+' (`total_capped`), so no page ever counts a million rows.
 */
export const TOTAL_CAP = 10_000;

/** '10 000+' when capped, else the count ('1 234'). */
export const totalText = (total: number, capped: boolean): string =>
  `${total.toLocaleString('ru-RU')}${capped ? '+' : ''}`;

export const pagingMessages = {
  /** A cursor the server did not make, or one of another list (422). */
  badCursor: 'Некорректный курсор страницы: загрузите список заново',
  more: 'Показать ещё',
  loadingMore: 'Загружаем…',
  /** Said politely to screen readers when a page has been added. */
  loaded: (added: number, shown: number) => `Загружено ещё: ${added}. Всего показано: ${shown}`,
  loadMoreFailed: 'Не удалось загрузить продолжение списка',
  retry: 'Повторить',
} as const;
