import { cartMessages } from '@shop/shared/cart/messages';
import { ApiError } from './api-error.ts';

const KEY = 'session_id';

/**
 * The guest's session id (docs/product/cart.md#owners): a UUID made on first use and kept in local storage,
 * so the cart the server keeps for it survives reloads and new tabs. Where the browser refuses storage the
 * guest has none, and cart calls fail with 'Session ID обязателен для гостя' (docs/product/cart.md#errors).
 */
export function sessionId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(KEY, created);
    return created;
  } catch {
    throw new ApiError(400, cartMessages.sessionRequired);
  }
}

/**
 * The guest's session id for the X-Session-Id header of every API call (made on first use like any), or
 * null where the browser keeps no storage (or on the server, painting a page).
 */
export function sessionHeaderValue(): string | null {
  try {
    return sessionId();
  } catch {
    return null;
  }
}
