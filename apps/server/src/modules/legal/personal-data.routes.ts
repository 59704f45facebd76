import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../auth/authenticator.ts';
import type { PersonalDataService } from './personal-data.service.ts';

/** The shopper's rights: withdrawal, the data export, deleting the account (/api/users/…). */
export const personalDataRoutes =
  (_personalData: PersonalDataService, _auth: Authenticator): FastifyPluginAsyncZod =>
  async () => {};
