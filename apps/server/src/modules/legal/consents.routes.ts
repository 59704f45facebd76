import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../auth/authenticator.ts';
import type { ConsentsService } from './consents.service.ts';

/** GET /api/users/consents: the consents an account gave, and whether checkout must ask again. */
export const consentsRoutes =
  (_consents: ConsentsService, _auth: Authenticator): FastifyPluginAsyncZod =>
  async () => {};
