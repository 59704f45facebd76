import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailConfirmBodySchema,
  changeEmailRequestAnswerSchema,
  changeEmailRequestBodySchema,
  messageAnswerSchema,
  updateUserBodySchema,
  userSchema,
  verifyPhoneConfirmAnswerSchema,
  verifyPhoneConfirmBodySchema,
  verifyPhoneRequestAnswerSchema,
  verifyPhoneRequestBodySchema,
} from '@shop/shared/accounts/account-api';
import type { Authenticator } from '../auth/authenticator.ts';
import type { EmailChangeService } from '../auth/email-change.service.ts';
import type { PhoneProofService } from './phone-proof.service.ts';
import type { UsersService } from './users.service.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';

const errors = errorAnswers(400, 401, 404, 409, 422, 429, 503);

/**
 * /api/users/* (docs/product/accounts.md#api): the signed-in caller's own profile only — no route takes a
 * user id.
 */
export const usersRoutes =
  (
    users: UsersService,
    emailChange: EmailChangeService,
    phoneProof: PhoneProofService,
    auth: Authenticator,
  ): FastifyPluginAsyncZod =>
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
          request.client,
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
        return emailChange.confirm(caller, request.body.new_email, request.body.code, request.client);
      },
    );

    app.post(
      '/api/users/verify-phone/request',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Text a code to the profile's phone, to prove it (no body)",
          description:
            'The code goes to the phone saved in the profile. 422 without a phone, for a number outside ' +
            'Russia (+7 and 10 digits) or without an SMS gateway, 409 when the phone is proven already, ' +
            "429 under the code limits or the shop's hourly SMS budget, 503 when the SMS was not sent.",
          body: verifyPhoneRequestBodySchema,
          response: { 200: verifyPhoneRequestAnswerSchema, ...errors },
        },
      },
      async (request) => phoneProof.request(await auth.requireUser(request), request.client),
    );

    app.post(
      '/api/users/verify-phone/confirm',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Prove the profile's phone with its SMS code; answers the profile (phone_verified)",
          description:
            'Only a code sent to the phone the profile has now proves it: changing the phone in between ' +
            'makes the code useless (400). 409 when the phone is proven already.',
          body: verifyPhoneConfirmBodySchema,
          response: { 200: verifyPhoneConfirmAnswerSchema, ...errors },
        },
      },
      async (request) =>
        phoneProof.confirm(await auth.requireUser(request), request.body.code, request.client),
    );
  };
