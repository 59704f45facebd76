import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logoutBodySchema,
  messageAnswerSchema,
  recoverCancelBodySchema,
  recoverConfirmAnswerSchema,
  recoverConfirmBodySchema,
  recoverRequestBodySchema,
  refreshAnswerSchema,
  refreshBodySchema,
  requestCodeAnswerSchema,
  requestCodeBodySchema,
  verifyCodeAnswerSchema,
  verifyCodeBodySchema,
} from '@shop/shared/accounts/account-api';
import { sessionIdOf } from '../cart/owner.ts';
import type { AuthService } from './auth.service.ts';
import type { Authenticator } from './authenticator.ts';
import type { RecoveryService } from './recovery.service.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';

const errors = errorAnswers(400, 401, 404, 422, 429, 503);

/** /api/auth/* (docs/product/accounts.md#api). Answers carrying tokens or codes are never cached. */
export const authRoutes =
  (auth: AuthService, recovery: RecoveryService, authenticator: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];

    app.post(
      '/api/auth/request-code',
      {
        schema: {
          tags,
          summary:
            'Send a 5-digit sign-in code to an e-mail (the same answer whether it has an account or not); ' +
            'only a check with the same session_id can use it',
          body: requestCodeBodySchema,
          response: { 200: requestCodeAnswerSchema, ...errors },
        },
      },
      (request) =>
        auth.requestCode(request.body.email, sessionIdOf(request, request.body.session_id), request.client),
    );

    app.post(
      '/api/auth/verify-code',
      {
        schema: {
          tags,
          summary:
            "Sign in with the code; the guest's cart of session_id moves into the account. A new e-mail " +
            'needs `consent` (the processing consent version): without it the right code answers 422 and ' +
            'stays usable',
          body: verifyCodeBodySchema,
          response: { 200: verifyCodeAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const { email, code, session_id, consent } = request.body;
        const source = { ip: request.client, userAgent: request.headers['user-agent'] };
        return auth.verifyCode(email, code, sessionIdOf(request, session_id), source, consent);
      },
    );

    app.post(
      '/api/auth/refresh',
      {
        schema: {
          tags,
          summary: 'Trade a refresh token (used once) for a new pair; a reused one ends its whole session',
          body: refreshBodySchema,
          response: { 200: refreshAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return auth.refresh(request.body.refresh_token);
      },
    );

    app.post(
      '/api/auth/logout',
      {
        preValidation: async (request) => {
          await authenticator.requireUser(request);
        },
        schema: {
          tags,
          summary: "End the caller's session (bearer) and that of the refresh token sent",
          body: logoutBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const caller = await authenticator.requireUser(request);
        await auth.logout(caller, request.body?.refresh_token);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/auth/recover-contact/request',
      {
        schema: {
          tags,
          summary: 'Lost contact: send a code to the new e-mail or phone',
          body: recoverRequestBodySchema,
          response: { 200: requestCodeAnswerSchema, ...errors },
        },
      },
      (request) => recovery.request(request.body, request.client),
    );

    app.post(
      '/api/auth/recover-contact/confirm',
      {
        schema: {
          tags,
          summary:
            'Lost contact: prove the new one; the move applies after the waiting period unless cancelled',
          body: recoverConfirmBodySchema,
          response: { 200: recoverConfirmAnswerSchema, ...errors },
        },
      },
      (request) => recovery.confirm(request.body, request.client),
    );

    app.post(
      '/api/auth/recover-contact/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel a pending contact move with the link sent to the old contact',
          body: recoverCancelBodySchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      (request) => recovery.cancel(request.body.token),
    );
  };
