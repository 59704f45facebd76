import type { FastifyRequest } from 'fastify';
import { cartMessages } from '@shop/shared/cart/messages';
import { badRequest, unprocessable } from '../../lib/refusals.ts';
import type { Authenticator } from '../auth/authenticator.ts';

/** Whose cart a request works on: the one place that decides it (docs/product/cart.md#owners). */
export interface CartOwner {
  /** carts.owner: 'guest:{session id}' or 'user:{id}'. */
  key: string;
  /** The guest's session id, echoed in box answers; null for signed-in callers. */
  sessionId: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a (trimmed) guest session id has the form the storefront makes: a UUID. */
export const isSessionId = (id: string): boolean => uuid.test(id);

/** A guest is their session id (a UUID the storefront keeps): missing → 400, malformed → 422. */
export function guestOwner(sessionId: string | undefined): CartOwner {
  if (sessionId === undefined || sessionId.trim() === '') throw badRequest(cartMessages.sessionRequired);
  if (!uuid.test(sessionId.trim())) throw unprocessable(cartMessages.sessionMalformed);
  const normalised = sessionId.trim().toLowerCase();
  return { key: `guest:${normalised}`, sessionId: normalised };
}

export const userOwner = (userId: number): CartOwner => ({ key: `user:${userId}`, sessionId: null });

/**
 * The guest's session id a request names: its X-Session-Id header (the storefront's way: a header never
 * reaches a URL, a proxy's log or a Referer), else `fallback`, the session_id of its query or body.
 */
export function sessionIdOf(request: FastifyRequest, fallback: string | undefined): string | undefined {
  const header = request.headers['x-session-id'];
  return typeof header === 'string' && header !== '' ? header : fallback;
}

/**
 * The caller's cart owner: a signed-in caller (bearer token; a bad one is 401) is their account, whatever
 * session id comes along; anyone else is a guest, by X-Session-Id or else `sessionId` (query or body). No
 * route ever compares owners itself.
 */
export async function cartOwner(
  auth: Authenticator,
  request: FastifyRequest,
  sessionId: string | undefined,
): Promise<CartOwner> {
  const caller = await auth.caller(request);
  return caller ? userOwner(caller.user.id) : guestOwner(sessionIdOf(request, sessionId));
}
