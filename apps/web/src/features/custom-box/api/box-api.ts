import { boxTypeOfSize } from '@shop/shared/boxes/box-types';
import { cartMessages } from '@shop/shared/cart/messages';
import type { Box } from '@shop/shared/cart/cart-api';
import { isBoxSize } from '@shop/shared/rules/prices';
import type { BoxCard } from '@shop/shared/rules/cards';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { sessionId } from '@/lib/session-id.ts';
import { boxItems } from '../model/box-builder.ts';

// The guest's session goes in X-Session-Id (the API client's) and, where the API contract has it, in the body.
export const getBox = (boxId: number) =>
  apiGet<Box>(`/api/boxes/${boxId}`, {
    fallbackMessage: cartMessages.boxReloadFailed,
  });

/** Puts the built box into the cart; only flavours with a count are sent. */
export function createBox(card: BoxCard): Promise<Box> {
  const size = card.selectedQuantity;
  if (!isBoxSize(size)) throw new Error(`not a box size: ${size}`);
  return apiSend<Box>(
    'POST',
    '/api/boxes/',
    {
      box_type: boxTypeOfSize(size),
      items: boxItems(card).filter((item) => item.quantity > 0),
      session_id: sessionId(),
    },
    { fallbackMessage: cartMessages.boxCreateFailed },
  );
}

/** Replaces a box's flavours: every flavour of the type listed, zero for the unused. */
export const updateBox = (boxId: number, card: BoxCard) =>
  apiSend<Box>(
    'PUT',
    `/api/boxes/${boxId}/items`,
    { items: boxItems(card), session_id: sessionId() },
    { fallbackMessage: cartMessages.boxUpdateFailed },
  );
