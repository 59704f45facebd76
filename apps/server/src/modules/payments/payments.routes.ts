import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderMessages, paymentMessages } from '@shop/shared/order-messages';
import {
  testPaymentDecisionAnswerSchema,
  testPaymentDecisionSchema,
  testPaymentSchema,
} from '@shop/shared/orders';
import { HttpError } from '../../lib/errors.ts';
import { conflict, notFound } from '../../lib/refusals.ts';
import { enforceLimit, type LimitRule, type RateLimiter } from '../../lib/rate-limit.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import type { PaymentsService } from './payments.service.ts';
import type { TestPaymentProvider } from './test-provider.ts';

/**
 * Notifications one source address may send: far above what a provider sends a shop this size (it delivers
 * again later what was refused), and a forger's flood costs a counter, not a database search each.
 */
export const NOTIFICATIONS_PER_IP: LimitRule = { limit: 120, windowMs: 60_000 };

const tooManyNotifications = (seconds: number) =>
  `Слишком много уведомлений с этого адреса, повторите через ${seconds} с`;

/**
 * POST /api/payments/{provider}/notification: a provider says something happened to a payment. The body
 * only names the payment; what happened is read back from the provider, and only for payments of ours (an
 * unknown id costs no call to it). Always 200 once handled, also for payments that are not ours (a forger
 * learns nothing), so providers stop re-sending.
 */
export const paymentsRoutes =
  (
    payments: PaymentsService,
    orders: OrdersService,
    provider: string,
    /** Where notifications may come from (YOOKASSA_CHECK_IP); null: anywhere, they are read back anyway. */
    trustedSource: ((ip: string) => boolean) | null,
    limits: { limiter: RateLimiter; now: () => Date },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `/api/payments/${provider}/notification`,
      {
        schema: {
          tags: ['payments'],
          summary: 'Payment notification from the provider (re-read from the provider before acting)',
          body: z.unknown(),
          response: { 200: z.object({ ok: z.literal(true) }), ...errorAnswers(403, 429, 503) },
        },
      },
      async (request) => {
        if (trustedSource && !trustedSource(request.ip))
          throw new HttpError(403, paymentMessages.untrustedSource);
        await enforceLimit(
          limits.limiter,
          `payment-notification:${request.client}`,
          NOTIFICATIONS_PER_IP,
          limits.now(),
          tooManyNotifications,
        );
        const id = payments.notifiedPaymentId(request.body);
        try {
          if (id) await orders.syncPayment(id);
        } catch (err) {
          // The provider could not be asked: not 200, so it delivers the notification again later.
          if (err instanceof ProviderUnavailable) throw new HttpError(503, orderMessages.paymentUnavailable);
          throw err;
        }
        return { ok: true as const };
      },
    );
  };

const paymentParams = z.object({ id: z.string().max(64) });

/** The built-in test provider's payment page data and its two buttons. */
export const testProviderRoutes =
  (provider: TestPaymentProvider, orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];

    app.get(
      '/api/payments/test/:id',
      {
        schema: {
          tags,
          summary: 'A payment of the built-in test provider (its payment page)',
          params: paymentParams,
          response: { 200: testPaymentSchema, ...errorAnswers(404) },
        },
      },
      async (request, reply) => {
        const row = await provider.page(request.params.id);
        if (!row) throw notFound(paymentMessages.notFound);
        const payment = (await provider.read(row.id))!;
        reply.headers(noStore);
        return {
          id: row.id,
          order_number: row.orderNumber,
          amount: row.amount,
          description: row.description,
          status: payment.status,
          expires_at: row.expiresAt.toISOString(),
          return_url: row.returnUrl,
        };
      },
    );

    app.post(
      '/api/payments/test/:id/confirm',
      {
        schema: {
          tags,
          summary: "The shopper pays ('Оплатить') or declines ('Отказаться') on the test payment page",
          params: paymentParams,
          body: testPaymentDecisionSchema,
          response: { 200: testPaymentDecisionAnswerSchema, ...errorAnswers(404, 409) },
        },
      },
      async (request) => {
        const row = await provider.page(request.params.id);
        if (!row) throw notFound(paymentMessages.notFound);
        const decided = await provider.decide(row.id, request.body.outcome);
        if (!decided) {
          const current = await provider.read(row.id);
          throw conflict(
            current?.status === 'canceled' && row.status === 'pending'
              ? paymentMessages.expired
              : paymentMessages.alreadyDecided,
          );
        }
        // The provider notifies the shop, which reads the payment back: the path a real provider takes.
        // Its page does not depend on the shop: whatever the shop made of it, the shopper goes back, and
        // an outcome the shop failed to apply is applied by the next read of the order or by the sweep.
        await orders
          .syncPayment(decided.id)
          .catch((err: unknown) => request.log.error({ err }, 'test payment not applied'));
        return { return_url: decided.returnUrl };
      },
    );
  };
