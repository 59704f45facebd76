import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkGiftCardBodySchema, giftCardBalanceSchema } from '@shop/shared/gift-cards/gift-card-api';
import { ownerHeadersSchema } from '@shop/shared/cart/cart-api';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import { guestOwner, isSessionId, sessionIdOf } from '../cart/owner.ts';
import { sessionKey, type Guesser } from './gift-card-limits.ts';
import type { GiftCardsService } from './gift-cards.service.ts';

/**
 * Who is trying a code: the client address, and the account (bearer) or the guest's session when the
 * request names one — neither is required to check a card.
 */
export async function guesser(
  auth: Authenticator,
  request: FastifyRequest,
  session?: string,
): Promise<Guesser> {
  const caller = await auth.caller(request);
  if (caller) return { ip: request.client, session: sessionKey(`user:${caller.user.id}`) };
  const id = sessionIdOf(request, session)?.trim() ?? '';
  // The same key as the session's orders (cart/owner.ts guestOwner): a session is one, however spelt.
  return { ip: request.client, session: isSessionId(id) ? sessionKey(guestOwner(id).key) : null };
}

/** POST /api/gift-cards/check: a card's balance and expiry by its code (docs/product/gift-cards.md#balance). */
export const giftCardsRoutes =
  (giftCards: GiftCardsService, auth: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/gift-cards/check',
      {
        schema: {
          tags: ['gift cards'],
          summary:
            "A gift card's balance and expiry by its code (tries are limited; one answer for any unusable card)",
          headers: ownerHeadersSchema,
          body: checkGiftCardBodySchema,
          response: { 200: giftCardBalanceSchema, ...errorAnswers(401, 422, 429) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return giftCards.check(request.body.code, await guesser(auth, request, request.body.session_id));
      },
    );
  };
