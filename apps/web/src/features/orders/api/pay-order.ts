import { apiSend } from '@/lib/api-client.ts';
import { sessionId } from '@/lib/session-id.ts';
import { ordersStrings } from '../model/strings.ts';
import { logOrdersFailure } from './orders-failure.ts';

/** POST /api/orders/{id}/pay: a payment link for an unpaid order (409 when paid or cancelled). */
export const payOrder = (orderId: number, guest: boolean) =>
  apiSend<{ payment_url: string }>(
    'POST',
    `/api/orders/${orderId}/pay`,
    guest ? { session_id: sessionId() } : {},
    { fallbackMessage: ordersStrings.payFailed },
  ).catch(logOrdersFailure);
