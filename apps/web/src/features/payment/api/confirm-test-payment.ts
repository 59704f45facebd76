import { apiSend } from '@/lib/api-client.ts';
import { paymentStrings } from '../model/strings.ts';

/** POST /api/payments/test/{id}/confirm: the shopper's choice; answers where to go back in the shop. */
export const confirmTestPayment = (paymentId: string, outcome: 'succeeded' | 'canceled') =>
  apiSend<{ return_url: string }>(
    'POST',
    `/api/payments/test/${encodeURIComponent(paymentId)}/confirm`,
    { outcome },
    { fallbackMessage: paymentStrings.confirmFailed, bearer: false },
  );
