import { pagingMessages } from '@shop/shared/api/paging-words';
import { orderMessages } from '@shop/shared/orders/messages';
import { ApiError } from '@/lib/api-client.ts';

/**
 * docs/product/checkout-and-orders.md#errors: what a failed orders call is logged as (the page itself shows a
 * Russian message).
 */
export function ordersFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  switch (error.status) {
    case 400:
      return error.detail === orderMessages.guestSessionRequired
        ? error.detail
        : orderMessages.sessionOrTokenMissing;
    case 422:
      return error.detail === pagingMessages.badCursor ? error.detail : orderMessages.sessionMalformed;
    case 500:
      return orderMessages.serverFailed;
    default:
      return orderMessages.unexpected(error.statusText || String(error.status));
  }
}

/**
 * Logs a failed orders call the documented way and fails on with the same error (an abort is not a failure).
 */
export function logOrdersFailure(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn(ordersFailure(error));
  throw error;
}
