import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import {
  adminGiftCardDetailSchema,
  adminGiftCardsAnswerSchema,
  adminGiftCardsQuerySchema,
  disableGiftCardBodySchema,
} from '@shop/shared/gift-cards/gift-card-api';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminRoutes } from './admin.ts';
import { recordAudit } from './audit.ts';

const idParams = z.object({ id: idParamSchema });

/**
 * /api/admin/gift-cards (docs/product/admin.md#gift-cards): find a card by its last four characters, an
 * e-mail or the order number, read its ledger, disable it, mail it again. Codes are never shown; every
 * change is audited.
 */
export const giftCardsAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const { giftCards, now } = deps;
  const tags = ['admin'];

  app.get(
    '/api/admin/gift-cards',
    {
      schema: {
        tags,
        summary:
          'Gift cards by last four characters, buyer or recipient e-mail, or order number; newest first, ' +
          'a page at a time (cursor = next_cursor of the page before)',
        querystring: adminGiftCardsQuerySchema,
        response: { 200: adminGiftCardsAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { q, cursor, limit } = request.query;
      return giftCards.search(q, { cursor, limit });
    },
  );

  app.get(
    '/api/admin/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'One gift card with its ledger',
        params: idParams,
        response: { 200: adminGiftCardDetailSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return giftCards.detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/disable',
    {
      schema: {
        tags,
        summary: 'Disable a gift card (lost, stolen): it stops working and its balance is written off',
        params: idParams,
        body: disableGiftCardBodySchema,
        response: { 200: adminGiftCardDetailSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = adminOf(request);
      const id = request.params.id;
      reply.headers(noStore);
      return giftCards.disable(id, request.body.reason, (tx, card) =>
        recordAudit(tx, {
          actor: caller,
          action: 'giftcard.disable',
          target: `gift_card:${id}`,
          before: { last4: card.last4, disabled: false },
          after: { disabled: true, reason: request.body.reason },
          at: now(),
        }),
      );
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/resend',
    {
      schema: {
        tags,
        summary: 'Mail a gift card again to the same address with a new code (the old one stops working)',
        params: idParams,
        response: { 200: adminGiftCardDetailSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = adminOf(request);
      const id = request.params.id;
      const before = await giftCards.detail(id);
      await giftCards.resend(id, { limited: false });
      const after = await giftCards.detail(id);
      await recordAudit(deps.db, {
        actor: caller,
        action: 'giftcard.resend',
        target: `gift_card:${id}`,
        before: { last4: before.last4 },
        after: { last4: after.last4, to: after.recipient_email ?? after.buyer_email },
        at: now(),
      });
      reply.headers(noStore);
      return after;
    },
  );
};
