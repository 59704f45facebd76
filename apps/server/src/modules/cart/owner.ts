import { cartMessages } from '@shop/shared/cart';
import { HttpError, badRequest } from '../../lib/errors.ts';

/** Whose cart a request works on: the one place that decides it (SPEC.md §6). */
export interface CartOwner {
  /** carts.owner: 'guest:{session id}' (and 'user:{id}' once accounts exist). */
  key: string;
  /** The guest's session id, echoed in box answers; null for signed-in callers. */
  sessionId: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's cart owner. Guests are their session id (a UUID the storefront keeps): missing → 400,
 * malformed → 422. Signed-in callers will be recognised here by their bearer token (accounts issue), so
 * no route ever compares owners itself.
 */
export function cartOwner(sessionId: string | undefined): CartOwner {
  if (sessionId === undefined || sessionId.trim() === '') throw badRequest(cartMessages.sessionRequired);
  if (!uuid.test(sessionId.trim())) throw new HttpError(422, cartMessages.sessionMalformed);
  const normalised = sessionId.trim().toLowerCase();
  return { key: `guest:${normalised}`, sessionId: normalised };
}
