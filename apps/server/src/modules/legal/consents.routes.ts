import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountConsentsSchema } from '@shop/shared/legal/legal-api';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { ConsentsService } from './consents.service.ts';

/** GET /api/users/consents: the consents an account gave, and whether checkout must ask again. */
export const consentsRoutes =
  (consents: ConsentsService, auth: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/consents',
      {
        preValidation: async (request) => {
          await auth.requireUser(request);
        },
        schema: {
          tags: ['users'],
          summary:
            "The caller's consents (newest first), whether checkout must ask for the processing consent " +
            'again, and when a withdrawn account is erased',
          response: { 200: accountConsentsSchema, ...errorAnswers(401, 404) },
        },
      },
      async (request, reply) => {
        const caller = await auth.requireUser(request);
        reply.headers(noStore);
        return consents.standing(caller.user.id);
      },
    );
  };
