import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMessages } from '@shop/shared/payments/messages';
import {
  testPaymentDecisionAnswerSchema,
  testPaymentDecisionSchema,
  testPaymentSchema,
} from '@shop/shared/payments/test-payment-api';
import { conflict, notFound } from '../../lib/refusals.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { PaymentSync } from './payments.routes.ts';
import type { TestPaymentProvider } from './test-provider.ts';

const paymentParams = z.object({ id: z.string().max(64) });

/** The built-in test provider's payment page data and its two buttons. */
export const testProviderRoutes =
  (provider: TestPaymentProvider, orders: PaymentSync): FastifyPluginAsyncZod =>
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
