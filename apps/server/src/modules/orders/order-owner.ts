import type { FastifyRequest } from 'fastify';
import { orderMessages } from '@shop/shared/orders/messages';
import { badRequest, unprocessable } from '../../lib/refusals.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import { guestOwner, isSessionId, sessionIdOf, userOwner } from '../cart/owner.ts';
import type { Orderer } from './place-order.ts';

/**
 * Whose orders a request reaches: the signed-in account (a bad bearer is 401), else the guest's session
 * id (X-Session-Id, else the query's or body's), with the orders' messages for a missing (400) or
 * malformed (422) one.
 */
export async function orderer(
  auth: Authenticator,
  request: FastifyRequest,
  sessionId: string | undefined,
): Promise<Orderer> {
  const caller = await auth.caller(request);
  if (caller) return { owner: userOwner(caller.user.id), userId: caller.user.id };
  const session = sessionIdOf(request, sessionId)?.trim() ?? '';
  if (session === '') throw badRequest(orderMessages.sessionOrTokenMissing);
  if (!isSessionId(session)) throw unprocessable(orderMessages.sessionMalformed);
  return { owner: guestOwner(session), userId: null };
}
