import { z } from 'zod';

/**
 * Keyset (cursor) paging of the API's long lists (docs/product/checkout-and-orders.md#paging): a list is read
 * newest first, a page at a time; each page names the next one by an opaque cursor (the key of its last
 * row), so new rows never shift a later page and a page costs what it holds, however long the list.
 */

/** The longest cursor the API takes (a cursor the server made is about 40 characters). */
export const CURSOR_MAX = 100;

/**
 * The cursor a page handed out, sent back as `?cursor=` for the next page. Its length and alphabet are
 * checked here; what it holds is checked by the server, which refuses anything it did not make (422
 * pagingMessages.badCursor).
 */
export const cursorSchema = z
  .string()
  .max(CURSOR_MAX)
  .meta({
    pattern: '^[A-Za-z0-9_-]*$',
    description: 'The next_cursor (or X-Next-Cursor) of the page before; absent: the first page',
  })
  .optional();

/** `?limit=`: rows a page, 1 to `max`, `fallback` when absent. */
export const pageLimitSchema = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

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

/** What an admin list's page says besides its rows. */
export const pageInfoShape = {
  /**
   * How many rows match, counted up to TOTAL_CAP with the first page (no cursor); null on the pages after
   * it, whose first page's total stands.
   */
  total: z.number().int().nullable(),
  /** The total reached TOTAL_CAP: more rows match than it says. */
  total_capped: z.boolean(),
  /** The cursor of the next page; null on the last. */
  next_cursor: z.string().nullable(),
};

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
