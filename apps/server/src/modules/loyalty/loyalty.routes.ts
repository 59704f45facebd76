import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyCardSchema, loyaltyQuerySchema } from '@shop/shared/loyalty/card';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { LoyaltyService } from './loyalty.service.ts';

/** GET /api/loyalty/: the signed-in customer's card, balance, level progress and bonus history. */
export const loyaltyRoutes =
  (loyalty: LoyaltyService, auth: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/loyalty/',
      {
        schema: {
          tags: ['loyalty'],
          summary:
            'The loyalty card: balance, level, paid total and a page of bonus movements (newest first; ' +
            'next_cursor names the next page)',
          querystring: loyaltyQuerySchema,
          response: { 200: loyaltyCardSchema, ...errorAnswers(401) },
        },
      },
      async (request, reply) => {
        const caller = await auth.requireUser(request);
        reply.headers(noStore);
        const { cursor, limit } = request.query;
        return loyalty.card(caller.user.id, { cursor, limit });
      },
    );
  };
