import type { GiftCardBalance } from '@shop/shared/gift-cards/gift-card-api';
import { apiSend } from '@/lib/api-client.ts';
import { sessionHeaderValue } from '@/lib/session-id.ts';
import { giftCardBalanceStrings } from '../model/strings.ts';

/**
 * POST /api/gift-cards/check: what a usable card holds. An unknown, expired, disabled or empty card is one
 * 422 (giftCardMessages.unusable); too many tries answer 429 with the wait in its detail. Either throws
 * ApiError carrying the server's detail. A guest's session goes in the body too (and in X-Session-Id, as
 * every call sends it), so that the tries count against it.
 */
export function checkGiftCard(code: string): Promise<GiftCardBalance> {
  const session = sessionHeaderValue();
  return apiSend<GiftCardBalance>(
    'POST',
    '/api/gift-cards/check',
    { code, ...(session ? { session_id: session } : {}) },
    { fallbackMessage: giftCardBalanceStrings.checkFailed },
  );
}
