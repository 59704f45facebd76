import type { Box, CartAnswer, CartItem } from '@shop/shared/cart/cart-api';
import { cartMessages } from '@shop/shared/cart/messages';
import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { sessionId } from '@/lib/session-id.ts';

/** The guest's cart lines and boxes, as the server keeps them. */
export interface ServerBasket {
  items: CartItem[];
  boxes: Box[];
  reservedUntil: string | null;
}

// A guest's calls name the session in X-Session-Id, which the API client sends with every call; the
// bodies carry session_id too where the API contract puts it.

export async function getBasket(signal?: AbortSignal): Promise<ServerBasket> {
  const [cart, boxes] = await Promise.all([
    apiGet<CartAnswer>('/api/cart/', { fallbackMessage: cartMessages.loadFailed, signal }),
    apiGet<Box[]>('/api/boxes/', { fallbackMessage: cartMessages.loadFailed, signal }),
  ]);
  return { items: cart.items, boxes, reservedUntil: cart.reserved_until };
}

export const basketQuery = queryOptions({
  queryKey: ['basket'],
  queryFn: ({ signal }) => getBasket(signal),
  staleTime: 30_000,
});

/**
 * POST /api/cart/: `quantity` units of a product. A gift card's recipient, signature, message and send date
 * go in `giftCard` (absent: the cards go to the buyer at once); cards for different recipients become
 * different lines.
 */
export const addCartLine = (productId: number, quantity: number, giftCard?: GiftCardChoice) =>
  apiSend<{ item: CartItem }>(
    'POST',
    '/api/cart/',
    {
      product_id: productId,
      quantity,
      ...(giftCard ? { gift_card: giftCard } : {}),
      session_id: sessionId(),
    },
    { fallbackMessage: cartMessages.addFailed },
  );

export const setCartLineQuantity = (lineId: number, quantity: number) =>
  apiSend<{ id: number; price: number; quantity: number }>(
    'PATCH',
    `/api/cart/${lineId}`,
    { quantity, session_id: sessionId() },
    { fallbackMessage: cartMessages.updateFailed },
  );

export const removeCartLine = (lineId: number) =>
  apiSend<null>('DELETE', `/api/cart/${lineId}`, undefined, {
    fallbackMessage: cartMessages.deleteFailed,
  });

export const removeBox = (boxId: number) =>
  apiSend<null>('DELETE', `/api/boxes/${boxId}`, undefined, {
    fallbackMessage: cartMessages.deleteFailed,
  });
