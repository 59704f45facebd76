import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import {
  boughtGiftCardSchema,
  createOrderAnswerSchema,
  createOrderBodySchema,
  orderSchema,
  ordersListQuerySchema,
  ordersQuerySchema,
  ordersSchema,
  payOrderAnswerSchema,
  payOrderBodySchema,
} from '@shop/shared/orders/order-api';
import { adminMessages } from '@shop/shared/admin/messages';
import { pagingHeaders } from '@shop/shared/api/paging';
import { ownerHeadersSchema } from '@shop/shared/cart/cart-api';
import { orderMessages } from '@shop/shared/orders/messages';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { ContentService } from '../content/content.service.ts';
import { closedFor } from '../content/maintenance.ts';
import { orderer } from './order-owner.ts';
import { PAYMENT_READS } from './order-payments.ts';
import type { OrdersService } from './orders.service.ts';

const idParams = z.object({ id: idParamSchema });
/** The key's shape the service checks itself, in its own words (checkedKey: 422); the document states it. */
const idempotencyKey = z
  .string()
  .meta({ maxLength: 100, pattern: '^[\\x21-\\x7e]*$', description: 'Up to 100 printable ASCII characters' })
  .optional();
const headers = ownerHeadersSchema.extend({ 'idempotency-key': idempotencyKey });

/**
 * /api/orders/: guests pass their session id in X-Session-Id, or session_id in the query or
 * the body; customers a bearer token.
 */
export const ordersRoutes =
  (
    orders: OrdersService,
    auth: Authenticator,
    content: ContentService,
    { limiter, now }: { limiter: RateLimiter; now: () => Date },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.post(
      '/api/orders/',
      {
        schema: {
          tags,
          summary: 'Turn the cart into an order and start its payment (Idempotency-Key makes a retry safe)',
          headers,
          body: createOrderBodySchema,
          querystring: ordersQuerySchema,
          response: { 201: createOrderAnswerSchema, ...errorAnswers(400, 401, 409, 422, 503) },
        },
      },
      async (request, reply) => {
        // The site switched off for maintenance refuses orders and payments to all but admins.
        if (await closedFor(content, auth, request))
          return reply.code(503).headers(noStore).send({ detail: adminMessages.siteClosed });
        const who = await orderer(auth, request, request.body.session_id ?? request.query.session_id);
        const answer = await orders.create(who, request.body, request.headers['idempotency-key'], {
          ip: request.client,
          userAgent: request.headers['user-agent'],
        });
        reply.headers(noStore).code(201);
        return answer;
      },
    );

    app.get(
      '/api/orders/',
      {
        schema: {
          tags,
          summary:
            "A page of the caller's orders, newest first: X-Next-Cursor names the next page (?cursor=), " +
            'X-Total-Count on the first page how many there are; payable=1: only those still to be paid',
          querystring: ordersListQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: ordersSchema, ...errorAnswers(400, 401, 422) },
        },
      },
      async (request, reply) => {
        const { session_id: session, cursor, limit, payable } = request.query;
        const who = await orderer(auth, request, session);
        const page = await orders.list(who.owner, { cursor, limit, payable: payable === '1' });
        reply.headers(noStore);
        if (page.next !== null) reply.header(pagingHeaders.next, page.next);
        if (page.total !== null) reply.header(pagingHeaders.total, String(page.total));
        return page.orders;
      },
    );

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags,
          summary: 'One of the caller’s orders',
          params: idParams,
          querystring: ordersQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: orderSchema, ...errorAnswers(400, 401, 404, 422) },
        },
      },
      async (request, reply) => {
        const who = await orderer(auth, request, request.query.session_id);
        reply.headers(noStore);
        return orders.get(who.owner, request.params.id);
      },
    );

    app.post(
      '/api/orders/:id/pay',
      {
        schema: {
          tags,
          summary: 'The payment page of an unpaid order (its live payment, or a new one within its hour)',
          params: idParams,
          body: payOrderBodySchema,
          querystring: ordersQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: payOrderAnswerSchema, ...errorAnswers(400, 401, 404, 409, 422, 429, 503) },
        },
      },
      async (request, reply) => {
        if (await closedFor(content, auth, request))
          return reply.code(503).headers(noStore).send({ detail: adminMessages.siteClosed });
        const session = request.body?.session_id ?? request.query.session_id;
        const who = await orderer(auth, request, session);
        // 'Оплатить' presses per owner (PAYMENT_READS.pay), keyed by a hash: a guest's owner key holds its
        // session id, a bearer secret the limiter must not keep.
        const payer = createHash('sha256').update(who.owner.key).digest('base64url').slice(0, 22);
        await enforceLimit(limiter, `pay:${payer}`, PAYMENT_READS.pay, now(), orderMessages.payTooOften);
        reply.headers(noStore);
        return orders.pay(who.owner, request.params.id);
      },
    );

    app.post(
      '/api/orders/:id/gift-cards/:cardId/resend',
      {
        schema: {
          tags,
          summary: 'Mail a gift card the order bought again, to the same address, with a new code',
          params: z.object({ id: idParamSchema, cardId: idParamSchema }),
          body: payOrderBodySchema,
          querystring: ordersQuerySchema,
          headers: ownerHeadersSchema,
          response: { 200: boughtGiftCardSchema, ...errorAnswers(400, 401, 404, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const who = await orderer(auth, request, request.body?.session_id ?? request.query.session_id);
        reply.headers(noStore);
        return orders.resendGiftCard(who.owner, request.params.id, request.params.cardId);
      },
    );
  };
