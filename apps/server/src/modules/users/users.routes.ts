import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailConfirmBodySchema,
  changeEmailRequestAnswerSchema,
  changeEmailRequestBodySchema,
  messageAnswerSchema,
  updateUserBodySchema,
  userSchema,
} from '@shop/shared/auth';
import type { Authenticator } from '../auth/authenticator.ts';
import type { EmailChangeService } from '../auth/email-change.service.ts';
import type { UsersService } from './users.service.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';

const errors = errorAnswers(400, 401, 404, 409, 422, 429, 503);

/** /api/users/* (SPEC.md §7): the signed-in caller's own profile only — no route takes a user id. */
export const usersRoutes =
  (users: UsersService, emailChange: EmailChangeService, auth: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];
    // The token is checked before the body, so a caller without one learns nothing about the body's rules.
    const signedIn = {
      preValidation: async (request: FastifyRequest) => {
        await auth.requireUser(request);
      },
    };

    app.get(
      '/api/users/user',
      {
        ...signedIn,
        schema: { tags, summary: "The caller's profile", response: { 200: userSchema, ...errors } },
      },
      async (request, reply) => {
        const caller = await auth.requireUser(request);
        reply.headers(noStore);
        return users.toUser(caller.user);
      },
    );

    app.patch(
      '/api/users/user',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Change first name, last name or phone (nothing else)',
          body: updateUserBodySchema,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => users.update((await auth.requireUser(request)).user.id, request.body),
    );

    app.post(
      '/api/users/change-email/request',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Send a code to the new e-mail',
          body: changeEmailRequestBodySchema,
          response: { 200: changeEmailRequestAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await auth.requireUser(request);
        return emailChange.request(
          caller,
          request.body.new_email,
          request.body.confirm_new_email,
          request.ip,
        );
      },
    );

    app.post(
      '/api/users/change-email/confirm',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Confirm the new e-mail with its code; every session of the account ends',
          body: changeEmailConfirmBodySchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const caller = await auth.requireUser(request);
        return emailChange.confirm(caller, request.body.new_email, request.body.code, request.ip);
      },
    );
  };
