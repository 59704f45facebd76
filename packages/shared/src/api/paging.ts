import { z } from 'zod';
import { CURSOR_MAX } from './paging-words.ts';

// The limits, headers and words without zod (paging-words.ts), for the storefront's lists; here for the API.
export {
  CURSOR_MAX,
  LOYALTY_HISTORY_PAGE,
  ORDERS_PAGE,
  pagingHeaders,
  pagingMessages,
  TOTAL_CAP,
  totalText,
} from './paging-words.ts';

/**
 * Keyset (cursor) paging of the API's long lists (docs/product/checkout-and-orders.md#paging): a list is read
 * newest first, a page at a time; each page names the next one by an opaque cursor (the key of its last
 * row), so new rows never shift a later page and a page costs what it holds, however long the list.
 */

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
