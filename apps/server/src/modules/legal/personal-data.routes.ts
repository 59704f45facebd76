import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyPhoneRequestBodySchema } from '@shop/shared/accounts/account-api';
import { accountConsentsSchema, deleteAccountBodySchema } from '@shop/shared/legal/legal-api';
import {
  deleteAccountRequestAnswerSchema,
  exportFileName,
  personalDataExportSchema,
} from '@shop/shared/legal/rights-api';
import { moscowDate } from '@shop/shared/moscow-time';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { PersonalDataService } from './personal-data.service.ts';

/** No body (or an empty object): the account is the caller's, named by the bearer token alone. */
const noBody = verifyPhoneRequestBodySchema;

/**
 * The shopper's rights (docs/product/personal-data.md#api): withdrawal, the data export, deleting the
 * account. Signed-in only, and no path or body names an account: each acts on the bearer token's own.
 */
export const personalDataRoutes =
  (personalData: PersonalDataService, auth: Authenticator): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['users'];
    // The token is checked before the body, so a caller without one learns nothing about the body's rules.
    const signedIn = {
      preValidation: async (request: FastifyRequest) => {
        await auth.requireUser(request);
      },
    };

    app.post(
      '/api/users/consents/withdraw',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Withdraw the consent to processing personal data (no body)',
          description:
            'Logged as a withdrawal of the consent version the account accepted last. The account is erased ' +
            'PERSONAL_DATA_RETENTION_DAYS later unless it consents again (`erase_after`); withdrawing twice ' +
            'keeps the first date.',
          body: noBody,
          response: { 200: accountConsentsSchema, ...errorAnswers(401, 422, 503) },
        },
      },
      async (request, reply) => {
        const caller = await auth.requireUser(request);
        reply.headers(noStore);
        return personalData.withdraw(caller, {
          ip: request.client,
          userAgent: request.headers['user-agent'],
        });
      },
    );

    app.get(
      '/api/users/export',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Everything the shop holds about the account, as a JSON attachment',
          description:
            'The account, loyalty card and ledger, orders, consents (with addresses and browsers), gift ' +
            'cards bought (masked) and the cart, as `humbl-data-YYYY-MM-DD.json`; 10 an hour per account.',
          response: { 200: personalDataExportSchema, ...errorAnswers(401, 429) },
        },
      },
      async (request, reply) => {
        const data = await personalData.exportData(await auth.requireUser(request));
        const name = exportFileName(moscowDate(new Date(data.exported_at)));
        reply.headers({ ...noStore, 'content-disposition': `attachment; filename="${name}"` });
        return data;
      },
    );

    app.post(
      '/api/users/delete/request',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Mail a code that confirms deleting the account to the account's e-mail (no body)",
          description:
            '409 while an order of the account waits for payment; 429 under the code limits; 503 when the ' +
            'mail was not sent.',
          body: noBody,
          response: { 200: deleteAccountRequestAnswerSchema, ...errorAnswers(401, 409, 422, 429, 503) },
        },
      },
      async (request) => personalData.requestDeletion(await auth.requireUser(request), request.client),
    );

    app.post(
      '/api/users/delete/confirm',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Delete the account with the mailed code: its personal data erased, its sessions ended',
          description:
            'Orders keep amounts, items, dates and receipts without the name, phone, e-mail and address; ' +
            'gift cards stay spendable by their codes. 400 for a wrong or used code.',
          body: deleteAccountBodySchema,
          response: { 204: z.null(), ...errorAnswers(400, 401, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const caller = await auth.requireUser(request);
        await personalData.confirmDeletion(caller, request.body.code, request.client);
        return reply.code(204).send(null);
      },
    );
  };
