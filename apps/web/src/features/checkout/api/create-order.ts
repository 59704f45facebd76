import { checkoutMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer, CreateOrderBody } from '@shop/shared/orders/order-api';
import { apiSend } from '@/lib/api-client.ts';

/**
 * POST /api/orders/: the cart becomes an order. The Idempotency-Key makes a repeated submit (after a lost
 * answer) the same order, not a second one.
 */
export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  apiSend<CreateOrderAnswer>('POST', '/api/orders/', body, {
    fallbackMessage: checkoutMessages.createFailed,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
