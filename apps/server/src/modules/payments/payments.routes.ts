import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderMessages } from '@shop/shared/orders/messages';
import { paymentMessages } from '@shop/shared/payments/messages';
import { HttpError } from '../../lib/errors.ts';
import { enforceLimit, type LimitRule, type RateLimiter } from '../../lib/rate-limit.ts';
import { errorAnswers } from '../../lib/route-schemas.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import type { Payments } from './providers.ts';

/** What the payment routes ask the orders module: apply what the provider says of a payment now. */
export type PaymentSync = Pick<OrdersService, 'syncPayment'>;

export interface PaymentsRoutesDeps {
  orders: PaymentSync;
  limiter: RateLimiter;
  now: () => Date;
}

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
  (payments: Payments, { orders, limiter, now }: PaymentsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `/api/payments/${payments.provider.name}/notification`,
      {
        schema: {
          tags: ['payments'],
          summary: 'Payment notification from the provider (re-read from the provider before acting)',
          body: z.unknown(),
          response: { 200: z.object({ ok: z.literal(true) }), ...errorAnswers(403, 429, 503) },
        },
      },
      async (request) => {
        const { trustedSource } = payments;
        if (trustedSource && !trustedSource(request.ip))
          throw new HttpError(403, paymentMessages.untrustedSource);
        await enforceLimit(
          limiter,
          `payment-notification:${request.client}`,
          NOTIFICATIONS_PER_IP,
          now(),
          tooManyNotifications,
        );
        const id = payments.service.notifiedPaymentId(request.body);
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

    // The provider's own pages, if it has any (the test provider's payment page).
    if (payments.routes) await app.register(payments.routes(orders));
  };
