import { z } from 'zod';

/**
 * The API of the built-in test provider's payment page (/api/payments/test/{id};
 * docs/product/payments.md#test-provider): the payment it shows and the shopper's decision.
 */

/** The built-in test provider's payment page (GET /api/payments/test/{id}). */
export const testPaymentSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  amount: z.number().int(),
  description: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  expires_at: z.string(),
  return_url: z.string(),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;

export const testPaymentDecisionSchema = z.object({ outcome: z.enum(['succeeded', 'canceled']) });
export const testPaymentDecisionAnswerSchema = z.object({ return_url: z.string() });
