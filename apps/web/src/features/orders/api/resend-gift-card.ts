import type { BoughtGiftCard } from '@shop/shared/orders/order-api';
import { apiSend } from '@/lib/api-client.ts';
import { sessionId } from '@/lib/session-id.ts';
import { ordersStrings } from '../model/strings.ts';

/**
 * POST /api/orders/{id}/gift-cards/{cardId}/resend: a sent card's mail once more, to its recipient (the
 * order's owner only, as GET /api/orders/{id}). 409 (not sent yet, disabled…) and 429 (sent again lately)
 * carry the server's detail.
 */
export const resendGiftCard = (orderId: number, cardId: number, guest: boolean) =>
  apiSend<BoughtGiftCard>(
    'POST',
    `/api/orders/${orderId}/gift-cards/${cardId}/resend`,
    guest ? { session_id: sessionId() } : {},
    { fallbackMessage: ordersStrings.resendFailed },
  );
